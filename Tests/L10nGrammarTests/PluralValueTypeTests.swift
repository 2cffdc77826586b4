import L10nGrammar
import L10nModel
import Testing

@Suite("Plural value type")
struct PluralValueTypeTests {
  @Test("the count's conversion, from other first, positioned argument 1 first")
  func inferred() {
    #expect(PluralValueType.infer([.one: "%ld file", .other: "%ld files"]) == "ld")
    #expect(PluralValueType.infer([.one: "one file", .other: "%d files"]) == "d")
    #expect(PluralValueType.infer([.one: "%lu file", .other: "files"]) == "lu")
    #expect(PluralValueType.infer([.other: "%2$@ has %1$lld items"]) == "lld")
    #expect(PluralValueType.infer([.other: "%.1f km"]) == "f")
    #expect(PluralValueType.infer([.other: "%@ and others"]) == "@")
    #expect(PluralValueType.infer([.one: "a file", .other: "files"]) == PluralValueType.fallback)
    #expect(PluralValueType.infer([.other: "100%% done"]) == "ld")
  }
}
