import L10nFormats
import L10nModel
import Testing

@Suite("JSON writer")
struct JSONWriterTests {
  static let node = JSONNode.object([
    JSONMember(key: JSONString(value: "b/é"), value: .string("tab\t\u{7F}\u{1}\"\\")),
    JSONMember(
      key: JSONString(value: "a"), value: .array([.number(3), .number(50.0), .bool(true)])),
    JSONMember(key: JSONString(value: "empty"), value: .object([])),
    JSONMember(key: JSONString(value: "none"), value: .array([.null])),
    JSONMember(key: JSONString(value: "raw"), value: .string(JSONString(value: "/", raw: "\\/"))),
  ])

  func text(_ style: JSONWriter.Style) -> String {
    String(decoding: JSONWriter.render(Self.node, style: style), as: UTF8.self)
  }

  @Test(
    "Xcode's layout: ` : `, empty containers over three lines, DEL literal, no final line break")
  func stringCatalog() {
    #expect(
      text(.stringCatalog) == """
        {
          "b/é" : "tab\\t\u{7F}\\u0001\\"\\\\",
          "a" : [
            3,
            50.0,
            true
          ],
          "empty" : {

          },
          "none" : [
            null
          ],
          "raw" : "\\/"
        }
        """)
  }

  @Test(
    "l10nedit's layout: `: `, `{}`, DEL escaped, members in the order given, a final line break")
  func l10nedit() {
    #expect(
      text(.l10nedit) == """
        {
          "b/é": "tab\\t\\u007f\\u0001\\"\\\\",
          "a": [
            3,
            50.0,
            true
          ],
          "empty": {},
          "none": [
            null
          ],
          "raw": "\\/"
        }

        """)
  }

  @Test("objects built with sorted keys are in code-point order, equal keys kept in order")
  func sortingKeys() {
    let node = JSONNode.object(sortingKeys: [
      ("b", .number(1)), ("B", .number(2)), ("é", .number(3)), ("b", .number(4)),
    ])
    #expect(node.members?.map(\.key.value) == ["B", "b", "b", "é"])
    #expect(node.members?.map(\.value) == [.number(2), .number(1), .number(4), .number(3)])
  }
}
