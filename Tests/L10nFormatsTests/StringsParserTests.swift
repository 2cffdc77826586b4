import L10nFormats
import L10nModel
import Testing

func parse(_ text: String) throws(ParseError) -> StringsDocument {
  try StringsFileReader.read(Array(text.utf8), path: "test.strings")
}

func values(_ document: StringsDocument) -> [String] {
  document.entries.indices.map { "\(document.key(at: $0).text)=\(document.value(at: $0))" }
}

@Suite struct StringsParserTests {
  @Test("quoted, single-quoted and bare keys and values")
  func tokens() throws {
    let document = try parse(
      "\"a\" = \"1\";\n'b' = 'two \"x\"';\nc.d/e:f-g$_ = word;\n\"k\";\nbare = \"v\" ;")
    #expect(values(document) == ["a=1", "b=two \"x\"", "c.d/e:f-g$_=word", "k=k", "bare=v"])
  }

  @Test("comments anywhere, and whitespace including U+2028")
  func comments() throws {
    let document = try parse(
      "/* h */ // x\n\"a\" /* c */ = // d\n \"1\" /* e */ ;\u{2028}\"b\"=\"2\";// t")
    #expect(values(document) == ["a=1", "b=2"])
  }

  @Test("raw multi-line values and escapes")
  func multiline() throws {
    let document = try parse("\"a\" = \"line 1\nline 2\\nline 3 \\\"q\\\" \\U00e9\";")
    #expect(document.value(at: 0) == "line 1\nline 2\nline 3 \"q\" é")
  }

  @Test("a trailing // comment belongs to its entry; the header is split at a blank line")
  func trivia() throws {
    let document = try parse(
      "// Header\n// more\n\n/* for a */\n\"a\" = \"1\"; // about a\n\"b\" = \"2\";\n\n// footer\n")
    #expect(
      String(decoding: document.bytes(of: document.header), as: UTF8.self)
        == "// Header\n// more\n\n")
    #expect(document.comment(at: 0) == "for a")
    #expect(
      String(decoding: document.bytes(of: document.entries[0].trailing), as: UTF8.self)
        == " // about a\n")
    #expect(document.comment(at: 1) == nil)
    #expect(String(decoding: document.bytes(of: document.footer), as: UTF8.self) == "\n// footer\n")
    #expect(document.entries.map(\.location.line) == [5, 6])
  }

  @Test("duplicates are all kept; the last one is effective")
  func duplicates() throws {
    let document = try parse("\"a\" = \"1\";\n\"a\" = \"2\";\n")
    #expect(document.entries.count == 2)
    #expect(document.lastIndex(of: LocalizationKey("a")) == 1)
  }

  @Test("an empty file, or one with only comments, has no entries")
  func empty() throws {
    #expect(try parse("").entries.isEmpty)
    #expect(try parse("/* nothing */\n// here\n").entries.isEmpty)
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var column: Int
    var reason: String
    var testDescription: String { reason }
  }

  /// Before the first entry (after it, Apple's reader stops without an error: IgnoredTailTests).
  static let errors: [ErrorCase] = [
    ErrorCase(
      text: "\"a\" = \"1\"\n\"b\" = \"2\";", line: 2, column: 1,
      reason: "missing ';' after the value that ends at 1:10"),
    ErrorCase(
      text: "\"a\" = \"1\";\n\"b\" = \"2", line: 2, column: 7,
      reason: "unterminated string starting at 2:7"),
    ErrorCase(
      text: "/* open\n\"a\" = \"1\";", line: 1, column: 1,
      reason: "unterminated comment starting at 1:1"),
    ErrorCase(
      text: "\"a\" = ;", line: 1, column: 7, reason: "expected a value after '=', found ';'"),
    ErrorCase(
      text: "\"a\" \"b\";", line: 1, column: 5,
      reason: "missing '=' or ';' after the key that ends at 1:4"),
    ErrorCase(
      text: ";\"a\" = \"1\";", line: 1, column: 1,
      reason: "expected a key (a quoted string or a word), found ';'"),
    ErrorCase(
      text: "  é = \"x\";", line: 1, column: 3,
      reason: "expected a key (a quoted string or a word), found 'é'"),
    ErrorCase(
      text: "\"a\" =", line: 1, column: 6,
      reason: "expected a value after '=', found the end of the file"),
    // An array is a value Foundation reads (NonStringValueTests); an unclosed one is not.
    ErrorCase(
      text: "\"a\" = (\"x\";", line: 1, column: 11,
      reason: "expected ',' or ')' after an array element, found ';'"),
    ErrorCase(
      text: "\u{1B}\"a\" = \"1\";", line: 1, column: 1,
      reason: "expected a key (a quoted string or a word), found 'U+1B'"),
  ]

  @Test("errors carry line, column and a plain reason", arguments: errors)
  func parseErrors(error: ErrorCase) {
    let location = L10nModel.SourceLocation(line: error.line, column: error.column)
    #expect(throws: ParseError(path: "test.strings", location: location, reason: error.reason)) {
      try parse(error.text)
    }
  }

  @Test("columns count characters, and CRLF counts as one line break")
  func locations() {
    #expect(
      throws: ParseError(
        path: "test.strings", location: .init(line: 3, column: 8),
        reason: "unterminated string starting at 3:8")
    ) {
      try parse("\"a\" = \"1\";\r\n\r\n\"日本\" = \"x")
    }
  }

  @Test("spans of 64 KB and more (a comment, a value, a key) read, edit and write back exactly")
  func longSpans() throws {
    let long = String(repeating: "wörd ", count: 14_000)
    let text =
      "\"a\" = \"1\";\n/* \(long) */\n\"b\" = \"\(long)\";\n\"\(long)\" = \"3\";\n\"c\" = \"4\";\n"
    var document = try parse(text)
    #expect(values(document) == ["a=1", "b=\(long)", "\(long)=3", "c=4"])
    #expect(document.comment(at: 1) == long.trimmingCharacters(in: .whitespaces))
    #expect(StringsWriter.render(document, order: .keepOrder) == Array(text.utf8))
    document.setValue("two", at: 1)
    #expect(
      StringsWriter.render(document, order: .keepOrder)
        == Array(text.replacingOccurrences(of: "\"b\" = \"\(long)\"", with: "\"b\" = \"two\"").utf8)
    )
  }
}

@Suite struct KeyEqualsTests {
  @Test(
    "a key told equal or not from its bytes; escaped ones of the same length or longer left to decoding"
  )
  func keyEquals() throws {
    let document = try parse("\"Save\" = \"a\";\n\"Sa\\\"ve\" = \"b\";\n\"S\\n\" = \"c\";\n")
    #expect(document.keyEquals(at: 0, "Save") == true)
    #expect(document.keyEquals(at: 0, "Sav") == false)
    #expect(document.keyEquals(at: 0, "Savf") == false)
    // `Sa\"ve` is 6 bytes written, 5 decoded: a 5-byte key needs decoding, a 7-byte one cannot be it.
    #expect(document.keyEquals(at: 1, "Sa\"ve") == nil)
    #expect(document.keyEquals(at: 1, "Sa\"ve!!") == false)
    #expect(document.key(at: 2).text == "S\n")
    #expect(document.keyEquals(at: 2, "S\n") == nil)
  }
}
