import L10nGrammar
import L10nModel

/// `numbers`: a translation lacks a number of its source (`404`, `2024`, `16`), in any digits
/// (`١٦` and `१६` are 16).
///
/// Numbers of one digit are not compared (languages write "1 file" and "2 tabs" out in words),
/// nor the digits of format specifiers (`%1$@`, `%.2f`).
package struct NumberRule: KeptTokenRule, FormTextRule {
  package static let id = "numbers"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation lacks a number of its source (of two digits or more)."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "number", reportsExtra: false, mayHave: NumberRule.mayHave,
    mayHold: { $0.hasNonASCII || $0.hasAny(of: NumberRule.digits) }, tokens: NumberRule.numbers)

  /// The ASCII digits.
  private static let digits = TextFacts.Bytes([], ranges: [0x30...0x39])

  /// Whether `text` has two digits in a row: ASCII told from bytes, other digits (`١٦`) from
  /// their scalars when the text has any non-ASCII byte.
  private static func mayHave(_ text: String) -> Bool {
    var previousIsDigit = false
    var isASCII = true
    for byte in text.utf8 {
      if byte >= 0x80 { isASCII = false }
      let isDigit = byte >= 0x30 && byte <= 0x39
      if isDigit, previousIsDigit { return true }
      previousIsDigit = isDigit
    }
    guard !isASCII else { return false }
    previousIsDigit = false
    for scalar in text.unicodeScalars {
      let isDigit = scalar.value >= 0x80 ? scalar.properties.numericType == .decimal : false
      if isDigit, previousIsDigit { return true }
      previousIsDigit = isDigit || ("0"..."9").contains(scalar)
    }
    return false
  }

  /// The numbers of two digits or more of `text`, in ASCII digits, outside format specifiers.
  static func numbers(_ text: String) -> [String] {
    let specifiers = FormatString.spans(in: text).compactMap { span -> Range<Int>? in
      if case .specifier = span.item { return span.scalars }
      return nil
    }
    var numbers: [String] = []
    var current = ""
    func flush() {
      if current.count >= 2 { numbers.append(current) }
      current = ""
    }
    var pending = specifiers.makeIterator()
    var specifier = pending.next()
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      while let range = specifier, offset >= range.upperBound { specifier = pending.next() }
      if let range = specifier, range.contains(offset) {
        flush()
        continue
      }
      if scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue {
        current += String(Int(value))
      } else {
        flush()
      }
    }
    flush()
    return numbers
  }
}

// MARK: - Documentation and examples

extension NumberRule {
  package static let explanation = """
    A translation lacks a number of its source: an error code, a year, a size, a version. \
    Digits of any script count as their value (`١٦` and `१६` are 16); numbers of one digit \
    are not compared (languages write "1 file" out in words) and neither are the digits of \
    format specifiers (`%1$@`, `%.2f`). Numbers a translation adds are its own choice.
    """

  package static let triggeringExamples = [
    RuleExample.translation("Error 404: not found", "de", "Fehler 440: nicht gefunden"),
    RuleExample.translation("Requires macOS 14", "ja", "macOS が必要です"),
    RuleExample.translation("Up to 16 tabs", "ar", "حتى ١٥ علامة تبويب"),
    RuleExample.translation("Up to 16 tabs", "hi", "अधिकतम टैब"),
  ]

  package static let nonTriggeringExamples = [
    RuleExample.translation("Error 404: not found", "de", "Fehler 404: nicht gefunden"),
    RuleExample.translation("Requires macOS 14", "ja", "macOS 14 が必要です"),
    RuleExample.translation("Up to 16 tabs", "ar", "حتى ١٦ علامة تبويب"),
    RuleExample.translation("%1$@ of %2$@ (1 file)", "hi", "%2$@ में से %1$@ (एक फ़ाइल)"),
  ]
}
