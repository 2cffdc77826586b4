import L10nGrammar
import L10nModel

/// `numbers`: a translation lacks a number of its source (`404`, `2024`, `16`), in any digits
/// (`١٦` and `१६` are 16), grouped as its language groups (`153,600`, `153.600`, `153 600`)
/// or written out in its words (`ثلاثون` for 30, from ICU's spellout rules).
///
/// A number of one digit is compared only when the translation writes digits (languages write
/// "1 file" and "2 tabs" out in words); the digits of format specifiers (`%1$@`, `%.2f`) are
/// not numbers.
package struct NumberRule: KeptTokenRule, FormTextRule {
  package static let id = "numbers"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation lacks a number of its source."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "number", reportsExtra: false, mayHave: NumberRule.mayHave,
    mayHold: { $0.hasNonASCII || $0.hasAny(of: NumberRule.digits) }, tokens: NumberRule.numbers,
    excused: NumberRule.excused)

  /// The ASCII digits.
  private static let digits = TextFacts.Bytes([], ranges: [0x30...0x39])

  /// Whether `text` may have a digit outside a format specifier: ASCII told from bytes (the
  /// digits right after a `%` up to the specifier's letter are its own), other digits (`١`)
  /// from their scalars when the text has any non-ASCII byte.
  private static func mayHave(_ text: String) -> Bool {
    var copy = text
    let (hasDigit, isASCII) = copy.withUTF8 { bytes -> (Bool, Bool) in
      var isASCII = true
      var index = 0
      while index < bytes.count {
        let byte = bytes[index]
        if byte >= 0x80 { isASCII = false }
        if byte >= 0x30 && byte <= 0x39 { return (true, isASCII) }
        index += 1
        guard byte == 0x25 else { continue }
        // `%1$@`, `%.2f`, `%02d`: a specifier's positions, flags, width and precision, skipped
        // when a conversion letter (or `@`) ends them.
        var end = index
        while end < bytes.count, specifierBytes.contains(bytes[end]) { end += 1 }
        if end > index, end < bytes.count,
          bytes[end] == 0x40 || (bytes[end] | 0x20 >= 0x61 && bytes[end] | 0x20 <= 0x7A)
        {
          index = end
        }
      }
      return (false, isASCII)
    }
    guard !hasDigit, !isASCII else { return hasDigit }
    return text.unicodeScalars.contains {
      $0.value >= 0x80 && $0.properties.numericType == .decimal
    }
  }

  /// What may stand between a specifier's `%` and its conversion: digits, `$ . - + # ' *`.
  private static let specifierBytes = Set("0123456789$.-+#'*".utf8)

  /// The numbers of `text` in ASCII digits, outside format specifiers; digits grouped by a
  /// separator (`153,600`, `153.600`, `153 600` with a space, a no-break or a narrow no-break
  /// one, `1,53,600`) are one number.
  static func numbers(_ text: String) -> [String] {
    let specifiers = FormatString.spans(in: text).compactMap { span -> Range<Int>? in
      if case .specifier = span.item { return span.scalars }
      return nil
    }
    // Runs of digits, each with the separator scalar that ends it (if it is one).
    var runs: [(digits: String, separator: Unicode.Scalar?)] = []
    var current = ""
    func flush(_ next: Unicode.Scalar?) {
      if !current.isEmpty {
        runs.append((current, next.flatMap { groupSeparators.contains($0) ? $0 : nil }))
      } else if !runs.isEmpty {
        runs[runs.count - 1].separator = nil
      }
      current = ""
    }
    var pending = specifiers.makeIterator()
    var specifier = pending.next()
    var previousWasDigit = false
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      while let range = specifier, offset >= range.upperBound { specifier = pending.next() }
      if let range = specifier, range.contains(offset) {
        flush(nil)
        previousWasDigit = false
        continue
      }
      if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
        current += String(Int(value))
        previousWasDigit = true
      } else {
        // A separator ends a run only when a digit follows it at once (`flush` of the next
        // non-digit clears it otherwise).
        if previousWasDigit { flush(scalar) } else { flush(nil) }
        previousWasDigit = false
      }
    }
    flush(nil)
    return grouped(runs)
  }

  /// Joins runs of digits written as one grouped number.
  ///
  /// One is 1–3 digits, then groups of 2 or 3 digits after one separator each (the same one),
  /// the last of 3 (`1,53,600`, `153 600`); `3.14` and `10.15.3` stay apart.
  private static func grouped(_ runs: [(digits: String, separator: Unicode.Scalar?)]) -> [String] {
    var numbers: [String] = []
    var index = 0
    while index < runs.count {
      var end = index
      if runs[index].digits.count <= 3, let separator = runs[index].separator {
        // The longest chain of 2- or 3-digit groups after the same separator, ending on 3.
        var cursor = index
        while cursor + 1 < runs.count, runs[cursor].separator == separator,
          (2...3).contains(runs[cursor + 1].digits.count)
        {
          cursor += 1
          if runs[cursor].digits.count == 3 { end = cursor }
        }
      }
      numbers.append(runs[index...end].map(\.digits).joined())
      index = end + 1
    }
    return numbers
  }

  /// What separates a number's digit groups: `,` `.` `'` `’`, a space, a no-break, narrow
  /// no-break or thin space, the Arabic thousands separator `٬`.
  private static let groupSeparators: Set<Unicode.Scalar> = [
    ",", ".", "'", "\u{2019}", " ", "\u{A0}", "\u{202F}", "\u{2009}", "\u{66C}",
  ]

  /// The missing numbers a translation (`value`, in `language`) is excused for: a number of
  /// one digit where it writes no digits, and a number it writes out in words (ICU's spellout,
  /// asked only now that a finding is about to be made).
  private static func excused(_ missing: [String], _ value: String, _ language: LanguageID)
    -> Set<String>
  {
    let writesDigits = !numbers(value).isEmpty
    let lowercased = value.lowercased()
    return Set(
      missing.filter { number in
        if number.count == 1 && !writesDigits { return true }
        guard number.count <= 15, let whole = Int(number) else { return false }
        return NumberSpellout.cardinals(of: whole, in: language).contains {
          Self.contains(lowercased, word: $0, in: language)
        }
      })
  }

  /// Whether `text` holds `word` as a word: not inside another (`un` in `aucun`), except in
  /// languages written without spaces between words.
  private static func contains(_ text: String, word: String, in language: LanguageID) -> Bool {
    guard !word.isEmpty else { return false }
    let unspaced = Self.unspacedLanguages.contains(LanguageTag(language).language)
    var start = text.startIndex
    while let found = text[start...].firstRange(of: word) {
      if unspaced { return true }
      let before = found.lowerBound > text.startIndex ? text[..<found.lowerBound].last : nil
      let after = found.upperBound < text.endIndex ? text[found.upperBound] : nil
      if !(before?.isLetter ?? false), !(after?.isLetter ?? false) { return true }
      start = text.index(after: found.lowerBound)
    }
    return false
  }

  /// Languages written without spaces between words (numbers in words join the next word).
  private static let unspacedLanguages: Set<String> = ["zh", "ja", "th", "lo", "km", "my", "bo"]
}

