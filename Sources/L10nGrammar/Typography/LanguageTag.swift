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
    let subtags = language.code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map {
      $0.lowercased()
    }
    self.language = subtags.first ?? ""
    script = subtags.dropFirst().first { $0.count == 4 }
    region = subtags.dropFirst().first { $0.count == 2 || $0.count == 3 }
  }

  /// Whether the language is a pseudo language (`en-XA`, `ar-XB`, `qps-ploc`): made by a
  /// tool from the source, not translated, so not checked as a translation.
  package var isPseudo: Bool {
    region == "xa" || region == "xb" || language == "qps"
  }
}
