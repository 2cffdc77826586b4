import Foundation
import L10nTestSupport
import Testing

/// `lint --sources` on code that builds keys at run time, wraps its lookups, types its keys
/// `LocalizedStringKey` and localizes a xib: what is used, what is stale, what is not judged.
@Suite("lint on keys made at run time, wrappers and xibs", .serialized)
struct CodePatternCommandTests {
  static let project = [
    "Resources/en.lproj/Localizable.strings": """
    "alert.fatal_error" = "Fatal";
    "alert.stale" = "No longer shown";
    "osc.volume" = "Volume";
    "menu.file" = "File";
    "placeholder.empty" = "Nothing here";

    """,
    "Resources/Base.lproj/Main.strings": """
    "Kd2-mp-pUS.title" = "Live";
    "abc-de-fgh.title" = "Stale";

    """,
    "Sources/Main.xib": """
    <document><objects><textField id="Kd2-mp-pUS"/></objects></document>

    """,
    "Sources/Alerts.swift": """
    import SwiftUI
    enum Utility {
      static func showAlert(_ key: String) {
        _ = NSLocalizedString("alert." + key, comment: "")
      }
    }
    func show(_ name: String) {
      Utility.showAlert("fatal_error")
      _ = NSLocalizedString("osc.\\(name)", comment: "")
    }
    struct Placeholder: View {
      let title: LocalizedStringKey
      var body: some View { Text(title) }
    }
    struct Status: View {
      var body: some View { Placeholder(title: "placeholder.empty").accessibilityLabel(label) }
      var label: LocalizedStringKey { return "status.context.menu" }
    }

    """,
    "Sources/Menu.m": """
    NSString *title(NSString *name) {
        return NSLocalizedString([@"menu." stringByAppendingString:name], @"");
    }

    """,
  ]

  @Test("keys through wrappers, patterns and typed positions are used; stale ones reported")
  func lintPatterns() throws {
    let folder = try TestSupport.fixture(Self.project)
    let result = try CommandRunner.run(
      ["lint", "Resources", "--sources", "Sources"], in: folder.url)
    let lines = result.standardOutput.split(separator: "\n").filter {
      $0.contains("unused-key") || $0.contains("key-not-found") || $0.contains("unjudged-keys")
    }
    #expect(
      lines == [
        "Resources/Base.lproj/Main.strings:2:1: warning: \"abc-de-fgh.title\" is not used by the scanned code: Main's storyboard or xib has no object abc-de-fgh (a stale Interface Builder id) [unused-key]",
        "Resources/en.lproj/Localizable.strings:2:1: warning: \"alert.stale\" is not used by the scanned code: no call looks it up and no key pattern matches it [unused-key]",
        "Resources/en.lproj/Localizable.strings:4:1: info: Localizable: 2 keys used only through key patterns (\"menu.*\" at Sources/Menu.m:2:30, \"osc.*\" at Sources/Alerts.swift:9:25); not judged unused [unjudged-keys]",
        "Sources/Alerts.swift:17:42: error: \"status.context.menu\" (LocalizedStringKey) is not in Localizable (en) [key-not-found]",
      ])
  }

  @Test("extract writes counts as %lld and reuses a key the table has up to a specifier")
  func extractCounts() throws {
    let folder = try TestSupport.fixture([
      "Resources/en.lproj/Localizable.strings": "\"%lld files\" = \"%lld files\";\n",
      "Sources/List.swift": """
      import SwiftUI
      struct List: View {
        let items: [String]
        let fileCount: Int
        var body: some View {
          Text("\\(fileCount) files")
          Text("\\(items.count) items")
          Text("\\(3) folders")
          Text(flags(3))
        }
        func flags(_ total: Int) -> LocalizedStringKey {
          let shown = 2
          return total > shown ? "\\(shown) of \\(total) flags" : "\\(total) flags"
        }
      }

      """,
    ])
    let result = try CommandRunner.run(
      ["extract", "Sources", "--into", "Resources", "--dry-run"], in: folder.url)
    let additions = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("add ") }
    #expect(
      additions == [
        "add Localizable: \"%lld flags\" = \"%lld flags\"  (Sources/List.swift:13:59)",
        "add Localizable: \"%lld folders\" = \"%lld folders\"  (Sources/List.swift:8:10)",
        "add Localizable: \"%lld items\" = \"%lld items\"  (Sources/List.swift:7:10)",
        "add Localizable: \"%lld of %lld flags\" = \"%1$lld of %2$lld flags\"  (Sources/List.swift:13:28)",
      ])
  }

  @Test("an intent definition the Xcode project lists makes its table not judged")
  func intentDefinitionFromTheProject() throws {
    var files = [
      "en.lproj/Intents.strings": "\"gpCwrM\" = \"Open\";\n",
      "Sources/App.swift": "let title = NSLocalizedString(\"app.title\", comment: \"\")\n",
      "en.lproj/Localizable.strings": "\"app.title\" = \"App\";\n",
    ]
    let folder = try TestSupport.fixture(files)
    let without = try CommandRunner.run(["lint", ".", "--sources", "Sources"], in: folder.url)
    #expect(without.standardOutput.contains("\"gpCwrM\" is not used by the scanned code"))
    files["App.xcodeproj/project.pbxproj"] =
      "\t\tA1 /* Intents.intentdefinition */ = {isa = PBXFileReference; path = Shared/Intents.intentdefinition; };\n"
    let listed = try TestSupport.fixture(files)
    let result = try CommandRunner.run(["lint", ".", "--sources", "Sources"], in: listed.url)
    #expect(!result.standardOutput.contains("[unused-key]"))
    #expect(
      result.standardOutput.contains(
        "en.lproj/Intents.strings:1:1: info: Intents: used by Intents.intentdefinition (listed in the Xcode project, not scanned); its keys are not judged unused [unjudged-keys]"
      ))
  }
}
