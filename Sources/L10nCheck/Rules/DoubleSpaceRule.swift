import L10nModel

/// `double-space`: a translation has two or more spaces in a row between words, and its
/// source has none. (Whitespace at either end is `whitespace-mismatch`'s.)
package struct DoubleSpaceRule: FixableRule, FormTextRule {
  package static let id = "double-space"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation has a double space between words; its source has none."
  package static let fixSummary = "makes each run of spaces between words one space"

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for (a function, not a key
  /// path: applying a key path cost more than the test).
  private static func hasDoubleSpace(_ facts: TextFacts) -> Bool { facts.hasDoubleSpace }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    TranslationCheck.each(row, where: Self.hasDoubleSpace, report: report) {
      value, source, language in
      fix(value, source: source, language: language) == nil
        ? nil : "has a double space between words (the source has none)"
    }
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    guard TranslationCheck.has(value, "  "), !TranslationCheck.has(source, "  ") else {
      return nil
    }
    var scalars = Array(value.unicodeScalars)
    let first = scalars.firstIndex { $0 != " " } ?? scalars.endIndex
    let last = scalars.lastIndex { $0 != " " } ?? scalars.startIndex
    guard first < last else { return nil }
    var inner = String.UnicodeScalarView()
    for index in first...last where !(scalars[index] == " " && scalars[index - 1] == " ") {
      inner.append(scalars[index])
    }
    let collapsed = String(inner)
    guard collapsed.unicodeScalars.count != last - first + 1 else { return nil }
    scalars.replaceSubrange(first...last, with: inner)
    return String(String.UnicodeScalarView(scalars))
  }
}

// MARK: - Documentation and examples

extension DoubleSpaceRule {
  package static let explanation = """
    A translation has two or more spaces in a row between words and its source has none: a \
    slip of editing that shows as a gap in the UI. Spaces at either end are left to \
    `whitespace-mismatch`.

    Fix: each run of spaces between words becomes one space.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Shared notes", "de", "Geteilte  Notizen"),
    RuleExample.translation("Open %@ now", "ja", "%@ を  開く"),
    RuleExample.translation("Shared notes", "ar", "ملاحظات  مشتركة"),
    RuleExample.translation("Shared notes", "hi", "साझा  नोट्स"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Shared notes", "de", "Geteilte Notizen"),
    RuleExample.translation("Open %@ now", "ja", "%@ を開く"),
    RuleExample.translation("Name:  %@", "ar", "الاسم:  %@"),
    RuleExample.translation("Shared notes", "hi", "साझा नोट्स"),
  ]
}
