import L10nFormats
import L10nModel
import Testing

/// What the JSON reader (String Catalogs, remote strings) refuses, as Apple's does: text that
/// is not JSON fails with where and why instead of being read as something else.
@Suite("JSON reader: strict where JSON is")
struct JSONReaderStrictnessTests {
  static func read(_ text: String) throws(ParseError) -> JSONNode {
    try JSONReader.read(Array(text.utf8), path: "t.json")
  }

  static func failure(_ text: String) -> ParseError? {
    do {
      _ = try read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "refused, with the place: lone surrogates, \\u without four hex digits, raw control characters, malformed numbers",
    arguments: [
      ("{\"k\": \"a\\uD800b\"}", 1, 9, "lone surrogate \\uD800"),
      ("{\"k\": \"\\uDC00\"}", 1, 8, "lone surrogate \\uDC00"),
      ("{\"k\": \"\\uD800\\u0041\"}", 1, 8, "lone surrogate \\uD800"),
      ("{\"k\": \"\\uD800\"}", 1, 8, "lone surrogate \\uD800"),
      ("{\"k\": \"\\u+123\"}", 1, 8, "four hex digits"),
      ("{\"k\": \"\\u12\u{10}4\"}", 1, 8, "four hex digits"),
      ("{\"k\": \"a\tb\"}", 1, 9, "control character (U+0009)"),
      ("{\"k\": \"line\nbreak\"}", 1, 12, "control character (U+000A)"),
      ("{\"k\": 1-2e}", 1, 8, "expected ','"),
      ("{\"k\": 1e}", 1, 9, "exponent"),
      ("{\"k\": 1.}", 1, 9, "after '.'"),
      ("{\"k\": 01}", 1, 7, "start with 0"),
      ("{\"k\": -}", 1, 8, "needs digits"),
    ])
  func refused(text: String, line: Int, column: Int, reason: String) {
    let error = Self.failure(text)
    #expect(error?.location == SourceLocation(line: line, column: column), "\(text)")
    #expect(error?.reason.contains(reason) == true, "\(error?.reason ?? "read") for \(text)")
  }

  @Test("read as JSON has them: surrogate pairs, escapes in either case, every number form")
  func accepted() throws {
    let node = try Self.read(
      "{\"a\": \"\\uD83D\\uDE00 \\u00e9\\u00C9\", \"b\": [0, -0, 12, -3.25, 1e5, 2E-3, 4.5e+10]}")
    #expect(node["a"]?.text == "😀 éÉ")
    guard case .array(let numbers) = node["b"] else {
      Issue.record("no array")
      return
    }
    #expect(
      numbers.map { if case .number(let text) = $0 { text } else { "" } }
        == ["0", "-0", "12", "-3.25", "1e5", "2E-3", "4.5e+10"])
  }
}
