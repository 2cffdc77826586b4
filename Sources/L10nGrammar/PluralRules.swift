import CICUShim
import L10nModel

/// CLDR plural rules from the system ICU: which category a number picks in a language, and
/// which categories a language uses for whole numbers.
public enum PluralRules {
  /// The category `number` selects in `language` ("one", "few", "other", …).
  public static func category(of number: Double, in language: LanguageID) -> String {
    var buffer = [CChar](repeating: 0, count: 32)
    let length = cicu_plural_select(locale(language), number, &buffer, 32)
    guard length > 0 else { return "other" }
    return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Every category of `language`'s rules, in CLDR order.
  public static func categories(of language: LanguageID) -> [String] {
    var buffer = [CChar](repeating: 0, count: 128)
    let length = cicu_plural_keywords(locale(language), &buffer, 128)
    guard length > 0 else { return ["other"] }
    let words = String(
      decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self
    )
    .split(separator: " ").map(String.init)
    return PluralVariable.categories.filter(words.contains)
  }

  /// The categories `language` uses for whole numbers (what a count in a `.stringsdict`
  /// needs), in CLDR order; `other` is always among them.
  public static func integerCategories(of language: LanguageID) -> [String] {
    if let cached = cache.value(for: language) { return cached }
    var buffer = [CChar](repeating: 0, count: 128)
    let length = cicu_plural_integer_keywords(locale(language), &buffer, 128)
    let words =
      length > 0
      ? String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        .split(separator: " ").map(String.init) : ["other"]
    let result = PluralVariable.categories.filter(words.contains)
    cache.store(result, for: language)
    return result
  }

  /// `Base` and `mul` have no rules of their own: English's are used.
  private static func locale(_ language: LanguageID) -> String {
    language == .base || language.code == "mul" ? "en" : language.code.replacing("-", with: "_")
  }

  private static let cache = Cache()

  private final class Cache: @unchecked Sendable {
    private var values: [LanguageID: [String]] = [:]
    private let lock = Lock()

    func value(for language: LanguageID) -> [String]? { lock.withLock { values[language] } }
    func store(_ value: [String], for language: LanguageID) {
      lock.withLock { values[language] = value }
    }
  }
}
