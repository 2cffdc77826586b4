import L10nHistory
import L10nModel
import L10nTestSupport
import Testing

/// `OutdatedTranslations` on git repositories built here: linear history, merges, renames,
/// the source file's creation.
@Suite("Outdated translations from git history")
struct OutdatedTranslationsTests {
  static let en = "en.lproj/Localizable.strings"
  static let de = "de.lproj/Localizable.strings"

  /// The outdated cells of the repository's project, or the test fails when the history
  /// could not be read.
  func outdated(_ repository: GitRepository, folder: String? = nil) throws
    -> [OutdatedTranslation]
  {
    let project = try TestSupport.load(folder ?? repository.path)
    guard case .read(let outdated, _) = OutdatedTranslations.find(in: project, cache: nil) else {
      Issue.record("the history could not be read")
      return []
    }
    return outdated
  }

  @Test("linear history: a source changed after its translation is reported, with both texts")
  func linear() throws {
    let repository = try GitRepository()
    let first = try repository.commit([
      Self.en: "\"title\" = \"Export…\";\n\"done\" = \"Done\";\n",
      Self.de: "\"title\" = \"Exportieren…\";\n\"done\" = \"Fertig\";\n",
    ])
    let second = try repository.commit([
      Self.en: "\"title\" = \"Export as PDF…\";\n\"done\" = \"Done\";\n"
    ])
    let found = try outdated(repository)
    #expect(found.map(\.cell.key.text) == ["title"])
    #expect(found.first?.cell.language == LanguageID("de"))
    #expect(found.first?.oldSource == "Export…")
    #expect(found.first?.newSource == "Export as PDF…")
    #expect(found.first?.sourceCommit.id == second)
    #expect(found.first?.translationCommit.id == first)
    #expect(found.first?.sourceCommit.date == "2023-11-14")
    // Translated again: nothing.
    try repository.commit([
      Self.de: "\"title\" = \"Als PDF exportieren…\";\n\"done\" = \"Fertig\";\n"
    ])
    #expect(try outdated(repository).isEmpty)
  }

