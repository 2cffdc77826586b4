import L10nFormats
import L10nModel
import Testing

@Suite("Remote strings reader")
struct RemoteStringsReaderTests {
  static func read(_ text: String, sizeLimit: Int = RemoteStringsReader.defaultSizeLimit)
    throws(ParseError) -> RemoteStrings
  {
    try RemoteStringsReader.read(Array(text.utf8), path: "strings.json", sizeLimit: sizeLimit)
  }

  /// The error message reading `text` gives, or `nil` when it reads.
  static func error(_ text: String) -> String? {
    error(Array(text.utf8))
  }

  static func error(_ bytes: [UInt8], sizeLimit: Int = RemoteStringsReader.defaultSizeLimit)
    -> String?
  {
    do {
      _ = try RemoteStringsReader.read(bytes, path: "strings.json", sizeLimit: sizeLimit)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("a file naming more than LanguageLimit.count languages fails at the first too many")
  func tooManyLanguages() throws {
    func file(languages: Int) -> String {
      "{\n"
        + (0..<languages).map { "\"ab-\(String($0, radix: 36))\": {\"k\": \"v\"}" }
        .joined(separator: ",\n") + "\n}\n"
    }
    #expect(try Self.read(file(languages: LanguageLimit.count)).languages.count == 1_000)
    let line = LanguageLimit.count + 2
    #expect(
      Self.error(file(languages: LanguageLimit.count + 1))
        == "strings.json:\(line):1: \(LanguageLimit.reason)")
  }

  @Test("languages and keys keep file order, with the place of each key")
  func order() throws {
    let strings = try Self.read(
      """
      {
        "fr": { "b": "B", "a": "A" },
        "en": { "z": {"other": "%d z", "one": "%d z1"}, "y": "Y" }
      }
      """)
    #expect(strings.languages.map(\.code) == ["fr", "en"])
    #expect(strings.languages[0].location == SourceLocation(line: 2, column: 3))
    #expect(strings.languages[0].entries.map(\.key) == ["b", "a"])
    #expect(strings.languages[0].entries[1].location == SourceLocation(line: 2, column: 21))
    #expect(strings.languages[1].entries[0].value == .plural([.one: "%d z1", .other: "%d z"]))
    #expect(strings.languages[1].entries[0].value.pluralForms.map(\.category) == [.one, .other])
    #expect(strings.languages[1].entries[1].value == .text("Y"))
    #expect(strings.warnings.isEmpty)
  }

  @Test("a value of another type is refused with its place and JSON path")
  func wrongType() {
    let text = """
      {
        "en": { "error_screen.ok": "OK" },
        "fr": {
          "error_screen.ok": 12
        }
      }
      """
    #expect(
      Self.error(text)
        == "strings.json:4:5: fr › error_screen.ok: expected a string or a plural object "
        + "({\"one\": …, \"other\": …}), found a number")
    #expect(
      Self.error("{\"en\": {\"a\": null}}")?.hasSuffix(
        "en › a: expected a string or a plural object ({\"one\": …, \"other\": …}), found null")
        == true)
    #expect(Self.error("{\"en\": {\"a\": [\"x\"]}}")?.hasSuffix("found an array") == true)
    #expect(
      Self.error("{\"en\": \"x\"}")
        == "strings.json:1:2: en: expected an object of keys and values, found a string")
  }

  @Test("plural objects need CLDR categories, string forms and an other form")
  func plurals() {
    #expect(
      Self.error("{\"en\": {\"n\": {\"one\": \"x\", \"single\": \"y\", \"other\": \"z\"}}}")
        == "strings.json:1:27: en › n › single: not a plural category; use zero, one, two, "
        + "few, many, other")
    #expect(
      Self.error("{\"en\": {\"n\": {\"one\": \"x\", \"other\": 2}}}")
        == "strings.json:1:27: en › n › other: expected a string, found a number")
    #expect(
      Self.error("{\"en\": {\"n\": {\"one\": \"x\"}}}")
        == "strings.json:1:9: en › n: a plural object needs an \"other\" form")
    #expect(
      Self.error("{\"en\": {\"n\": {}}}")
        == "strings.json:1:9: en › n: a plural object needs an \"other\" form")
  }

  @Test("the top level must be an object; the text must be UTF-8 JSON within the size limit")
  func fileProblems() {
    #expect(
      Self.error("\n  [1]")
        == "strings.json:2:3: expected an object of languages ({\"en\": {\"key\": \"value\"}}), "
        + "found an array")
    #expect(
      Self.error(Array("{\"en\": {\"a\": \"".utf8) + [0xC3, 0x28] + Array("\"}}".utf8))
        == "strings.json:1:15: not UTF-8 text (byte 0xC3)")
    #expect(Self.error("{\"en\": {\"a\": \"b\"}")?.hasPrefix("strings.json:1:") == true)
    let big = Array("{\"en\": {\"a\": \"\(String(repeating: "x", count: 2_000_000))\"}}".utf8)
    #expect(
      Self.error(big, sizeLimit: 1_000_000)
        == "strings.json:1:1: the file has 2 MB, over the limit of 1 MB (raise it with --max-size)")
    #expect(Self.error(big, sizeLimit: 3_000_000) == nil)
  }

  @Test("codes that are paths or not names are refused at their place")
  func badCodes() {
    // As spelled in JSON.
    let codes = [
      "../x", "/abs", "a/b", ".", "..", "", "e n", "fr\\t", "a\\u0001b", "en.lproj", "1x", "a\\\\b",
    ]
    for code in codes {
      let message = Self.error("{\"en\": {}, \"\(code)\": {\"a\": \"b\"}}")
      #expect(message?.hasPrefix("strings.json:1:12: ") == true, "\(code): \(message ?? "read")")
    }
    #expect(Self.error("{\"Base\": {}, \"zh-Hans\": {}, \"es_419\": {}, \"pt-BR\": {}}") == nil)
  }

  @Test("es_MX and es-MX are the same language: refused, naming both")
  func collision() {
    #expect(
      Self.error("{\"es_MX\": {\"a\": \"x\"},\n \"es-MX\": {\"a\": \"y\"}}")
        == "strings.json:2:2: \"es-MX\" and \"es_MX\" (at 1:2) are the same language; keep one")
    #expect(Self.error("{\"en\": {}, \"EN\": {}}")?.contains("\"EN\" and \"en\"") == true)
  }

  @Test("a key given twice is a warning with both places; the later value wins")
  func duplicates() throws {
    let strings = try Self.read(
      """
      {"en": {"a": "first", "b": "B",
              "a": "second", "p": {"one": "1", "other": "x", "other": "y"}}}
      """)
    let english = try #require(strings.languages.first)
    #expect(english.entries.map(\.key) == ["a", "b", "p"])
    #expect(english.entries[0].value == .text("second"))
    #expect(english.entries[2].value == .plural([.one: "1", .other: "y"]))
    #expect(
      strings.warnings.map(\.description) == [
        "2:9: en › a: given again (first at 1:9); this later value is used",
        "2:56: en › p › other: given again (first at 2:42); this later value is used",
      ])
    #expect(
      strings.warnings.first?.kind == .duplicateKey(first: SourceLocation(line: 1, column: 9)))
  }
}
