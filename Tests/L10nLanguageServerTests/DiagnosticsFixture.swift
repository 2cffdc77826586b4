import Foundation
import L10nCheck
import L10nFormats
import L10nLanguageServer
import L10nModel
import L10nScan
import L10nTestSupport

/// A small project with Objective-C and Swift sources that gives every code rule and several
/// localization rules findings, and its workspace snapshot as the server builds it.
enum DiagnosticsFixture {
  static let files = [
    "Resources/en.lproj/Localizable.strings": """
    "used" = "Used";
    "unused" = "Unused";
    "%d of %d" = "%1$d of %2$d";
    "greeting" = "Hello…";
    "greeting" = "Hello again";
    "files" = "%d files";

    """,
    "Resources/de.lproj/Localizable.strings": """
    "used" = "Benutzt";
    "%d of %d" = "%1$d von %2$@";
    "extra" = "Extra";
    "greeting" = "Hallo...";

    """,
    "Resources/en.lproj/Errors.strings": "\"error.sync\" = \"Sync failed\";\n",
    "Resources/de.lproj/Errors.strings": "\"error.sync\" = \"Sync failed\";\n",
    "Resources/en.lproj/Plurals.stringsdict": SharedFixtures.pluralStringsdict(
      key: "songs", variable: "n", forms: [("other", "%d songs")]),
    "Resources/Catalog.xcstrings": """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "catalog.title" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Titel %@" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Title %lld" } }
          }
        },
        "catalog.unused" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "Nobody" } }
          }
        }
      },
      "version" : "1.0"
    }

    """,
    "Sources/App.m": """
    void f(void) {
        NSString *a = NSLocalizedString(@"used", @"Used thing");
        NSString *b = NSLocalizedString(@"missing", @"A missing key");
        NSString *c = NSLocalizedString(@"error.sync", @"In the wrong table");
        NSString *d = [NSString stringWithFormat:NSLocalizedString(@"%d of %d", @""), 1];
        NSString *e = NSLocalizedStringFromTable(@"nowhere", @"NoSuchTable", @"");
        NSString *g = NSLocalizedStringFromTable(@"error.sync", ERRORS_TABLE, @"");
        NSString *h = NSLocalizedStringFromTable(@"used", ERRORS_TABLE, @"");
    }

    """,
    "Sources/Tables.h": "#define ERRORS_TABLE @\"Errors\"\n",
    "Sources/Helpers.swift": """
    import Foundation
    func localized(_ key: String) -> String { NSLocalizedString(key, comment: "") }

    """,
    "Sources/View.swift": """
    import SwiftUI
    struct V: View {
      var body: some View {
        VStack {
          Text("greeting")
          Text("é😀中 missing.swift")
          Text(String(localized: "catalog.title", table: "Catalog"))
          Text(String(localized: "used", table: "Errors"))
          Text(String(format: NSLocalizedString("files", comment: ""), 1, 2))
          Text(String(localized: "songs", table: "Plurals"))
          Text(localized("not.there"))
          Text(localized("used"))
        }
      }
    }

    """,
  ]

  /// The fixture's folder (the project root; sources in `Sources`).
  static func folder() throws -> TemporaryFolder {
    try TestSupport.fixture(files)
  }

  /// The snapshot of the project at `root` (sources in `root/Sources`) as `lint --sources`
  /// reads it, with `configuration`.
  static func snapshot(
    root: String, configuration: LintConfiguration = LintConfiguration()
  ) throws -> WorkspaceSnapshot {
    let project = try ProjectLoader.load(root)
    var usage = try CodeScanner().scan(paths: [root + "/Sources"])
    usage.references.removeAll { configuration.ignores(key: LocalizationKey($0.key.description)) }
    return WorkspaceSnapshot(
      root: root, project: project, settings: ProjectSettings(), configuration: configuration,
      routines: LocalizingRoutines(), usage: KeyUsageIndex(project: project, usage: usage),
      generation: 1)
  }

  /// The open document of the file at `path`, with `text` (its saved text by default).
  static func document(_ path: String, text: String? = nil) throws -> TextDocument {
    let saved = String(decoding: try FileSystem.read(path), as: UTF8.self)
    let language = path.hasSuffix(".swift") ? "swift" : "objective-c"
    return TextDocument(
      uri: DocumentURI.uri(ofPath: path), languageID: language, version: 1, text: text ?? saved)
  }
}
