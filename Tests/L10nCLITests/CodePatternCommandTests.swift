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
}
