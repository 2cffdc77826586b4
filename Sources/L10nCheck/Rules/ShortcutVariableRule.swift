import L10nModel

/// `shortcut-variables`: a translation's App Shortcuts variables (`${applicationName}`) differ
/// from its source's: Siri matches the phrase with the variable filled in, so a translated,
/// dropped or misspelled variable breaks the shortcut.
package struct ShortcutVariableRule: KeptTokenRule, FormTextRule {
  package static let id = "shortcut-variables"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation's ${applicationName}-style App Shortcuts variables differ from its source's."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "variable", reportsExtra: true, mayHave: { TranslationCheck.has($0, "${") },
    mayHold: { $0.hasAll(of: ShortcutVariableRule.opening) },
    tokens: ShortcutVariableRule.variables)

  /// The bytes of `${`.
  private static let opening = TextFacts.Bytes([0x24, 0x7B])

  /// The `${name}` variables of `text`.
  static func variables(_ text: String) -> [String] {
    variableSpans(text).map { String(text[$0]) }
  }

  /// Where each `${name}` variable of `text` is (what machine translation masks).
  package static func variableSpans(_ text: String) -> [Range<String.Index>] {
    var variables: [Range<String.Index>] = []
    var rest = text[...]
    while let start = rest.firstRange(of: "${") {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "}") else { break }
      let name = rest[..<end]
      if !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) {
        variables.append(start.lowerBound..<rest.index(after: end))
      }
      rest = rest[rest.index(after: end)...]
    }
    return variables
  }
}

// MARK: - Documentation and examples

extension ShortcutVariableRule {
  package static let explanation = """
    A translation's App Shortcuts variables (`${applicationName}`, `${folder}`) differ from \
    its source's (`AppShortcuts.xcstrings`, `AppShortcuts.strings`): Siri and Spotlight match \
    the phrase with the variable filled in, so a variable translated, dropped or misspelled \
    breaks the shortcut in that language.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Start a timer in ${applicationName}",
    [
      "de": "Starte einen Timer in ${anwendungsName}",
      "ja": "タイマーを開始",
      "ar": "ابدأ مؤقتًا في التطبيق",
      "hi": "${appName} में टाइमर शुरू करें",
    ])

  package static let nonTriggeringExamples = RuleExample.translations(
    of: "Start a timer in ${applicationName}",
    [
      "de": "Starte einen Timer in ${applicationName}",
      "ja": "${applicationName}でタイマーを開始",
      "ar": "ابدأ مؤقتًا في ${applicationName}",
      "hi": "${applicationName} में टाइमर शुरू करें",
    ])
}
