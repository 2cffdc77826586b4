import Foundation
import L10nTestSupport
import Testing

/// `lint --sources` and `extract` on small projects with Objective-C and Swift sources.
@Suite("code scanning commands", .serialized)
struct CodeCommandTests {
  static let project = [
    "Resources/en.lproj/Localizable.strings":
      "\"used\" = \"Used\";\n\"unused\" = \"Unused\";\n\"%d of %d\" = \"%1$d of %2$d\";\n",
    "Resources/de.lproj/Localizable.strings": "\"used\" = \"Benutzt\";\n",
    "Resources/en.lproj/Sparkle.strings": "\"Update\" = \"Update\";\n",
    "Sources/App.m": """
    #define TABLE @"Sparkle"
    void f(void) {
        NSString *a = NSLocalizedString(@"used", @"Used thing");
        NSString *b = NSLocalizedString(@"missing", @"A missing key");
        NSString *c = NSLocalizedString(@"Update", @"In the wrong table");
        NSString *d = [NSString stringWithFormat:NSLocalizedString(@"%d of %d", @""), 1];
        NSString *e = MYLocalizedStringFromTable(@"Update", TABLE, @"Custom");
    }

    """,
    "Sources/View.swift": """
    import SwiftUI
    struct V: View {
      var body: some View { Text("Swift key", comment: "From SwiftUI") }
    }

    """,
  ]

  @Test("lint --sources reports the four rules, in the code and in the tables")
  func lintSources() throws {
    let folder = try TestSupport.fixture(Self.project)
    let result = try CommandRunner.run(
      ["lint", "Resources", "--sources", "Sources", "--routine", "MYLocalizedString"],
      in: folder.url)
    #expect(result.status == 1)
    let output = result.standardOutput
    // One path per --sources: a PATH after it is the project, not a second source.
    let pathAfter = try CommandRunner.run(
      ["lint", "--sources", "Sources", "Resources", "--routine", "MYLocalizedString"],
      in: folder.url)
    #expect(pathAfter.standardOutput == output)
    #expect(
      output.contains(
        "Sources/App.m:4:37: error: \"missing\" (NSLocalizedString) is not in Localizable (en) [key-not-found]"
      ))
    #expect(
      output.contains(
        "Sources/App.m:5:37: error: \"Update\" (NSLocalizedString) is looked up in Localizable but is in Sparkle [wrong-table]"
      ))
    #expect(
      output.contains(
        "Sources/App.m:6:64: error: \"%d of %d\" consumes 2 arguments in Localizable (en) but 1 is passed [format-arguments]"
      ))
    #expect(
      output.contains(
        "Resources/en.lproj/Localizable.strings:2:1: warning: \"unused\" is not used by the scanned code: no call looks it up and no key pattern matches it [unused-key]"
      ))
    #expect(
      output.contains(
        "Sources/View.swift:3:30: error: \"Swift key\" (Text) is not in Localizable (en) [key-not-found]"
      ))
    // The custom routine reads the #define'd table: no finding for it.
    #expect(!output.contains("App.m:7:"))
    #expect(result.standardError.contains("scanned 2 source files: 6 uses of keys"))
  }

  @Test("settings sources and routines; a missing source path is exit 2")
  func settingsAndErrors() throws {
    var files = Self.project
    files["Resources/.l10nedit.json"] =
      "{ \"sources\": [\"../Sources\"], \"routines\": [\"MYLocalizedString\"] }"
    let folder = try TestSupport.fixture(files)
    let result = try CommandRunner.run(["lint", "Resources"], in: folder.url)
    #expect(result.standardOutput.contains("[wrong-table]"))
    #expect(!result.standardOutput.contains("App.m:7:"))
    // Ignored keys are ignored where code uses them, too.
    try folder.write([
      "Resources/.l10nedit.json":
        "{ \"sources\": [\"../Sources\"], \"ignoreKeys\": [\"missing\"] }"
    ])
    let ignoring = try CommandRunner.run(["lint", "Resources"], in: folder.url)
    #expect(!ignoring.standardOutput.contains("\"missing\""))
    #expect(ignoring.standardOutput.contains("\"Swift key\""))
    let missing = try CommandRunner.run(
      ["lint", "Resources", "--sources", "NoSuchFolder"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("error: NoSuchFolder: no such file or folder"))
  }

  @Test("extract adds missing keys with comments and positional values, touching nothing else")
  func extract() throws {
    let folder = try TestSupport.fixture(Self.project)
    let german = try folder.read("Resources/de.lproj/Localizable.strings")
    let before = try folder.read("Resources/en.lproj/Localizable.strings")
    let dry = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources", "--dry-run"], in: folder.url)
    #expect(dry.status == 0)
    // `Update` is used without a table: Localizable gets it, as genstrings would add it.
    #expect(dry.standardError.contains("3 keys to add, 1 not used by the scanned code"))
    #expect(try folder.read("Resources/en.lproj/Localizable.strings") == before)
    let result = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("add Localizable: \"missing\" = \"missing\""))
    #expect(result.standardOutput.contains("add Localizable: \"Swift key\" = \"Swift key\""))
    #expect(
      result.standardOutput.contains(
        "not used: Resources/en.lproj/Localizable.strings:2:1: \"unused\""))
    // The file was not sorted: its order is kept, the new keys follow (the write policy's
    // default for commands that add a few keys).
    let english = String(
      decoding: try folder.read("Resources/en.lproj/Localizable.strings"), as: UTF8.self)
    #expect(
      english == """
        "used" = "Used";
        "unused" = "Unused";
        "%d of %d" = "%1$d of %2$d";
        /* From SwiftUI */
        "Swift key" = "Swift key";
        /* In the wrong table */
        "Update" = "Update";
        /* A missing key */
        "missing" = "missing";

        """)
    #expect(try folder.read("Resources/de.lproj/Localizable.strings") == german)
    // `format` sorts it, the section comments moving with their entries.
    _ = try CommandRunner.run(["format", "Resources"], in: folder.url)
    let formatted = String(
      decoding: try folder.read("Resources/en.lproj/Localizable.strings"), as: UTF8.self)
    #expect(
      formatted == """
        "%d of %d" = "%1$d of %2$d";
        /* From SwiftUI */
        "Swift key" = "Swift key";
        /* In the wrong table */
        "Update" = "Update";
        /* A missing key */
        "missing" = "missing";
        "unused" = "Unused";
        "used" = "Used";

        """)
    #expect(try folder.read("Resources/de.lproj/Localizable.strings") == german)
    // Run again: nothing left to add.
    let again = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources"], in: folder.url)
    #expect(again.standardError.contains("0 keys to add"))
  }

  @Test("extract into a String Catalog adds keys as Xcode's extraction does")
  func extractIntoCatalog() throws {
    let folder = try TestSupport.fixture([
      "Resources/Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "used" : {

          }
        },
        "version" : "1.0"
      }
      """,
      "Sources/View.swift": """
      let a = Text("used")
      let b = Text("New key")
      let c = String(localized: "with.value", defaultValue: "With value", comment: "Has one")

      """,
    ])
    let result = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources"], in: folder.url)
    #expect(result.status == 0)
    let catalog = String(
      decoding: try folder.read("Resources/Localizable.xcstrings"), as: UTF8.self)
    #expect(
      catalog == """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "New key" : {

            },
            "used" : {

            },
            "with.value" : {
              "comment" : "Has one",
              "extractionState" : "extracted_with_value",
              "isCommentAutoGenerated" : true,
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "new",
                    "value" : "With value"
                  }
                }
              }
            }
          },
          "version" : "1.0"
        }
        """)
  }
}
