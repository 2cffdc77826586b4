import L10nModel

/// Where a word said twice in a row is grammar, not a slip: what `repeated-word` accepts.
package enum RepeatedWords {
  /// Whether `word` (lowercased) twice in a row is correct in `language`.
  ///
  /// Languages that double words to mark plurality, intensity or distribution (Hindi
  /// `धीरे धीरे`, Indonesian, Tamil) accept any word, Vietnamese any but the function words it
  /// never doubles (`Tìm bằng bằng`); others accept the few words their grammar doubles
  /// (French `nous nous`, German `die die`, Dutch `je je` and `in in`).
  package static func accepts(_ word: String, in language: LanguageID) -> Bool {
    switch cache[language] {
    case .any: true
    case .anyBut(let slips): !slips.contains(word)
    case .only(let accepted): accepted.contains(word)
    }
  }

  /// Whether `word` (lowercased, one letter) is a word of its own in `language`: the
  /// prepositions and conjunctions of Slavic languages (Czech `v`, `s`, `z`, `k`, `a`, `i`,
  /// `u`, `o`; Polish `w`; Russian `в`, `с`, `и`), which a translation says twice only by a
  /// slip.
  package static func isOneLetterWord(_ word: String, in language: LanguageID) -> Bool {
    oneLetterWords[LanguageTag(language).language]?.contains(word) ?? false
  }

  /// One-letter words by language.
  private static let oneLetterWords: [String: Set<String>] = {
    let latin: Set<String> = ["a", "i", "k", "o", "s", "u", "v", "z", "w"]
    let cyrillic: Set<String> = ["а", "в", "и", "к", "о", "с", "у", "і", "й", "з"]
    return [
      "cs": latin, "sk": latin, "pl": latin, "sl": latin, "hr": latin, "bs": latin,
      "sr": latin.union(cyrillic), "ru": cyrillic, "uk": cyrillic, "be": cyrillic,
      "bg": cyrillic, "mk": cyrillic,
    ]
  }()

  /// The words a language says twice.
  private enum Accepted: Sendable {
    case any
    case anyBut(Set<String>)
    case only(Set<String>)
  }

  private static let cache = LanguageCache<Accepted> { language in
    let code = LanguageTag(language).language
    if let slips = exceptions[code] { return .anyBut(slips) }
    return reduplicating.contains(code) ? .any : .only(words[code] ?? [])
  }

  /// Languages that reduplicate words, but not these (function words said twice by a slip).
  ///
  /// Vietnamese doubles words (`từ từ`, "slowly"), and one compound's last syllable is often the
  /// next one's first (`Lịch sử sử dụng`, "usage history"), but not prepositions and
  /// conjunctions.
  private static let exceptions: [String: Set<String>] = [
    "vi": [
      "bằng", "của", "và", "các", "những", "cho", "với", "để", "là", "trong", "hoặc", "nếu",
      "tại",
    ]
  ]

  private static let reduplicating: Set<String> = [
    "hi", "bn", "mr", "ne", "pa", "gu", "or", "ta", "te", "kn", "ml", "si", "ur", "id", "ms",
    "jv", "tl", "fil", "vi", "th", "lo", "km", "my", "sw", "am",
  ]

  private static let words: [String: Set<String>] = [
    "fr": ["nous", "vous", "que", "l'a", "la", "le"],
    "de": ["die", "der", "das", "sie", "was", "wer"],
    // Dutch: "je je" (you your), a separable particle before its preposition ("schakel Stats
    // in in …").
    "nl": ["dat", "die", "je", "in", "op", "aan", "uit", "af", "door", "over", "om", "er"],
    "en": ["that", "had", "is"],
    "es": ["que"],
    "pt": ["que"],
    "it": ["che"],
  ]
}
