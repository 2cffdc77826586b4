import L10nModel

/// `hardcoded-string`: a string literal, or a `String` built from literals, reaches a position
/// a user sees without localization (`label.text = "Done"`, `Text("a" + b)`,
/// `[button setTitle:@"OK" forState:0]`).
///
/// The scanners record the candidates (`CodeUsage.hardcodedTexts`: positions, with what
/// swift-syntax tells of types); this rule leaves out what is no language (`ShownText`), the
/// settings' brand names, texts `ignoreRules` patterns match and those an inline marker
/// silences (`// l10nedit:ignore hardcoded-string` on the line or the line above).
package struct HardcodedStringRule: ReferenceRule {
  package static let id = "hardcoded-string"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "Code shows a user a string literal (or a String built from literals) without localizing it."

  private let configuration: LintConfiguration

  /// Creates the rule.
  package init() { configuration = LintConfiguration() }

  /// Creates the rule with the settings' brand names and `ignoreRules` patterns.
  package init(configuration: LintConfiguration) { self.configuration = configuration }

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    for text in reported(index.usage.hardcodedTexts) {
      report(Problem(path: text.path, location: text.location, message: Self.message(text)))
    }
  }

  /// The candidates the rule reports (what `extract --rewrite` rewrites): language, not a
  /// brand name, not ignored, not silenced by a marker.
  package func reported(_ texts: [HardcodedText]) -> [HardcodedText] {
    texts.filter { text in
      ShownText.isLanguage(
        text.text, brandNames: configuration.brandNames,
        minimumWords: text.shape == .verbatim ? 2 : 1)
        && !configuration.ignores(rule: Self.id, key: LocalizationKey(text.text))
        && !(text.marker.map { InlineIgnore.silences(Self.id, comment: $0) } ?? false)
    }
  }

  /// Why the position is a user's and what the fix is.
  static func message(_ text: HardcodedText) -> String {
    let quoted = ContentExcerpt.quoted(text.text, limit: 60)
    let call =
      text.isObjectiveC
      ? "NSLocalizedString(@\(quoted), comment)"
      : text.hasInterpolations
        ? "String(localized: …) with the values interpolated" : "String(localized: \(quoted))"
    switch text.shape {
    case .literal:
      return "\(quoted) is shown by \(text.position) without localization; write \(call)"
    case .built where text.position.hasPrefix("SwiftUI"):
      return
        "\(quoted) is a String built from literals: \(text.position) shows a String as it is (only a literal is looked up); pass one literal, interpolations in it, or \(call)"
    case .built:
      return
        "\(quoted) is built from literals and shown by \(text.position) without localization; write \(call)"
    case .variable:
      return
        "\(quoted) is held in a String that \(text.position) shows as it is (only a literal is looked up); type it LocalizedStringKey or write \(call)"
    case .verbatim:
      return
        "\(quoted) is shown by Text(verbatim:), which is never localized; write Text(\(quoted)) to look it up"
    }
  }
}

// MARK: - Documentation and examples

extension HardcodedStringRule {
  package static let explanation = """
    A string literal, or a `String` built from literals, reaches a position a user sees \
    without localization, so it ships in the development language in every language. Needs \
    `--sources`.

    - **SwiftUI**: `Text`, `Button`, `Label`, `Toggle`, `.navigationTitle`, `.alert`, `.help`, \
    `.accessibilityLabel` and the other views and modifiers look a literal up (a \
    `LocalizedStringKey`) but show a `String` as it is: a concatenation (`Text("Total: " + \
    sum)`), `String(format:)` of a literal, a `let` holding a literal (`let title = \
    "Settings"` then `Text(title)`), a ternary mixing a literal with a `String`; \
    `Text(verbatim:)` of words.
    - **UIKit and AppKit**: a literal assigned to `.text`, `.title`, `.placeholder`, \
    `.stringValue`, `.toolTip`, `.messageText`, `.informativeText`, `.accessibilityLabel`, … \
    or given to `setTitle(_:for:)`, `UIAlertController(title:message:)`, \
    `UIAlertAction(title:)`, `NSMenuItem(title:)`, `NSButton(title:)`, \
    `NSTextField(labelWithString:)`, `addItem(withTitle:)`, ….
    - **Objective-C**: `@"…"` (or the format of `[NSString stringWithFormat:@"…"]`) given to \
    `setTitle:`, `setStringValue:`, `setToolTip:`, `alertWithMessageText:…`, \
    `alertControllerWithTitle:message:`, `initWithTitle:`, … or assigned to `.text`, \
    `.title`, ….
    - **The project's own views**: a Swift function or initialiser whose `String` parameter \
    reaches one of these positions (`func row(title: String)` giving it to \
    `NSTextField(labelWithString:)` or `Text`) is one too, unless it also looks the \
    parameter up; and the settings' `textPositions` (`"SettingsRow(title:)"`, \
    `".caption"`, `"setCaption:"`).

    Not reported: `#if DEBUG` code, previews, tests' files, logging and assertions (no text \
    position), identifiers, URLs, file names, date formats, unit symbols, text without \
    letters, the settings' `brandNames`, texts an `ignoreRules` pattern matches, and a line \
    with (or below) `// l10nedit:ignore hardcoded-string`. The finding says why the position \
    is a user's and the localizing form to write; the language server offers "Extract into a \
    localized key" on it.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "Settings" = "Settings";

      """#,
      "Sources/SettingsView.swift": #"""
      import SwiftUI
      import UIKit

      struct SettingsView: View {
          let count: Int
          var body: some View {
              Text("Items: " + String(count))
          }
      }

      func configure(_ label: UILabel) {
          label.text = "Tap to start"
      }

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "Items: %lld" = "Items: %lld";
      "Tap to start" = "Tap to start";

      """#,
      "Sources/SettingsView.swift": #"""
      import SwiftUI
      import UIKit

      struct SettingsView: View {
          let count: Int
          var body: some View {
              Text("Items: \(count)")
          }
      }

      func configure(_ label: UILabel) {
          label.text = String(localized: "Tap to start")
          label.accessibilityIdentifier = "start.label"
      }

      """#,
    ])
  ]
}