// MARK: - Documentation and examples

extension NumberRule {
  package static let explanation = """
    A translation lacks a number of its source: an error code, a year, a size, a version. \
    Digits of any script count as their value (`١٦` and `१६` are 16), grouped as the \
    language groups them (`153,600`, `153.600`, `153 600` and `1,53,600` are one number), or \
    written out in the language's words (`ثلاثون` for 30, `drei` for 3: ICU's spellout \
    rules, asked only when the number is otherwise missing). A number of one digit is \
    compared only when the translation writes digits: "Up to 5 files" may be "Jusqu'à cinq \
    fichiers" but not "Jusqu'à 6 fichiers". The digits of format specifiers (`%1$@`, `%.2f`) \
    are not numbers. Numbers a translation adds are its own choice.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Error 404: not found", "de", "Fehler 440: nicht gefunden"),
    RuleExample.translation("Requires macOS 14", "ja", "macOS が必要です"),
    RuleExample.translation("Up to 16 tabs", "ar", "حتى ١٥ علامة تبويب"),
    RuleExample.translation("Up to 16 tabs", "hi", "अधिकतम टैब"),
    RuleExample.translation("Up to 5 files", "fr", "Jusqu'à 6 fichiers"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Error 404: not found", "de", "Fehler 404: nicht gefunden"),
    RuleExample.translation("Requires macOS 14", "ja", "macOS 14 が必要です"),
    RuleExample.translation("Up to 16 tabs", "ar", "حتى ١٦ علامة تبويب"),
    RuleExample.translation("%1$@ of %2$@ (1 file)", "hi", "%2$@ में से %1$@ (एक फ़ाइल)"),
    RuleExample.translation("153600 items", "de", "153.600 Einträge"),
    RuleExample.translation("Up to 30 days", "ar", "حتى ثلاثون يومًا"),
  ]
}
