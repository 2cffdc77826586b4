import L10nModel
import Testing

/// The rule's gaps after issue 51 item 1: a helper of the file that returns a literal
/// (`func title() -> String { "…" }`, `var title: String { "…" }`) given to a text position,
/// and `NSAttributedString(string: "…")` at an attributed text position; each with its twin
/// that is localized or no user's.
@Suite struct HardcodedTextHelperTests {
  private func swift(_ source: String) -> [String] {
    HardcodedTextScanTests.swift(source)
  }

  @Test("a function returning a literal, given to Text, is a String; a localized one is not")
  func functionReturningLiteral() {
    #expect(
      swift(
        """
        struct SettingsView: View {
          func title() -> String { "Settings" }
          func subtitle() -> String { return "Your account" }
          func key() -> LocalizedStringKey { "Welcome" }
          func localized() -> String { String(localized: "Profile") }
          var body: some View {
            Text(title())
            Text(subtitle())
            Text(key())
            Text(localized())
          }
        }
        """) == [
          #"2:28 SwiftUI Text variable "Settings""#,
          #"3:38 SwiftUI Text variable "Your account""#,
        ])
  }

  @Test("a computed property returning a literal, given to .text or Text; not when localized")
  func computedProperty() {
    #expect(
      swift(
        """
        final class Header {
          var title: String { "Storage" }
          var caption: String {
            return "Free space"
          }
          var key: LocalizedStringKey { "Disks" }
          var note: String { NSLocalizedString("Used", comment: "") }
          var identifier: String { "storage.header" }
          func configure(_ label: UILabel, _ other: UILabel) {
            label.text = title
            other.text = note
            label.accessibilityIdentifier = identifier
          }
          var body: some View {
            Text(caption)
            Text(key)
          }
        }
        """) == [
          #"2:23 .text literal "Storage""#,
          #"4:12 SwiftUI Text variable "Free space""#,
        ])
  }

  @Test("a helper declared twice in the file, or a local of its name, is not followed")
  func ambiguousHelper() {
    #expect(
      swift(
        """
        struct A { var title: String { "One" } }
        struct B { var title: String { "Two" } }
        func show(_ label: UILabel) { label.text = title }
        """
      ).isEmpty)
  }

  @Test("NSAttributedString(string: literal) at an attributed position; a localized one is not")
  func attributedString() {
    #expect(
      swift(
        """
        func style(_ button: NSButton, _ label: UILabel) {
          button.attributedTitle = NSAttributedString(string: "Connect", attributes: [:])
          label.attributedText = NSMutableAttributedString(string: "Tap to pair")
          label.attributedText = NSAttributedString(string: NSLocalizedString("Stop", comment: ""))
          let plain = NSAttributedString(string: "Not shown here")
          field.attributedStringValue = NSAttributedString(string: "Signed out")
          field.attributedStringValue = NSAttributedString(string: subtitleText, attributes: [:])
        }
        """) == [
          #"2:55 .attributedTitle literal "Connect""#,
          #"3:60 .attributedText literal "Tap to pair""#,
          #"6:60 .attributedStringValue literal "Signed out""#,
        ])
  }
}
