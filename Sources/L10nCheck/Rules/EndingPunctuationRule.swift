import L10nGrammar
import L10nModel

/// `ending-punctuation`: a translation ends with another mark than its source (`.` `:` `?` `!`
/// `;` `…`), or without it, or with one the source lacks — read in the language's own forms:
/// `。` `？` `！` `：` in Chinese and Japanese, `؟` `؛` in Arabic, `।` in Hindi and Bengali, `։`
/// in Armenian, `;` for a Greek question.
///
/// A final period added or dropped is style, not reported; Armenian marks a question or an exclamation on the word (`՞`, `՜`), anywhere.
package struct EndingPunctuationRule: FixableRule, FormTextRule {
  package static let id = "ending-punctuation"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation ends with other punctuation than its source (in the language's own forms)."
  package static let fixSummary = "ends the translation with the source's mark, in its form"

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    var problems: [Problem] = []
    var compared = 0
    var ends: [PunctuationMark?] = []
    guard let source = row.source.value, let reference = Reference(source) else { return }
    TranslationCheck.each(
      row, report: { problems.append($0) },
      { value, _, language in
        compared += 1
        guard let found = compare(value, reference, language: language) else { return nil }
        ends.append(found.mark)
        return found.message
      })
    // Most translations (three or more) end alike and differ from the source: the source is
    // likely the one to fix, said once on it.
    if problems.count >= 3, problems.count * 2 > compared, let first = ends.first,
      ends.allSatisfy({ $0 == first })
    {
      let expected = reference.mark
      let theirs = first.map { "with \($0.name)" } ?? "without \(expected?.name ?? "a mark")"
      report(
        Problem(
          path: row.source.path, location: row.sourceLocation,
          message: "\(Quoted.key(row.key)): \(problems.count) of \(compared) translations end "
            + "\(theirs), the source (\(row.source.language.code)) "
            + (expected.map { "with \($0.name)" } ?? "without one") + ": is it the one to fix?",
          cell: row.source.reference(row)))
      return
    }
    problems.forEach(report)
  }

  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    Reference(source).flatMap { compare(value, $0, language: language)?.fixed }
  }

  /// What translations are compared with, found once per row: the source's last visible
  /// scalar and final mark.
  private struct Reference {
    var last: Unicode.Scalar?
    var mark: PunctuationMark?

    /// The reference of `source`, or `nil` for a source of fewer than two letters (`%@:`,
    /// `…`), which says nothing of how a sentence ends.
    init?(_ source: String) {
      var letters = 0
      for scalar in source.unicodeScalars where scalar.properties.isAlphabetic {
        letters += 1
        if letters == 2 { break }
      }
      guard letters >= 2 else { return nil }
      last = EndingPunctuationRule.lastVisible(source)
      mark = TextEnding(source, .latin).mark
    }
  }

  /// How `value` ends against its source's `reference`, when it differs in a way that matters: the words, the
  /// translation's mark, and the value fixed.
  private func compare(_ value: String, _ reference: Reference, language: LanguageID)
    -> (message: String, mark: PunctuationMark?, fixed: String)?
  {
    // Most translations end with the source's last character: the same mark, or none (a
    // period could still be an ellipsis's last).
    let last = Self.lastVisible(value)
    if let last, last != ".", last == reference.last { return nil }
    let expected = reference.mark
    // Ending with a letter or digit is ending without a mark (no form ends with one): alike,
    // or a difference of style, most often; told without taking the ending apart, and the
    // language's punctuation looked up only when the source has a mark.
    let endsWithoutMark =
      if let last,
        last.value < 0x80 ? Self.isASCIILetterOrDigit(last) : last.properties.isAlphabetic,
        Self.endsWithLetterOrNumber(value, last)
      {
        true
      } else {
        false
      }
    if endsWithoutMark, expected == nil { return nil }
    let punctuation = Punctuation.of(language)
    if endsWithoutMark, Self.isStyle(nil, expected, punctuation) { return nil }
    let found = TextEnding(value, punctuation)
    guard found.mark != expected, !Self.isStyle(found.mark, expected, punctuation) else {
      return nil
    }
    if let expected, punctuation.anywhere[expected]?.contains(where: value.contains) == true {
      return nil
    }
    // A parenthetical after the sentence ("…をダウンロードしますか? (現在: 1.2)").
    if let aside = Self.withoutAside(found), TextEnding(aside, punctuation).mark == expected {
      return nil
    }
    var fixed = String(found.body)
    if let expected {
      // Right-to-left text typed in visual order puts the mark first: moved to the end.
      let start = fixed.firstIndex { !$0.isWhitespace } ?? fixed.endIndex
      if found.mark == nil,
        let form = (punctuation.forms(expected) + expected.latin).first(where: {
          fixed[start...].hasPrefix($0)
        })
      {
        fixed.removeSubrange(start..<fixed.index(start, offsetBy: form.count))
        let words = "puts the source's final \(expected.bareName) first, not at the end"
        return (words, nil, fixed + punctuation.forms(expected)[0] + found.tail)
      }
      if punctuation.spaceBefore.contains(expected), fixed.last?.isWhitespace == false {
        fixed += Punctuation.fixSpace(before: expected)
      }
      fixed += punctuation.forms(expected)[0]
    } else if let mark = found.mark, punctuation.spaceBefore.contains(mark) {
      // Dropping a French `!` drops its space too.
      while fixed.last?.isWhitespace == true { fixed.removeLast() }
    }
    fixed += found.tail
    let message =
      switch (found.mark, expected) {
      case (let found?, let expected?): "ends with \(found.name) (the source: \(expected.name))"
      case (nil, let expected?): "ends without the source's \(expected.bareName)"
      case (let found?, nil): "ends with \(found.name) the source lacks"
      case (nil, nil): ""
      }
    return (message, found.mark, fixed)
  }

  /// The last scalar of `text` that is not whitespace: its last byte when that is visible
  /// ASCII (most texts), else looked for scalar by scalar.
  fileprivate static func lastVisible(_ text: String) -> Unicode.Scalar? {
    if let byte = text.utf8.last, byte > 0x20, byte < 0x7F { return Unicode.Scalar(byte) }
    return text.unicodeScalars.last { !WhiteSpace.contains($0) }
  }

  /// Whether the difference is one of style, not reported: a final period added or left out
  /// (labels and sentences vary), an exclamation toned down to a period or nothing, or a mark
  /// the language leaves out (Thai asks with a particle).
  private static func isStyle(
    _ found: PunctuationMark?, _ expected: PunctuationMark?, _ punctuation: Punctuation
  ) -> Bool {
    switch (found, expected) {
    case (nil, .period?), (.period?, nil), (nil, .exclamation?), (.period?, .exclamation?):
      true
    case (nil, let expected?): punctuation.optional.contains(expected)
    default: false
    }
  }

  /// Whether `text`'s last character is a letter or a number, `last` its last visible
  /// scalar: told from the bytes when the character is `last` alone, an ASCII letter or digit
  /// (its last byte, after an ASCII one: no scalar before it then joins its character),
  /// else by `Character`'s properties.
  private static func endsWithLetterOrNumber(_ text: String, _ last: Unicode.Scalar) -> Bool {
    let utf8 = text.utf8
    if isASCIILetterOrDigit(last), utf8.last == UInt8(truncatingIfNeeded: last.value),
      utf8.count == 1 || utf8[utf8.index(utf8.endIndex, offsetBy: -2)] < 0x80
    {
      return true
    }
    return text.last.map { $0.isLetter || $0.isNumber } ?? false
  }

  /// Whether `scalar` (ASCII) is a letter or a digit.
  private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return (value >= 0x30 && value <= 0x39) || (value | 0x20 >= 0x61 && value | 0x20 <= 0x7A)
  }

  /// The text before a final parenthetical, when the ending read past one.
  private static func withoutAside(_ ending: TextEnding) -> String? {
    guard ending.mark == nil, let close = ending.tail.firstIndex(where: { $0 == ")" || $0 == "）" })
    else { return nil }
    let text = String(ending.body) + ending.tail[..<close]
    guard let open = text.lastIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
    return String(text[..<open])
  }
}

