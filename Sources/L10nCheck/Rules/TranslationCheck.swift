import L10nModel

/// What the quality rules share: walking a row's translations and reporting one finding per
/// translation, in one wording (`"key" in de …`).
///
/// A translation is compared when it has a value, is not empty, is not the source's text
/// (identical text is `untranslated`'s business, and `Base` beside the source holds the
/// source's text by design), is no pseudo language (`en-XA`: made by a tool, not
/// translated), and the source has a value; a catalog key standing in for a
/// storyboard's text (an Interface Builder object id) is not compared.
enum TranslationCheck {
  /// Calls `problem` for each compared translation of `row` with its value, the source's value
  /// and its language; reports the words it returns, after the key and the language.
  ///
  /// `isCandidate`, when given, is a quick test of a translation's `TextFacts`: one it fails is
  /// skipped, so it must hold for every translation `problem` would report.
  static func each(
    _ row: RowContext, where isCandidate: ((TextFacts) -> Bool)? = nil,
    report: (Problem) -> Void,
    _ problem: (_ value: String, _ source: String, _ language: LanguageID) -> String?
  ) {
    eachCell(row, where: isCandidate, report: report) { value, source, index in
      problem(value, source, row.translations[index].language)
    }
  }

  /// `each`, giving `problem` the index of the translation's cell among the row's instead of
  /// its language (a cell passed on was copied, each of its strings retained).
  static func eachCell(
    _ row: RowContext, where isCandidate: ((TextFacts) -> Bool)? = nil,
    report: (Problem) -> Void,
    _ problem: (_ value: String, _ source: String, _ index: Int) -> String?
  ) {
    guard let source = row.source.value, !source.isEmpty,
      !(source == row.key.text && UnusedKeyRule.looksLikeObjectID(source))
    else { return }
    // The quoted key, made once per row (many rows have a finding in every language).
    var quotedKey: String?
    for index in row.translations.indices {
      // Whether it is compared at all was found once, when the row was read (`RowContext`).
      guard row.translations[index].differsFromSource,
        isCandidate?(row.translations[index].textFacts) ?? true,
        let value = row.translations[index].value
      else { continue }
      guard let words = problem(value, source, index) else { continue }
      let language = row.translations[index].language
      let key = quotedKey ?? Quoted.key(row.key)
      quotedKey = key
      // The message in its parts, made whole only if a finding is built (`FindingList`
      // stores it from them). The cell is read in place (a copy retains each of its buffers).
      report(
        Problem(
          path: row.translations[index].path,
          location: row.translations[index].location ?? row.sourceLocation,
          translation: TranslationWording(
            quotedKey: key, naming: row.naming(row.translations[index]), words: words),
          cell: CellID(table: row.table, key: row.key, language: language)))
    }
  }

  /// Whether `text`'s UTF-8 holds `needle`: a byte search, the quick test rules make before
  /// taking a value apart (`String.contains` would compare characters).
  static func has(_ text: String, _ needle: StaticString) -> Bool {
    let pattern = UnsafeBufferPointer(start: needle.utf8Start, count: needle.utf8CodeUnitCount)
    guard let first = pattern.first else { return true }
    var copy = text
    return copy.withUTF8 { bytes in
      guard bytes.count >= pattern.count else { return false }
      var index = 0
      while index <= bytes.count - pattern.count {
        if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
          return true
        }
        index += 1
      }
      return false
    }
  }
}

extension RuleExample {
  /// An example of one key, `source` in English and `translation` in `language` (`.strings`
  /// files; both texts as they are spelled between the quotes).
  static func translation(_ source: String, _ language: String, _ translation: String)
    -> RuleExample
  {
    RuleExample([
      "en.lproj/Localizable.strings": "\"label\" = \"\(source)\";\n",
      "\(language).lproj/Localizable.strings": "\"label\" = \"\(translation)\";\n",
    ])
  }

  /// One example per language of `translations` (code → text), each of one key: `source` in
  /// English and the translation.
  static func translations(of source: String, _ translations: KeyValuePairs<String, String>)
    -> [RuleExample]
  {
    translations.map { translation(source, $0.key, $0.value) }
  }
}
