import Foundation
import L10nTestSupport
import Testing

/// `bundle: .module` looks a key up in the Swift package target's own resources only: a key
/// the app's tables have does not count as found there, nor as used by the app.
@Suite("lint --sources with bundle: .module", .serialized)
struct ModuleBundleCommandTests {
  static let project = [
    "App/en.lproj/Localizable.strings": """
    "app.title" = "App";
    "feature.only.in.app" = "In the app";

    """,
    "Package/Sources/Feature/Resources/en.lproj/Localizable.strings": """
    "feature.title" = "Feature";

    """,
    "Package/Sources/Feature/FeatureView.swift": """
    import SwiftUI
    struct FeatureView: View {
      var body: some View {
        Text("feature.title", bundle: .module)
        Text(String(localized: "feature.only.in.app", bundle: .module))
        Text(NSLocalizedString("app.title", bundle: .main, comment: ""))
      }
    }

    """,
  ]

  /// The `unused-key` and `key-not-found` lines of `lint --sources Package/Sources` on
  /// `folder`, and the whole run.
  static func usageFindings(in folder: TemporaryFolder) throws -> (
    [Substring], CommandRunner.Result
  ) {
    let result = try CommandRunner.run(
      ["lint", ".", "--sources", "Package/Sources"], in: folder.url)
    let lines = result.standardOutput.split(separator: "\n").filter {
      $0.contains("unused-key") || $0.contains("key-not-found")
    }
    return (lines, result)
  }

  @Test("a .module lookup finds only its target's tables; the app's copy stays unused")
  func moduleBundle() throws {
    let folder = try TestSupport.fixture(Self.project)
    let (lines, result) = try Self.usageFindings(in: folder)
    #expect(
      lines == [
        "./App/en.lproj/Localizable.strings:2:1: warning: \"feature.only.in.app\" is not used by the scanned code: no call looks it up and no key pattern matches it [unused-key]",
        "Package/Sources/Feature/FeatureView.swift:5:28: error: \"feature.only.in.app\" (String(localized:)) is not in Localizable (en) [key-not-found]",
      ], "\(result.standardOutput)")
  }

  /// A package target with a String Catalog of manual keys, used through Xcode 26's `#bundle`
  /// and its generated symbols.
  static let xcode26 = [
    "App/en.lproj/Localizable.strings": """
    "shop.only.in.app" = "In the app";

    """,
    "Package/Sources/Shop/Resources/Localizable.xcstrings": #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "cart.checkout.title" : { "extractionState" : "manual" },
        "cart.items %lld" : { "extractionState" : "manual" },
        "cart.never.named" : { "extractionState" : "manual" },
        "cart.total" : { "extractionState" : "manual" },
        "shop.title" : { }
      },
      "version" : "1.1"
    }
    """#,
    "Package/Sources/Shop/Resources/Onboarding.xcstrings": #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "welcome.title" : { "extractionState" : "manual" }
      },
      "version" : "1.1"
    }
    """#,
    "Package/Sources/Shop/ShopView.swift": """
    import SwiftUI
    struct ShopView: View {
      var body: some View {
        Text("shop.title", bundle: #bundle)
        Text(.cartCheckoutTitle)
        Text(.cartItems(3))
        Text(.Onboarding.welcomeTitle)
        Text(String(localized: LocalizedStringResource.cartTotal))
        Text(String(localized: "shop.only.in.app", bundle: #bundle))
      }
    }

    """,
  ]

  @Test("#bundle is the target's bundle; generated symbols use their keys, in their table")
  func xcode26Shapes() throws {
    let folder = try TestSupport.fixture(Self.xcode26)
    let (lines, result) = try Self.usageFindings(in: folder)
    #expect(
      lines == [
        "./App/en.lproj/Localizable.strings:1:1: warning: \"shop.only.in.app\" is not used by the scanned code: no call looks it up and no key pattern matches it [unused-key]",
        "./Package/Sources/Shop/Resources/Localizable.xcstrings:6:1: warning: \"cart.never.named\" is not used by the scanned code: no call looks it up and no key pattern matches it [unused-key]",
        "Package/Sources/Shop/ShopView.swift:9:28: error: \"shop.only.in.app\" (String(localized:)) is not in Localizable (en) [key-not-found]",
      ], "\(result.standardOutput)")
  }
}
