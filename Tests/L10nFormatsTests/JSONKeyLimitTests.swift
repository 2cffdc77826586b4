import L10nFormats
import L10nModel
import Testing

/// A limit on the distinct keys at one path, kept while the JSON is read (a String Catalog's
/// languages): the first key too many fails with its place, whatever follows it.
@Suite("JSON reader: a limit on the keys at one path")
struct JSONKeyLimitTests {
  static let limit = JSONKeyLimit(path: ["s", nil, "l", nil], count: 2, reason: "too many")

  static func failure(_ text: String) -> ParseError? {
    do {
      _ = try JSONReader.read(Array(text.utf8), path: "t.json", keyLimit: limit)
      return nil
    } catch {
      return error
    }
  }

  @Test(
    "keys are counted once each, only at the end of the path: elsewhere, in arrays or under other keys they are not",
    arguments: [
      #"{"s": {"a": {"l": {"x": 1, "y": 2}}, "b": {"l": {"y": {"l": {"z": 0}}, "x": 3}}}}"#,
      #"{"l": {"x": 1, "y": 2, "z": 3}, "s": {"a": {"l": {"x": 1}, "m": {"y": 1, "z": 2}}}}"#,
      #"{"s": {"a": [{"l": {"x": 1, "y": 2, "z": 3}}], "b": {"k": {"l": {"w": 1}}}}}"#,
      #"{"s": {"a": {"l": [{"x": 1, "y": 2, "z": 3}]}, "b": {"l": {"u": 1, "v": 2}}}}"#,
      #"[{"s": {"a": {"l": {"x": 1, "y": 2, "z": 3}}}}]"#,
    ])
  func underTheLimit(text: String) {
    #expect(Self.failure(text) == nil)
  }

  @Test("the first key too many fails at its place, before the rest is read (even if broken)")
  func overTheLimit() throws {
    let text = """
      {"s": {
        "a": {"l": {"x": 1, "y": 2}},
        "b": {"l": {"y": 1, "z": 2 ]
      """
    let error = try #require(Self.failure(text))
    #expect(error.reason == "too many")
    #expect(error.location == SourceLocation(line: 3, column: 23))
  }

  @Test("without a limit, any number of keys is read")
  func noLimit() throws {
    let keys = (0..<50).map { "\"k\($0)\": 1" }.joined(separator: ", ")
    let text = "{\"s\": {\"a\": {\"l\": {\(keys)}}}}"
    let root = try JSONReader.read(Array(text.utf8), path: "t.json")
    #expect(root["s"]?["a"]?["l"]?.members?.count == 50)
    #expect(Self.failure(text)?.reason == "too many")
  }
}
