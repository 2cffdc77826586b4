import L10nModel

/// `unbalanced-brackets`: a translation opens a bracket it does not close, or closes one it
/// did not open — `( )` `[ ]` `{ }` and the full-width and CJK ones (`（ ）` `「 」` `【 】`) —
/// where its source is balanced.
package struct UnbalancedBracketsRule: RowRule, FormTextRule {
  package static let id = "unbalanced-brackets"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation's brackets are unbalanced ( ( [ { 「 （ ), its source's are not."

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for.
  private static func mayHaveBrackets(_ facts: TextFacts) -> Bool {
    facts.hasAny(of: Self.bracketBytes)
  }

  /// The brackets, opening and closing, in pairs.
  private static let pairs: [(open: Unicode.Scalar, close: Unicode.Scalar)] = [
    ("(", ")"), ("[", "]"), ("{", "}"), ("（", "）"), ("「", "」"), ("『", "』"), ("【", "】"),
    ("〔", "〕"), ("《", "》"), ("〈", "〉"), ("［", "］"), ("｛", "｝"),
  ]

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    var sourceIsBalanced: Bool?
    TranslationCheck.each(row, where: Self.mayHaveBrackets, report: report) {
      value, source, _ in
      guard let unbalanced = Self.unbalanced(value) else { return nil }
      if sourceIsBalanced == nil { sourceIsBalanced = Self.unbalanced(source) == nil }
      return sourceIsBalanced == true ? "has \(unbalanced)" : nil
    }
  }

  /// The bytes `unbalanced` looks for first: a text without any has no bracket.
  private static let bracketBytes = TextFacts.Bytes([
    0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0xE3, 0xEF,
  ])

  /// What is unbalanced in `text` ("an unclosed “(”"), or `nil`.
  static func unbalanced(_ text: String) -> String? {
    // ASCII brackets, or the lead byte of the CJK (E3) and full-width (EF) ones.
    guard
      text.utf8.contains(where: {
        $0 == 0x28 || $0 == 0x29 || $0 == 0x5B || $0 == 0x5D || $0 == 0x7B || $0 == 0x7D
          || $0 == 0xE3 || $0 == 0xEF
      })
    else { return nil }
    var open: [Unicode.Scalar] = []
    for scalar in text.unicodeScalars {
      if Self.pairs.contains(where: { $0.open == scalar }) {
        open.append(scalar)
      } else if let pair = Self.pairs.first(where: { $0.close == scalar }) {
        // A closer with no opener of its kind ("a)" numbering) counts, unless the source has
        // it too (the caller compares with the source).
        guard let last = open.lastIndex(of: pair.open) else { return "a “\(scalar)” never opened" }
        open.remove(at: last)
      }
    }
    return open.last.map { "an unclosed “\($0)”" }
  }
}

// MARK: - Documentation and examples

extension UnbalancedBracketsRule {
  package static let explanation = """
    A translation opens a bracket it does not close, or closes one it never opened, where its \
    source's brackets are balanced: `( )` `[ ]` `{ }` and the full-width and CJK ones \
    (`（ ）` `「 」` `『 』` `【 】` `《 》` `〈 〉`). A source that is itself unbalanced \
    (list numbering such as `a)`) is followed.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Size (in MB)", "de", "Größe (in MB"),
    RuleExample.translation("Open “%@”", "ja", "「%@」を開く」"),
    RuleExample.translation("Size (in MB)", "ar", "الحجم (بالميغابايت"),
    RuleExample.translation("Size (in MB)", "hi", "आकार (MB में))"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Size (in MB)", "de", "Größe (in MB)"),
    RuleExample.translation("Open “%@”", "ja", "「%@」を開く"),
    RuleExample.translation("Size (in MB)", "ar", "الحجم (بالميغابايت)"),
    RuleExample.translation("a) first", "hi", "a) पहला"),
  ]
}
