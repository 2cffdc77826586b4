import L10nModel
import L10nSwiftScan
import Testing

/// Xcode 26's shapes: `#bundle` (the bundle of the code's own target) in lookups, and the
/// String Catalog symbols Xcode generates (`Text(.cartTitle)`,
/// `LocalizedStringResource.cartTitle`, `.cartItems(count:)`), each beside a twin that is not
/// one.
@Suite struct Xcode26ShapesTests {
  func scan(_ text: String) -> CodeUsage {
    SwiftScanner().scan(files: [("Sources/Shop/Cart.swift", text)])
  }

  @Test(
    "#bundle: String(localized:), Text and LocalizedStringResource look up in the target's own bundle"
  )
  func bundleMacro() {
    let usage = scan(
      #"""
      struct Cart: View {
        var body: some View {
          Text("cart.empty", bundle: #bundle)
          Button(String(localized: "cart.clear", bundle: #bundle)) {}
          Text("cart.main", bundle: .main)
        }
        let total = LocalizedStringResource("cart.total", bundle: #bundle)
      }
      """#)
    #expect(
      usage.references.map { "\($0.key) \($0.inModuleBundle)" } == [
        "cart.empty true", "cart.clear true", "cart.main false", "cart.total true",
      ])
  }

  @Test("generated symbols: implicit, through LocalizedStringResource, with arguments, in a table")
  func generatedSymbols() {
    let usage = scan(
      #"""
      struct Cart: View {
        var body: some View {
          Text(.cartCheckoutTitle)
          Text(.cartItems(count: 3))
          Label(.Onboarding.welcomeTitle, systemImage: "hand.wave")
          let total = String(localized: LocalizedStringResource.cartTotal)
          let owner = LocalizedStringResource.Onboarding.ownerName(name)
          let color = Palette.cartAccent
          let size = Metrics.Onboarding.margin
        }
      }
      """#)
    #expect(
      usage.implicitMembers.isSuperset(of: [
        "cartCheckoutTitle", "cartItems", "Onboarding.welcomeTitle", "cartTotal",
        "Onboarding.ownerName",
      ]))
    #expect(!usage.implicitMembers.contains("cartAccent"))
    #expect(!usage.implicitMembers.contains("Onboarding.margin"))
    #expect(!usage.implicitMembers.contains("margin"))
  }
}
