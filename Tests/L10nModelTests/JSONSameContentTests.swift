import L10nModel
import Testing

/// `JSONNode.hasSameContent(as:)`: what the merge uses to skip catalog keys neither side changed.
@Suite("JSON content comparison")
struct JSONSameContentTests {
  static func object(_ value: String, line: Int = 1, raw: String? = nil) -> JSONNode {
    .object([
      JSONMember(
        key: JSONString(value: "value"), value: .string(JSONString(value: value, raw: raw)),
        location: SourceLocation32(line: line, column: 3))
    ])
  }

  @Test("spelling and place do not count; values, keys, order and kinds do")
  func comparison() {
    #expect(Self.object("é").hasSameContent(as: Self.object("é", line: 9, raw: "\"\\u00e9\"")))
    #expect(!Self.object("a").hasSameContent(as: Self.object("b")))
    #expect(
      !JSONNode.array([.number("1"), .bool(true)]).hasSameContent(
        as: .array([.bool(true), .number("1")])))
    #expect(!JSONNode.null.hasSameContent(as: .bool(false)))
    #expect(
      JSONNode.array([.null, .number("1.0")]).hasSameContent(as: .array([.null, .number("1.0")])))
    #expect(!Self.object("a").hasSameContent(as: .object([])))
  }
}
