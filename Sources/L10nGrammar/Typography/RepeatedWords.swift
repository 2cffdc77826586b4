import L10nModel

/// Where a word said twice in a row is grammar, not a slip: what `repeated-word` accepts.
package enum RepeatedWords {
  /// Whether `word` (lowercased) twice in a row is correct in `language`.
  ///
  /// Languages that double words to mark plurality, intensity or distribution (Hindi
  /// `धीरे धीरे`, Indonesian, Tamil) accept any word; others accept the few words their grammar
  /// doubles (French `nous nous`, German `die die`, Dutch `je je` and `in in`).
  package static func accepts(_ word: String, in language: LanguageID) -> Bool {
    guard let accepted = cache[language] else { return true }
    return accepted.contains(word)
  }

  /// The words a language says twice, or `nil` when it may say any word twice.
  private static let cache = LanguageCache<Set<String>?> { language in
    let code = LanguageTag(language).language
    return reduplicating.contains(code) ? nil : words[code] ?? []
  }

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
