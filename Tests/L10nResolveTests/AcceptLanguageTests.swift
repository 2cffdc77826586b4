import L10nResolve
import Testing

@Suite struct AcceptLanguageTests {
  @Test("a header becomes a preference list ordered by weight")
  func parse() throws {
    #expect(try AcceptLanguage.preferences(from: "fr-CA, de;q=0.9") == ["fr-CA", "de"])
    #expect(
      try AcceptLanguage.preferences(from: "de;q=0.5,fr-CA,en;q=0.8,*;q=0.1")
        == ["fr-CA", "en", "de"])
    #expect(try AcceptLanguage.preferences(from: "en;q=0, es;q=0.3, pt") == ["pt", "es"])
    #expect(try AcceptLanguage.preferences(from: "a;q=0.5, b;q=0.5") == ["a", "b"])
    #expect(try AcceptLanguage.preferences(from: "") == [])
  }

  @Test("bad headers say where")
  func badHeaders() {
    #expect(
      throws: AcceptLanguage.ParseError(column: 7, message: "\"q=2\" is not a weight (q=0 to q=1)")
    ) {
      try AcceptLanguage.preferences(from: "fr-CA,de;q=2")
    }
    #expect(throws: AcceptLanguage.ParseError(column: 4, message: "\"d e\" is not a language tag"))
    {
      try AcceptLanguage.preferences(from: "fr,d e")
    }
  }

  @Test("a preference list becomes a header, 0.1 lower per language")
  func header() throws {
    let header = AcceptLanguage.header(for: ["fr-CA", "de", "en"])
    #expect(header == "fr-CA, de;q=0.9, en;q=0.8")
    #expect(try AcceptLanguage.preferences(from: header) == ["fr-CA", "de", "en"])
    let long = AcceptLanguage.header(for: (0..<12).map { "l\($0)" })
    #expect(long.hasSuffix("l10;q=0.1, l11;q=0.1"))
  }
}
