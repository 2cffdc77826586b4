import CICUShim
import L10nModel

/// CLDR plural rules from the system ICU: which category a number picks in a language, and
/// which categories a language uses for whole numbers.
public enum PluralRules {
  /// The category `number` selects in `language` (`.one`, `.few`, `.other`, …).
  public static func category(of number: Double, in language: LanguageID) -> PluralCategory {
    var buffer = [CChar](repeating: 0, count: 32)
    let length = cicu_plural_select(locale(language), number, &buffer, 32)
    guard length > 0 else { return .other }
    return PluralCategory(rawValue: string(buffer, length)) ?? .other
  }

  /// Every category of `language`'s rules, in CLDR order.
  public static func categories(of language: LanguageID) -> [PluralCategory] {
    var buffer = [CChar](repeating: 0, count: 128)
    let length = cicu_plural_keywords(locale(language), &buffer, 128)
    guard length > 0 else { return [.other] }
    return categories(in: string(buffer, length))
  }

  /// The categories `language` uses for whole numbers (what a count in a `.stringsdict`
  /// needs), in CLDR order; `other` is always among them.
  public static func integerCategories(of language: LanguageID) -> [PluralCategory] {
    if let cached = cache.value(for: language) { return cached }
    var buffer = [CChar](repeating: 0, count: 128)
    let length = cicu_plural_integer_keywords(locale(language), &buffer, 128)
    let result = length > 0 ? categories(in: string(buffer, length)) : [.other]
    cache.store(result, for: language)
    return result
  }

  /// The categories `language` uses for large round numbers alone (French, Spanish, Italian,
  /// Portuguese and Catalan `many`: 1000000, 2000000…): among `integerCategories(of:)`, the
  /// ones no whole number up to 1000 selects.
  package static func largeNumberCategories(of language: LanguageID) -> [PluralCategory] {
    if let cached = largeCache.value(for: language) { return cached }
    var buffer = [CChar](repeating: 0, count: 128)
    let length = cicu_plural_small_integer_keywords(locale(language), &buffer, 128)
    let small = length > 0 ? categories(in: string(buffer, length)) : [.other]
    let result = integerCategories(of: language).filter { !small.contains($0) }
    largeCache.store(result, for: language)
    return result
  }

  /// The first `length` bytes of `buffer` as UTF-8.
  private static func string(_ buffer: [CChar], _ length: Int32) -> String {
    String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The categories named in ICU's space-separated `keywords`, in CLDR order.
  private static func categories(in keywords: String) -> [PluralCategory] {
    let words = Set(keywords.split(separator: " ").map(String.init))
    return PluralCategory.allCases.filter { words.contains($0.rawValue) }
  }

  /// `Base` and `mul` have no rules of their own: English's are used.
  private static func locale(_ language: LanguageID) -> String {
    language == .base || language.code == "mul" ? "en" : language.code.replacing("-", with: "_")
  }

  private static let cache = LockedCache<LanguageID, [PluralCategory]>()
  private static let largeCache = LockedCache<LanguageID, [PluralCategory]>()
}
