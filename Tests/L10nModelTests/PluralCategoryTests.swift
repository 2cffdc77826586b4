import L10nModel
import Testing

@Suite struct PluralCategoryTests {
  @Test("the six CLDR categories, in CLDR order, spelled as files spell them")
  func order() {
    #expect(
      PluralCategory.allCases.map(\.rawValue) == ["zero", "one", "two", "few", "many", "other"])
    #expect(PluralCategory.allCases.sorted() == PluralCategory.allCases)
    #expect([PluralCategory.other, .few, .one].sorted() == [.one, .few, .other])
    #expect(PluralCategory(rawValue: "iphone") == nil)
  }
}
