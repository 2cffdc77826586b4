import L10nGrammar
import L10nModel

/// `french-spacing`: a French translation sets `:` `;` `?` `!` right after a word, without the
/// space French typography puts before them (Canadian French: before `:` only).
///
/// Any space counts (no-break, narrow no-break or plain); what the rule finds is none at all.
/// A mark followed by a letter or digit (`12:30`, `https://`, `16:9`) is not punctuation.
package struct FrenchSpacingRule: FixableRule, FormTextRule {
  package static let id = "french-spacing"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A French translation has no space before : ; ? ! (the language's typography wants one)."
  package static let fixSummary = "puts a no-break space before : and a narrow one before ; ? !"

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for.
  private static func mayHaveMarks(_ facts: TextFacts) -> Bool { facts.hasAny(of: Self.marks) }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    TranslationCheck.each(row, where: Self.mayHaveMarks, report: report) {
      value, source, language in
      let marks = unspaced(value, Punctuation.of(language))
      guard !marks.isEmpty else { return nil }
      let named = Array(Set(marks.map { value[$0] })).sorted().map { "“\($0)”" }
      return "has no space before \(named.joined(separator: ", "))"
    }
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    let punctuation = Punctuation.of(language)
    let marks = unspaced(value, punctuation)
    guard !marks.isEmpty else { return nil }
    var fixed = value
    for index in marks.reversed() {
      let mark: PunctuationMark = value[index] == ":" ? .colon : .question
      fixed.insert(contentsOf: Punctuation.fixSpace(before: mark), at: index)
    }
    return fixed
  }

  /// `:` `;` `?` `!`, the marks `hasMarks` looks for.
  private static let marks = TextFacts.Bytes([0x3A, 0x3B, 0x3F, 0x21])

  /// Whether `value` has a `:` `;` `?` or `!` at all (told from its bytes).
  private static func hasMarks(_ value: String) -> Bool {
    value.utf8.contains { $0 == 0x3A || $0 == 0x3B || $0 == 0x3F || $0 == 0x21 }
  }

  /// The marks of `value` that want a space before and have none: right after a letter or
  /// digit, and before whitespace, a closing quote or the end.
  private func unspaced(_ value: String, _ punctuation: Punctuation) -> [String.Index] {
    guard !punctuation.spaceBefore.isEmpty, Self.hasMarks(value) else { return [] }
    let spaced: [Character: PunctuationMark] = [
      ":": .colon, ";": .semicolon, "?": .question, "!": .exclamation,
    ]
    guard value.contains(where: { spaced[$0] != nil }) else { return [] }
    var found: [String.Index] = []
    var previous: Character?
    var index = value.startIndex
    while index < value.endIndex {
      let character = value[index]
      let next = value.index(after: index)
      if let mark = spaced[character], punctuation.spaceBefore.contains(mark),
        let before = previous, before.isLetter || before.isNumber,
        next == value.endIndex || value[next].isWhitespace || "»”\")".contains(value[next])
          || spaced[value[next]] != nil
      {
        found.append(index)
      }
      previous = character
      index = next
    }
    return found
  }
}

// MARK: - Documentation and examples

extension FrenchSpacingRule {
  package static let explanation = """
    A French translation sets `:` `;` `?` or `!` right after a word, without the space French \
    typography puts before them; Canadian French (`fr-CA`) spaces only the colon. Any space \
    counts (no-break U+00A0, narrow no-break U+202F, plain): the rule finds none at all. A \
    mark followed by a letter or a digit (`12:30`, `https://`, `16:9`) is not punctuation. \
    Which languages space which marks is data (L10nGrammar's `Punctuation`).

    Fix: a no-break space before `:`, a narrow no-break space before `;` `?` `!`.

    The examples' other scripts show that only French is checked.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Name:", "fr", "Nom:"),
    RuleExample.translation("Delete this note?", "fr-CH", "Supprimer cette note?"),
    RuleExample.translation("Done!", "fr", "Terminé!"),
    RuleExample.translation("Time:", "fr-CA", "Heure:"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Name:", "fr", "Nom :"),
    RuleExample.translation("Delete this note?", "fr-CA", "Supprimer cette note?"),
    RuleExample.translation("Starts at %@:", "fr", "Commence à 12:30 : %@"),
    RuleExample.translation("Name:", "ja", "名前："),
    RuleExample.translation("Are you sure?", "ar", "هل أنت متأكد؟"),
    RuleExample.translation("Name:", "hi", "नाम:"),
  ]
}
