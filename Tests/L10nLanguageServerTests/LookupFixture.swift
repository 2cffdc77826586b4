import L10nCheck
import L10nModel
import L10nScan
import L10nTestSupport

@testable import L10nLanguageServer

/// A small project for the lookups: `Localizable` (`.strings` in en, de, fr, and a
/// `.stringsdict` plural in en and de), `Menu` (another table with a key of the same name), and
/// a String Catalog `Catalog` (en, de, one German value needing review).
struct LookupFixture {
  let folder: TemporaryFolder
  let project: Project

  static let files: [String: String] = [
    "en.lproj/Localizable.strings": """
    /* The settings window's title */
    "settings.title" = "Settings";
    "greeting" = "Hello, %@";
    "café.😀" = "Café [link](https://example.com) \u{202E}evil";

    """,
    "de.lproj/Localizable.strings": """
    "settings.title" = "Einstellungen";
    "café.😀" = "Café";

    """,
    "fr.lproj/Localizable.strings": """
    "settings.title" = "Réglages";
    "greeting" = "Bonjour, %@";
    "café.😀" = "Café";

    """,
    "en.lproj/Localizable.stringsdict": pluralFile(one: "%ld file", other: "%ld files"),
    "de.lproj/Localizable.stringsdict": pluralFile(one: "%ld Datei", other: "%ld Dateien"),
    "en.lproj/Menu.strings": """
    "settings.title" = "Preferences…";
    "quit" = "Quit";

    """,
    "de.lproj/Menu.strings": """
    "quit" = "Beenden";

    """,
    "Catalog.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {
          "comment" : "A button",
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Fertig" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } }
          }
        }
      },
      "version" : "1.0"
    }

    """,
  ]

  static func pluralFile(one: String, other: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>files.count</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key>
        <string>%#@files@</string>
        <key>files</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key>
          <string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key>
          <string>ld</string>
          <key>one</key>
          <string>\(one)</string>
          <key>other</key>
          <string>\(other)</string>
        </dict>
      </dict>
    </dict>
    </plist>

    """
  }

  init(extra: [String: String] = [:]) throws {
    var files = Self.files
    files.merge(extra) { _, new in new }
    folder = try TestSupport.fixture(files)
    project = try folder.load()
  }

  /// A snapshot of the project with the scan's `references` (paths relative to the root).
  func snapshot(
    references: [CodeReference] = [], accessors: [GeneratedAccessor] = [],
    custom: [String] = ["MyLocalized"]
  ) -> WorkspaceSnapshot {
    var usage = CodeUsage(
      references: references.map { reference in
        var reference = reference
        reference.path = path(reference.path)
        return reference
      }, fileCount: 1)
    usage.unreferencedAccessors = accessors
    return WorkspaceSnapshot(
      root: folder.path, project: project, settings: ProjectSettings(),
      configuration: LintConfiguration(), routines: LocalizingRoutines(custom: custom),
      usage: references.isEmpty && accessors.isEmpty
        ? nil : KeyUsageIndex(project: project, usage: usage),
      generation: 1)
  }

  /// The absolute path of `relative` in the project.
  func path(_ relative: String) -> String {
    relative.hasPrefix("/") ? relative : folder.path + "/" + relative
  }

  /// A document at `relative` holding `text`; `|` marks the cursor (removed), whose position
  /// (UTF-16) is returned.
  func document(_ relative: String, _ marked: String, languageID: String = "swift")
    -> (TextDocument, LSPPosition)
  {
    let lines = marked.split(separator: "\n", omittingEmptySubsequences: false)
    var position = LSPPosition(line: 0, character: 0)
    for (number, line) in lines.enumerated() {
      if let bar = line.firstIndex(of: "|") {
        position = LSPPosition(line: number, character: line[..<bar].utf16.count)
      }
    }
    let text = marked.replacingOccurrences(of: "|", with: "")
    let document = TextDocument(
      uri: DocumentURI.uri(ofPath: path(relative)), languageID: languageID, version: 1,
      text: text)
    return (document, position)
  }
}
