import L10nGen
import L10nModel
import Testing

@Suite("gen swift: argument types from format strings")
struct SwiftArgumentTypesTests {
  @Test(
    "each specifier's Swift type",
    arguments: [
      ("%@", ["String"]), ("%d %ld %lld %i", ["Int", "Int", "Int", "Int"]),
      ("%u %lu %llu", ["UInt", "UInt", "UInt"]), ("%f %lf %g", ["Double", "Double", "Double"]),
      ("%c", ["CChar"]), ("%s", ["UnsafePointer<CChar>"]), ("%p", ["UnsafeRawPointer"]),
      ("100%% sure", []), ("100% private", []), ("%d%% off", ["Int"]),
      ("%*d", ["Int", "Int"]), ("%.2f km", ["Double"]),
    ])
  func specifiers(_ format: String, _ expected: [String]) {
    #expect(SwiftArgumentTypes.of(text: format) == expected)
  }

  @Test("positions are honoured: %2$d files by %1$@ takes a String, then an Int")
  func positional() {
    #expect(SwiftArgumentTypes.of(text: "%2$d files by %1$@") == ["String", "Int"])
    #expect(SwiftArgumentTypes.of(text: "%2$@ sent %1$@") == ["String", "String"])
  }

  @Test("a position no specifier uses still takes a parameter, so later ones line up")
  func hole() {
    #expect(SwiftArgumentTypes.of(text: "only %2$@") == ["Int", "String"])
  }

  @Test("a plural token takes the type its NSStringFormatValueTypeKey names")
  func plural() {
    func entry(_ format: String, valueType: String, other: String) -> PluralEntry {
      PluralEntry(
        formatKey: format,
        variables: [
          PluralVariable(
            id: .stringsdict("n"), valueType: valueType, forms: [("other", other)])
        ])
    }
    #expect(SwiftArgumentTypes.of(plural: entry("%#@n@", valueType: "ld", other: "%ld")) == ["Int"])
    #expect(
      SwiftArgumentTypes.of(plural: entry("%#@n@ in %@", valueType: "lu", other: "%lu files"))
        == ["UInt", "String"])
    #expect(
      SwiftArgumentTypes.of(plural: entry("%#@n@", valueType: "f", other: "%.1f")) == ["Double"])
    #expect(SwiftArgumentTypes.of(plural: entry("%#@n@", valueType: "", other: "files")) == ["Int"])
    #expect(
      SwiftArgumentTypes.of(plural: entry("%2$#@n@ by %1$@", valueType: "d", other: "%2$d"))
        == ["String", "Int"])
  }

  @Test("a catalog's own plural variations are whole strings from argument 1")
  func catalogPlural() {
    let entry = PluralEntry(
      formatKey: "",
      variables: [
        PluralVariable(
          id: .plural, valueType: "", forms: [("one", "%lld item"), ("other", "%lld items")])
      ])
    #expect(SwiftArgumentTypes.of(plural: entry) == ["Int"])
  }
}
