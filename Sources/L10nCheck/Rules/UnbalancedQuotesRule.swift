import L10nGrammar
import L10nModel

/// `unbalanced-quotes`: a translation has an odd number of double quotation marks (`"` `“`
/// `”` `„` `«` `»` and the CJK `〝 〞`), where its source has an even number.
///
/// Counting, not pairing: languages pair these marks differently (`„…“` in German, `»…«` in
/// Danish, `« … »` in French), but every style uses two.
package struct UnbalancedQuotesRule: RowRule, FormTextRule {
  package static let id = "unbalanced-quotes"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation has an odd number of double quotation marks; its source has an even one."

  /// Creates the rule.
  package init() {}

  /// Whether a text with these facts may have what the rule looks for.
  private static func mayHaveQuotes(_ facts: TextFacts) -> Bool {
    facts.hasAny(of: Self.quoteBytes)
  }

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    var sourceIsEven: Bool?
    TranslationCheck.each(row, where: Self.mayHaveQuotes, report: report) {
      value, source, _ in
      let count = Self.count(value)
      guard count % 2 == 1 else { return nil }
      if sourceIsEven == nil { sourceIsEven = Self.count(source) % 2 == 0 }
      return sourceIsEven == true
        ? "has \(count) double quotation mark\(count == 1 ? "" : "s") (an odd number)" : nil
    }
  }

  /// Bytes one of which every double quotation mark `count` counts has: `"`, or the last byte
  /// of the others' UTF-8.
  private static let quoteBytes = TextFacts.Bytes([0x22, 0xAB, 0xBB, 0x82], ranges: [0x9C...0x9F])

  /// The double quotation marks of `text`; a `"` between two Hebrew letters is the gershayim
  /// of an abbreviation (`סה"כ`), not a quotation mark.
  static func count(_ text: String) -> Int {
    // `"`, or the UTF-8 of « » (C2 AB, C2 BB), “ ” „ ‟ (E2 80 9C–9F), 〝 〞 〟 (E3 80 9D–9F)
    // and ＂ (EF BC 82), told from a byte and the one before it.
    var copy = text
    let mayHave = copy.withUTF8 { bytes in
      var previous: UInt8 = 0
      for byte in bytes {
        if byte == 0x22 || (previous == 0xC2 && (byte == 0xAB || byte == 0xBB))
          || (previous == 0x80 && byte >= 0x9C && byte <= 0x9F)
          || (previous == 0xBC && byte == 0x82)
        {
          return true
        }
        previous = byte
      }
      return false
    }
    guard mayHave else { return 0 }
    // The marks told from their bytes (each at a lead byte of valid UTF-8); only a `"` between
    // two bytes beyond ASCII needs its neighbours' scripts.
    let utf8 = text.utf8
    var count = 0
    var index = utf8.startIndex
    while index < utf8.endIndex {
      let byte = utf8[index]
      defer { index = utf8.index(after: index) }
      if byte == 0x22 {
        if index > utf8.startIndex, utf8[utf8.index(before: index)] >= 0x80,
          utf8.index(after: index) < utf8.endIndex, utf8[utf8.index(after: index)] >= 0x80,
          isGershayim(text, at: index)
        {
          continue
        }
        count += 1
        continue
      }
      guard byte == 0xC2 || byte == 0xE2 || byte == 0xE3 || byte == 0xEF else { continue }
      let rest = utf8[utf8.index(after: index)...]
      let (second, third) = (rest.first ?? 0, rest.dropFirst().first ?? 0)
      switch (byte, second, third) {
      case (0xC2, 0xAB, _), (0xC2, 0xBB, _), (0xE2, 0x80, 0x9C...0x9F), (0xE3, 0x80, 0x9D...0x9F),
        (0xEF, 0xBC, 0x82):
        count += 1
      default: break
      }
    }
    return count
  }

  /// Whether the `"` at `index` is between two Hebrew letters, and not an opening quote after
  /// a word of prefix letters (`ב"מצב מוזיקה"`: "in", then a quoted name).
  ///
  /// Gershayim stands before an abbreviation's last letter (`סה"כ`, `ש"ח`), so a `"` after
  /// one to three of the prefix letters `ב ה ו כ ל מ ש` and before two letters or more opens a
  /// quote.
  private static func isGershayim(_ text: String, at index: String.Index) -> Bool {
    let scalars = text.unicodeScalars
    let next = scalars.index(after: index)
    guard Script.of(scalars[scalars.index(before: index)]) == .hebrew,
      Script.of(scalars[next]) == .hebrew
    else { return false }
    let before = scalars[..<index].reversed().prefix { Script.of($0) == .hebrew }
    let after = scalars[next...].prefix { Script.of($0) == .hebrew }
    let isPrefix = before.count <= 3 && before.allSatisfy { Self.prefixLetters.contains($0) }
    return !(isPrefix && after.count >= 2)
  }

  /// The Hebrew letters that are words of their own written before the next (in, the, and,
  /// as, to, from, that).
  private static let prefixLetters: Set<Unicode.Scalar> = [
    "\u{5D1}", "\u{5D4}", "\u{5D5}", "\u{5DB}", "\u{5DC}", "\u{5DE}", "\u{5E9}",
  ]
}

// MARK: - Documentation and examples

extension UnbalancedQuotesRule {
  package static let explanation = """
    A translation has an odd number of double quotation marks (`"` `“` `”` `„` `«` `»` \
    `〝` `〞` `＂`) where its source has an even number: a quote opened and never closed, or \
    a mark lost. The marks are counted, not paired, because languages pair them differently \
    (`„…“` German, `»…«` Danish, `« … »` French); Chinese and Japanese corner brackets \
    `「」` are `unbalanced-brackets`'. Single quotes are not counted: they are apostrophes too; nor is a `"` between \
    two Hebrew letters, the gershayim (`סה"כ`), unless it follows prefix letters and \
    opens a word (`ב"מצב מוזיקה"` is "in", then a quoted name).
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Open “%@”",
    [
      "de": "„%@“ öffnen“",
      "zh-Hant": "開啟“%@",
      "ar": "افتح «%@",
      "hi": "“%@ खोलें",
    ])

  package static let nonTriggeringExamples = RuleExample.translations(
    of: "Open “%@”",
    [
      "de": "„%@“ öffnen",
      "zh-Hant": "開啟「%@」",
      "ar": "افتح «%@»",
      "hi": "“%@” खोलें",
    ])
}