// MARK: - Documentation and examples

extension EndingPunctuationRule {
  package static let explanation = """
    A translation ends with another mark than its source, without the source's mark, or with \
    a mark the source lacks: `.` `:` `?` `!` `;` and `…` (or `...`), read past closing quotes \
    and brackets. Each language's own forms count as the mark (per-language data in \
    L10nGrammar's `Punctuation`): `。` `？` `！` `：` `；` in Chinese and Japanese, `؟` `؛` in \
    Arabic, Persian and Urdu, `।` in Hindi, Bengali and other Indic languages, `։` in \
    Armenian, `;` as a Greek question mark. Armenian's `՞` and `՜` sit on a word, anywhere. Sources of fewer than two \
    letters are not compared. Style is not reported: a final period added or left out \
    (labels and sentences vary), an exclamation mark toned down, a mark the language leaves \
    out (Thai and Lao ask with a particle), a parenthetical after the sentence. When most \
    translations (three or more) end alike and differ from the source, one finding on the \
    source says so. Right-to-left text typed in visual order, its mark first, is reported as \
    such.

    Fix: the translation ends with the source's mark in the language's preferred form (with \
    French's space before `: ; ? !`), or without the mark the source lacks.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Delete this note?", "de", "Diese Notiz löschen."),
    RuleExample.translation("Name:", "ja", "名前"),
    RuleExample.translation("Are you sure?", "ar", "هل أنت متأكد."),
    RuleExample.translation("Saved.", "hi", "सहेजा गया!"),
    RuleExample.translation("Current version:", "he", ":גרסה נוכחית"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Delete this note?", "de", "Diese Notiz löschen?"),
    RuleExample.translation("The file was saved.", "ja", "ファイルを保存しました"),
    RuleExample.translation("Are you sure?", "ar", "هل أنت متأكد؟"),
    RuleExample.translation("The file was saved.", "hi", "फ़ाइल सहेजी गई।"),
    RuleExample.translation("Save As…", "fr", "Enregistrer sous..."),
  ]
}
