import L10nGrammar
import L10nModel
import Testing

@Suite struct PluralRulesTests {
  /// The categories CLDR 42 (ICU 72) gives whole numbers, per language.
  static let expected: [(String, [String])] = [
    ("en", ["one", "other"]), ("de", ["one", "other"]), ("nl", ["one", "other"]),
    ("fr", ["one", "many", "other"]), ("es", ["one", "many", "other"]),
    ("it", ["one", "many", "other"]), ("pt-BR", ["one", "many", "other"]),
    ("ru", ["one", "few", "many", "other"]), ("uk", ["one", "few", "many", "other"]),
    ("pl", ["one", "few", "many", "other"]), ("cs", ["one", "few", "other"]),
    ("ar", ["zero", "one", "two", "few", "many", "other"]), ("ja", ["other"]),
    ("zh-Hans", ["other"]), ("ko", ["other"]), ("tr", ["one", "other"]),
    ("he", ["one", "two", "other"]), ("lv", ["zero", "one", "other"]),
    ("ga", ["one", "two", "few", "many", "other"]),
    ("cy", ["zero", "one", "two", "few", "many", "other"]), ("ro", ["one", "few", "other"]),
    ("sl", ["one", "two", "few", "other"]), ("lt", ["one", "few", "other"]),
    ("Base", ["one", "other"]),
  ]

  @Test("categories used for whole numbers, from the system ICU", arguments: expected)
  func integerCategories(language: String, categories: [String]) {
    #expect(PluralRules.integerCategories(of: LanguageID(language)).map(\.rawValue) == categories)
  }

  @Test("selection: 1, 2, 5, 21, 1.5 in Russian, Arabic, English, French")
  func selection() {
    let ru = LanguageID("ru")
    #expect(
      [1, 2, 5, 21, 1.5].map { PluralRules.category(of: $0, in: ru) } == [
        .one, .few, .many, .one, .other,
      ])
    let ar = LanguageID("ar")
    #expect(
      [0, 1, 2, 3, 11, 100].map { PluralRules.category(of: $0, in: ar) } == [
        .zero, .one, .two, .few, .many, .other,
      ])
    #expect(PluralRules.category(of: 1, in: .english) == .one)
    #expect(PluralRules.category(of: 1_000_000, in: LanguageID("fr")) == .many)
    #expect(PluralRules.categories(of: LanguageID("fr")) == [.one, .many, .other])
  }
}
