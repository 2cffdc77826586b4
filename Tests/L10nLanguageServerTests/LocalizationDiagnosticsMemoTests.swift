import Foundation
import L10nCheck
import L10nLanguageServer
import L10nModel
import L10nScan
import L10nTestSupport
import Testing

/// An open localization file's diagnostics found again after each change, only the changed
/// rows checked (`LocalizationFindingsMemo`), equal to a whole run's after every kind of edit.
@Suite struct LocalizationDiagnosticsMemoTests {
  /// Keys with findings of many row rules (format, punctuation, spaces, empty, untranslated,
  /// missing), comments, and one silenced by an inline marker.
  static func source(keys: Int) -> String {
    (0..<keys).map { index in
      "/* Comment \(index) */\n\"key.\(index)\" = \"Value \(index) %d of %@.\";\n"
    }.joined() + "\"same.a\" = \"Open the file\";\n\"same.b\" = \"Open the file\";\n"
      + "\"same.c\" = \"Open the file\";\n"
  }

  static func translation(keys: Int) -> String {
    (0..<keys).compactMap { index -> String? in
      switch index % 6 {
      case 0: return nil  // missing
      case 1: return "\"key.\(index)\" = \"Wert \(index) %d von %d\";\n"  // format, punctuation
      case 2: return "\"key.\(index)\" = \"Value \(index) %d of %@.\";\n"  // untranslated
      case 3: return "\"key.\(index)\" = \"\";\n"  // empty
      case 4:
        return "/* l10nedit:ignore format-mismatch */\n\"key.\(index)\" = \"Wert  \(index) %@\";\n"
      default: return "\"key.\(index)\" = \"Wert \(index) %d von %@.\";\n"
      }
    }.joined() + "\"same.a\" = \"Datei öffnen\";\n\"same.b\" = \"Datei öffnen\";\n"
      + "\"same.c\" = \"Öffne die Datei\";\n"
  }

  /// A project of `keys` keys in English and `languages`, with a Swift file using two keys.
  static func fixture(keys: Int, languages: [String]) throws -> TemporaryFolder {
    var files = [
      "en.lproj/Localizable.strings": source(keys: keys),
      "Sources/View.swift": "import SwiftUI\nlet a = Text(\"key.1\")\nlet b = Text(\"gone\")\n",
    ]
    for language in languages {
      files["\(language).lproj/Localizable.strings"] = translation(keys: keys)
    }
    return try TestSupport.fixture(files)
  }

  @Test("after each kind of edit the kept rows give the findings of a whole run")
  func equalAfterEdits() throws {
    let keys = 60
    let folder = try Self.fixture(keys: keys, languages: ["de", "fr"])
    let root = folder.path
    let snapshot = try DiagnosticsFixture.snapshot(root: root)
    let path = root + "/de.lproj/Localizable.strings"
    let saved = Self.translation(keys: keys)
    let line = "\"key.7\" = \"Wert 7 %d von %@.\";\n"
    let edits: [(String, String)] = [
      ("as saved", saved),
      (
        "a value changed",
        saved.replacingOccurrences(of: line, with: "\"key.7\" = \"Wert 7 %@\";\n")
      ),
      ("a line inserted above all", "/* new */\n" + saved),
      ("a duplicate key added", saved + "\"key.7\" = \"Noch einmal %d %@!\";\n"),
      ("a row deleted", saved.replacingOccurrences(of: line, with: "")),
      ("a key added", saved + "\"key.new\" = \"Neu\";\n"),
      ("the syntax broken", saved.replacingOccurrences(of: line, with: "\"key.7\" = \"Wert 7\n")),
      ("fixed again", saved),
      ("an ignore marker typed", "/* l10nedit:ignore */\n" + saved),
      ("the marker removed", saved),
      (
        "a comment changed",
        saved.replacingOccurrences(
          of: "l10nedit:ignore format-mismatch */\n\"key.4\"", with: "x */\n\"key.4\"")
      ),
    ]
    let memo = LocalizationFindingsMemo()
    var reused = false
    for (name, text) in edits {
      let document = try DiagnosticsFixture.document(path, text: text)
      let whole = LocalizationDiagnostics.findings(document, snapshot: snapshot)
      let found = LocalizationDiagnostics.findings(document, snapshot: snapshot, memo: memo)
      #expect(found == whole, "\(name)")
      #expect(!whole.isEmpty, "\(name)")
      if name == "as saved" {
        #expect(whole.contains { $0.ruleID == "inconsistent-translation" })
      }
      let checked = memo.findings(of: path, basis: snapshot.revisions.excluding(path))?
        .checkedRows
      if name == "a value changed" || name == "a line inserted above all" {
        // One row checked again at most (the first entry's comment took the line inserted),
        // the others kept (moved, for the line inserted).
        #expect((checked ?? keys) <= 1, "\(name)")
        reused = true
      }
    }
    #expect(reused)
    // The source file: its findings (missing translations at its entries) too.
    let sourcePath = root + "/en.lproj/Localizable.strings"
    let sourceText = Self.source(keys: keys)
    for text in [
      sourceText, "\n" + sourceText,
      sourceText.replacingOccurrences(of: "Value 9 %d of %@.", with: "Value 9."),
    ] {
      let document = try DiagnosticsFixture.document(sourcePath, text: text)
      #expect(
        LocalizationDiagnostics.findings(document, snapshot: snapshot, memo: memo)
          == LocalizationDiagnostics.findings(document, snapshot: snapshot))
    }
  }

  @Test("the kept rows are not taken when another file changed")
  func otherFileChanged() throws {
    let keys = 12
    let folder = try Self.fixture(keys: keys, languages: ["de"])
    let root = folder.path
    var state = try WorkspaceState(root: root, setup: .plain)
    let path = root + "/de.lproj/Localizable.strings"
    let sourcePath = root + "/en.lproj/Localizable.strings"
    let memo = LocalizationFindingsMemo()
    let text = Self.translation(keys: keys)
    let document = try DiagnosticsFixture.document(path, text: text)
    _ = state.setBuffer(text, ofPath: path)
    let first = LocalizationDiagnostics.findings(document, snapshot: state.snapshot(), memo: memo)
    // The source's buffer changes every key's text: the translations' findings change with it.
    _ = state.setBuffer(
      Self.source(keys: keys).replacingOccurrences(of: " %d of %@.", with: ""), ofPath: sourcePath)
    let snapshot = state.snapshot()
    let found = LocalizationDiagnostics.findings(document, snapshot: snapshot, memo: memo)
    #expect(found == LocalizationDiagnostics.findings(document, snapshot: snapshot))
    #expect(found != first)
  }
}

extension LocalizationDiagnosticsMemoTests {
  @Test("a run a newer change overtook stops before the rows, and keeps nothing")
  func cancelled() throws {
    let folder = try Self.fixture(keys: 6, languages: ["de"])
    var snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    snapshot.usage = nil
    let path = folder.path + "/de.lproj/Localizable.strings"
    let document = try DiagnosticsFixture.document(path, text: Self.translation(keys: 6))
    let memo = LocalizationFindingsMemo()
    let found = LocalizationDiagnostics.findings(
      document, snapshot: snapshot, memo: memo, isCancelled: { true })
    #expect(found.isEmpty)
    #expect(memo.findings(of: path, basis: snapshot.revisions.excluding(path)) == nil)
    #expect(!LocalizationDiagnostics.findings(document, snapshot: snapshot, memo: memo).isEmpty)
  }
}
