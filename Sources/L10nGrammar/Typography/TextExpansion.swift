import L10nModel

/// How long a translation into a language typically is beside its English source: what
/// `long-translation` allows before it calls a translation much longer.
package enum TextExpansion {
  /// The typical length of a translation into `language` as a factor of the English text's
  /// characters: about 0.6 for Chinese, Japanese and Korean, whose characters say more each,
  /// 1.3 for most languages, up to 1.5 for those with long words or long phrasing.
  package static func factor(of language: LanguageID) -> Double {
    cache[language]
  }

  private static let cache = LanguageCache { factors[LanguageTag($0).language] ?? 1.3 }

  private static let factors: [String: Double] = [
    "ja": 0.6, "zh": 0.6, "yue": 0.6, "ko": 0.7, "de": 1.4, "nl": 1.4, "fi": 1.4, "ru": 1.4,
    "uk": 1.4, "el": 1.5, "hu": 1.4, "pl": 1.4, "fr": 1.4, "pt": 1.4, "es": 1.4, "it": 1.4,
    "ta": 1.5, "ml": 1.5, "te": 1.4, "kn": 1.4, "my": 1.5, "th": 1.3, "vi": 1.4,
  ]
}
