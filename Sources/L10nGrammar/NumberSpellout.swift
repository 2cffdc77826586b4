import CICUShim
import L10nModel

/// Whole numbers written out in a language's words (`ثلاثون` for 30, `drei` for 3), from the
/// system ICU's spellout rules (CLDR's `%spellout-cardinal` rule sets: every gender and case
/// ICU has for the language; and `%spellout-numbering`, German `eins`).
package enum NumberSpellout {
  /// `number` written out in `language`, once per cardinal rule set (masculine, feminine,
  /// neuter…) and as counted (`eins`), lowercased; empty when ICU has no spellout rules for it.
  package static func cardinals(of number: Int, in language: LanguageID) -> [String] {
    let key = CacheKey(language: language, number: number)
    if let cached = store.value(for: key) { return cached }
    var buffer = [CChar](repeating: 0, count: 2_048)
    let length = cicu_spellout(locale(language), Int64(number), &buffer, 2_048)
    var spellings: [String] = []
    if length > 0 {
      let text = String(
        decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
      for line in text.split(separator: "\n") where !spellings.contains(line.lowercased()) {
        spellings.append(line.lowercased())
      }
    }
    store.store(spellings, for: key)
    return spellings
  }

  /// ICU's locale for `language`: `Base` and `mul` spell as English.
  private static func locale(_ language: LanguageID) -> String {
    language == .base || language.code == "mul" ? "en" : language.code.replacing("-", with: "_")
  }

  private struct CacheKey: Hashable, Sendable {
    var language: LanguageID
    var number: Int
  }

  private static let store = LockedCache<CacheKey, [String]>(limit: 4_096)
}
