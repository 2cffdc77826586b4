import L10nGrammar
import L10nModel

/// `untranslated`: a translation identical to the source text.
///
/// Skipped for values that are a single word once format specifiers are removed ("OK",
/// "Email", "Bluetooth", a product name, "%d notes"), values with fewer than five letters, and
/// languages that are variants of the source language (`en-GB` for `en`), where identical text
/// is expected.
package struct UntranslatedRule: RowRule {
  package static let id = "untranslated"
  package static let defaultSeverity = Severity.info
  package static let summary = "A translation is identical to the source text."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard row.shouldTranslate, let source = row.source.value else { return }
    // Identical text is rare: looked for first, as bytes (equal bytes, equal scalars).
    // `Base` beside the source holds the same text by design: not a translation.
    let identical = row.translations.indices.filter {
      !row.translations[$0].isBaseBesideSource
        && row.translations[$0].value?.utf8.elementsEqual(source.utf8) == true
    }
    guard !identical.isEmpty, Self.hasEnoughLetters(source) else { return }
    let sourceBase = Self.baseLanguage(row.source.language)
    for index in identical where Self.baseLanguage(row.translations[index].language) != sourceBase {
      let cell = row.translations[index]
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) in \(cell.language) is identical to the source text",
          cell: cell.reference(row)))
    }
  }

  /// Whether `text`, without its format specifiers, has several words and five letters.
  ///
  /// One pass: each conversion is cut where it is (searching for its text once per conversion
  /// made a value of many conversions quadratic), and words are counted, not collected.
  static func hasEnoughLetters(_ text: String) -> Bool {
    let conversions = FormatString.spans(in: text).compactMap { span -> Range<Int>? in
      if case .specifier = span.item { return span.scalars }
      return nil
    }
    var kept = String.UnicodeScalarView()
    var pending = conversions.makeIterator()
    var conversion = pending.next()
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      while let range = conversion, offset >= range.upperBound { conversion = pending.next() }
      if let range = conversion, range.contains(offset) { continue }
      kept.append(scalar)
    }
    let stripped = String(kept)
    var words = 0
    var inWord = false
    for character in stripped {
      if character.isWhitespace {
        inWord = false
      } else if !inWord {
        inWord = true
        words += 1
      }
    }
    return words > 1 && stripped.unicodeScalars.count { $0.properties.isAlphabetic } >= 5
  }

  /// `en` for `en-GB`, `zh` for `zh-Hans`, `pt` for `pt_BR`.
  static func baseLanguage(_ language: LanguageID) -> Substring {
    language.code.split(whereSeparator: { $0 == "-" || $0 == "_" }).first
      ?? Substring(language.code)
  }
}

// MARK: - Documentation and examples

extension UntranslatedRule {
  package static let explanation = """
    A translation identical to the source text: often a copy no one translated yet, \
    sometimes a name. Skipped for one-word values under five letters and for variants of the \
    source language such as `en-GB`. Text output shows one line per table and language (`5 \
    texts of Localizable in de are the same as the source`) unless `--verbose`; the editor \
    counts these cells as notes.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "welcome" = "Welcome to Tidemark";

      """#,
      "de.lproj/Localizable.strings": #"""
      "welcome" = "Welcome to Tidemark";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "welcome" = "Welcome to Tidemark";
      "ok" = "OK";

      """#,
      "de.lproj/Localizable.strings": #"""
      "welcome" = "Willkommen bei Tidemark";
      "ok" = "OK";

      """#,
    ])
  ]
}
