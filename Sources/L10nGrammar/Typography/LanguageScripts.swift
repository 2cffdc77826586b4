import L10nModel

/// The scripts each language is written in: what `mixed-scripts` accepts in a translation
/// besides Latin (names, code and units are Latin everywhere) and the scripts of its source.
package enum LanguageScripts {
  /// The scripts `language` uses, or `nil` when the table does not know the language (then
  /// nothing is checked).
  package static func scripts(of language: LanguageID) -> Set<Script>? {
    cache[language]
  }

  /// `scripts(of:)` as a `ScriptSet`.
  package static func scriptSet(of language: LanguageID) -> ScriptSet? {
    setCache[language]
  }

  private static let setCache = LanguageCache<ScriptSet?> { language in
    scripts(of: language).map { ScriptSet($0) }
  }

  private static let cache = LanguageCache<Set<Script>?> { language in
    let tag = LanguageTag(language)
    if let script = tag.script, let scripts = byScriptSubtag[script] { return scripts }
    return byLanguage[tag.language]
  }

  /// Script subtags (`zh-Hant`, `sr-Latn`, `uz-Cyrl`) say it outright.
  private static let byScriptSubtag: [String: Set<Script>] = [
    "latn": [.latin], "cyrl": [.cyrillic], "arab": [.arabic], "hans": [.han],
    "hant": [.han, .bopomofo], "deva": [.devanagari], "beng": [.bengali], "grek": [.greek],
    "hebr": [.hebrew], "jpan": [.han, .hiragana, .katakana], "kore": [.hangul, .han],
  ]

  private static let latin: [String] = [
    "af", "az", "br", "bs", "ca", "cs", "cy", "da", "de", "en", "eo", "es", "et", "eu", "fi",
    "fil", "fo", "fr", "fy", "ga", "gd", "gl", "ha", "haw", "hr", "hu", "id", "ig", "is", "it",
    "jv", "lb", "lt", "lv", "mi", "ms", "mt", "nb", "nl", "nn", "no", "oc", "pl", "pt", "rm",
    "ro", "sk", "sl", "sm", "so", "sq", "sv", "sw", "tk", "tl", "tr", "uz", "vi", "wo", "xh",
    "yo", "zu",
  ]

  private static let others: [String: Set<Script>] = [
    "ru": [.cyrillic], "uk": [.cyrillic], "be": [.cyrillic], "bg": [.cyrillic],
    "mk": [.cyrillic], "sr": [.cyrillic, .latin], "kk": [.cyrillic], "ky": [.cyrillic],
    "tg": [.cyrillic], "mn": [.cyrillic, .mongolian], "el": [.greek], "hy": [.armenian],
    "ka": [.georgian], "he": [.hebrew], "iw": [.hebrew], "yi": [.hebrew], "ar": [.arabic],
    "fa": [.arabic], "ur": [.arabic], "ps": [.arabic], "ug": [.arabic], "sd": [.arabic],
    "ckb": [.arabic], "dv": [.thaana], "syr": [.syriac], "hi": [.devanagari],
    "mr": [.devanagari], "ne": [.devanagari], "sa": [.devanagari], "bn": [.bengali],
    "as": [.bengali], "pa": [.gurmukhi], "gu": [.gujarati], "or": [.oriya], "ta": [.tamil],
    "te": [.telugu], "kn": [.kannada], "ml": [.malayalam], "si": [.sinhala], "th": [.thai],
    "lo": [.lao], "bo": [.tibetan], "dz": [.tibetan], "my": [.myanmar], "km": [.khmer],
    "am": [.ethiopic], "ti": [.ethiopic], "ja": [.han, .hiragana, .katakana],
    "zh": [.han, .bopomofo], "ko": [.hangul, .han],
  ]

  private static let byLanguage: [String: Set<Script>] = others.merging(
    latin.map { ($0, [Script.latin]) }, uniquingKeysWith: { first, _ in first })
}
