import L10nModel

/// A language code taken apart as the typography tables need it: `zh-Hant-TW` is the language
/// `zh`, the script `hant` and the region `tw` (lowercased; `_` separates as `-` does).
package struct LanguageTag: Sendable, Equatable {
  /// The language subtag, lowercased: `zh`.
  package var language: String
  /// The script subtag (four letters), lowercased, if any: `hant`.
  package var script: String?
  /// The region subtag, lowercased, if any: `tw`, `419`.
  package var region: String?

  /// The parts of `language`'s code.
  package init(_ language: LanguageID) {
    // Subtag by subtag, with no array: the tables look a language up for many cells.
    let code = language.code
    self.language = ""
    script = nil
    region = nil
    var start = code.startIndex
    var isFirst = true
    while start <= code.endIndex {
      let end = code[start...].firstIndex { $0 == "-" || $0 == "_" } ?? code.endIndex
      let subtag = code[start..<end].lowercased()
      if isFirst {
        self.language = subtag
        isFirst = false
      } else if subtag.utf8.count == 4, script == nil {
        script = subtag
      } else if subtag.utf8.count == 2 || subtag.utf8.count == 3, region == nil {
        region = subtag
      }
      guard end < code.endIndex else { break }
      start = code.index(after: end)
    }
  }

  /// Whether the language is a pseudo language (`en-XA`, `ar-XB`, `qps-ploc`): made by a
  /// tool from the source, not translated, so not checked as a translation.
  package var isPseudo: Bool {
    region == "xa" || region == "xb" || language == "qps"
  }
}
