import L10nModel

/// `ellipsis`: a translation writes three periods (`...`) where its source does not: the
/// source writes `…` (or no ellipsis at all), and so should the translation.
///
/// Three periods are not one character: they wrap apart, read as three stops to VoiceOver and
/// break the macOS convention of `…` on menu items that open a dialog.
package struct EllipsisRule: FixableRule, FormTextRule {
  package static let id = "ellipsis"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation writes \"...\" where the source does not (use \"…\")."
  package static let fixSummary = "replaces \"...\" with \"…\""

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for (a function, not a key
  /// path: applying a key path cost more than the test).
  private static func hasThreePeriods(_ facts: TextFacts) -> Bool { facts.hasThreePeriods }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    TranslationCheck.each(row, where: Self.hasThreePeriods, report: report) {
      value, source, language in
      fix(value, source: source, language: language) == nil
        ? nil
        : "writes \"...\" where the source writes " + (source.contains("…") ? "“…”" : "none")
    }
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    guard TranslationCheck.has(value, "..."), !TranslationCheck.has(source, "...") else {
      return nil
    }
    // Chinese writes its ellipsis double: six periods are `……`.
    return value.replacing("......", with: "……").replacing("...", with: "…")
  }
}

// MARK: - Documentation and examples

extension EllipsisRule {
  package static let explanation = """
    A translation writes three periods (`...`) where its source writes the ellipsis `…` or \
    none: three periods wrap apart, are read as three stops by VoiceOver, and are not the `…` \
    that macOS menu items opening a dialog end with. A source that writes `...` itself is \
    followed.

    Fix: `...` becomes `…` (and Chinese `......` becomes `……`).
    """

  package static let triggeringExamples = [
    RuleExample.translation("Save As…", "fr", "Enregistrer sous..."),
    RuleExample.translation("Loading…", "zh-Hans", "正在载入..."),
    RuleExample.translation("Searching…", "ar", "جارٍ البحث..."),
    RuleExample.translation("Loading…", "hi", "लोड हो रहा है..."),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Save As…", "fr", "Enregistrer sous…"),
    RuleExample.translation("Loading…", "zh-Hans", "正在载入……"),
    RuleExample.translation("Searching...", "ar", "جارٍ البحث..."),
    RuleExample.translation("Loading…", "hi", "लोड हो रहा है…"),
  ]
}