  @Test("values are compared decoded: an escape for the same text is no change, a space is")
  func decodedValues() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Café\";\n\"b\" = \"Save\";\n",
      Self.de: "\"a\" = \"Café\";\n\"b\" = \"Sichern\";\n",
    ])
    try repository.commit([Self.en: "\"a\" = \"Caf\\U00E9\";\n\"b\" = \"Save \";\n"])
    #expect(try outdated(repository).map(\.cell.key.text) == ["b"])
  }

  @Test("the commit that creates the source language's file adds none of its keys")
  func sourceFileCreatedLater() throws {
    let repository = try GitRepository()
    try repository.commit([Self.de: "\"title\" = \"Exportieren…\";\n"])
    try repository.commit([Self.en: "\"title\" = \"Export…\";\n"], "add en.lproj")
    #expect(try outdated(repository).isEmpty)
    // A key the source gains later is the source's change.
    try repository.commit([Self.en: "\"title\" = \"Export…\";\n\"new\" = \"New\";\n"])
    try repository.commit([Self.de: "\"title\" = \"Exportieren…\";\n\"new\" = \"Neu\";\n"])
    try repository.commit([Self.en: "\"title\" = \"Export all…\";\n\"new\" = \"New\";\n"])
    #expect(try outdated(repository).map(\.cell.key.text) == ["title"])
  }

  @Test("a moved file is followed: the move creates nothing")
  func rename() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"title\" = \"Export…\";\n", Self.de: "\"title\" = \"Exportieren…\";\n",
    ])
    let change = try repository.commit([Self.en: "\"title\" = \"Export as PDF…\";\n"])
    try repository.folder.write(["App/README": "app\n"])
    try repository.run(["mv", "en.lproj", "App/en.lproj"])
    try repository.run(["mv", "de.lproj", "App/de.lproj"])
    try repository.git("add", "-A")
    try repository.git("commit", "-q", "-m", "move")
    let found = try outdated(repository)
    #expect(found.map(\.cell.key.text) == ["title"])
    #expect(found.first?.sourceCommit.id == change)
  }

  @Test("a merge: a translation made on a branch after the source changed is current")
  func mergeAfterSourceChange() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Open\";\n\"b\" = \"Close\";\n",
      Self.de: "\"a\" = \"Öffnen\";\n\"b\" = \"Schließen\";\n",
    ])
    try repository.commit([Self.en: "\"a\" = \"Open…\";\n\"b\" = \"Close\";\n"])
    try repository.git("checkout", "-q", "-b", "translation")
    try repository.commit([Self.de: "\"a\" = \"Öffnen…\";\n\"b\" = \"Schließen\";\n"])
    try repository.git("checkout", "-q", "main")
    // Meanwhile on main, `b` changes: its translation (on the branch too) is outdated.
    try repository.commit([Self.en: "\"a\" = \"Open…\";\n\"b\" = \"Close Window\";\n"])
    try repository.git("merge", "-q", "--no-edit", "translation")
    #expect(try outdated(repository).map(\.cell.key.text) == ["b"])
  }

  @Test("a merge that keeps its first parent's files changes nothing itself")
  func mergeKeepingMain() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Öffnen\";\n",
    ])
    try repository.git("checkout", "-q", "-b", "side")
    try repository.commit(["NOTES": "not localized\n"])
    try repository.git("checkout", "-q", "main")
    let change = try repository.commit([Self.en: "\"a\" = \"Open File\";\n"])
    // git lists the merge's changes against `side` only (none against `main`).
    try repository.git("merge", "-q", "--no-ff", "--no-edit", "side")
    let found = try outdated(repository)
    #expect(found.map(\.cell.key.text) == ["a"])
    #expect(found.first?.sourceCommit.id == change)
  }

  @Test("a source change on a branch merged later outdates a translation made meanwhile")
  func sourceChangeOnBranch() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Offnen\";\n",
    ])
    try repository.git("checkout", "-q", "-b", "wording")
    let change = try repository.commit([Self.en: "\"a\" = \"Open File\";\n"])
    try repository.git("checkout", "-q", "main")
    // A later commit (in time) fixes the translation of the old text.
    let fix = try repository.commit([Self.de: "\"a\" = \"Öffnen\";\n"])
    try repository.git("merge", "-q", "--no-edit", "wording")
    let found = try outdated(repository)
    #expect(found.map(\.cell.key.text) == ["a"])
    #expect(found.first?.sourceCommit.id == change)
    #expect(found.first?.translationCommit.id == fix)
    #expect(found.first?.oldSource == "Open")
  }

  @Test("a translation made on a branch from before a source change, merged later, is outdated")
  func translationOnOldBranch() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Offnen\";\n",
    ])
    try repository.git("checkout", "-q", "-b", "translation")
    try repository.commit([Self.de: "\"a\" = \"Öffnen\";\n"])
    try repository.git("checkout", "-q", "main")
    try repository.commit([Self.en: "\"a\" = \"Open File\";\n"])
    // Merged after the source change (the topological order lists the branch first).
    try repository.git("merge", "-q", "--no-edit", "translation")
    #expect(try outdated(repository).map(\.cell.key.text) == ["a"])
  }

  @Test("String Catalogs: the source localization, the key as its text, review states")
  func catalog() throws {
    func catalog(_ title: String, state: String = "translated", extra: String = "") -> String {
      """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Quit" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Beenden" } }
            }
          },
          "title" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "\(state)", "value" : "Exportieren" } },
              "en" : { "stringUnit" : { "state" : "translated", "value" : "\(title)" } }\(extra)
            }
          }
        },
        "version" : "1.0"
      }

      """
    }
    let repository = try GitRepository()
    try repository.commit(["Localizable.xcstrings": catalog("Export")])
    try repository.commit(["Localizable.xcstrings": catalog("Export all")])
    #expect(try outdated(repository).map(\.cell.key.text) == ["title"])
    // Marked as needing review: not reported.
    try repository.commit(["Localizable.xcstrings": catalog("Export all", state: "needs_review")])
    #expect(try outdated(repository).isEmpty)
    // A state change alone is no change of the translation.
    try repository.commit(["Localizable.xcstrings": catalog("Export all")])
    #expect(try outdated(repository).map(\.cell.key.text) == ["title"])
  }

  @Test("remote strings JSON: one file of every language, opened as the project")
  func remoteStrings() throws {
    let repository = try GitRepository()
    try repository.commit([
      "strings.json":
        #"{ "en": { "save": "Save", "quit": "Quit" }, "de": { "save": "Sichern", "quit": "Beenden" } }"#
        + "\n"
    ])
    try repository.commit([
      "strings.json":
        #"{ "en": { "save": "Save All", "quit": "Quit" }, "de": { "save": "Sichern", "quit": "Beenden" } }"#
        + "\n"
    ])
    let found = try outdated(repository, folder: repository.path + "/strings.json")
    #expect(found.map(\.cell.key.text) == ["save"])
    #expect(found.first?.oldSource == "Save")
  }

  @Test(".stringsdict: an entry is one value, compared whole")
  func stringsdict() throws {
    func plural(_ one: String, _ other: String) -> String {
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
        <key>files</key>
        <dict>
          <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
          <key>n</key>
          <dict>
            <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
            <key>NSStringFormatValueTypeKey</key><string>ld</string>
            <key>one</key><string>\(one)</string>
            <key>other</key><string>\(other)</string>
          </dict>
        </dict>
      </dict>
      </plist>

      """
    }
    let repository = try GitRepository()
    try repository.commit([
      "en.lproj/Localizable.stringsdict": plural("%ld file", "%ld files"),
      "de.lproj/Localizable.stringsdict": plural("%ld Datei", "%ld Dateien"),
    ])
    try repository.commit([
      "en.lproj/Localizable.stringsdict": plural("%ld file", "%ld files found")
    ])
    #expect(try outdated(repository).map(\.cell.key.text) == ["files"])
  }

  @Test("a translation edited in the work tree since HEAD is not judged")
  func editedInWorkTree() throws {
    let repository = try GitRepository()
    try repository.commit([
      Self.en: "\"a\" = \"Open\";\n", Self.de: "\"a\" = \"Öffnen\";\n",
    ])
    try repository.commit([Self.en: "\"a\" = \"Open File\";\n"])
    try repository.folder.write([Self.de: "\"a\" = \"Datei öffnen\";\n"])
    #expect(try outdated(repository).isEmpty)
  }
}
