import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@Suite("JSONStream: documents written in pieces")
struct JSONStreamTests {
  @Test(
    "a value flushed every few bytes is the value written whole, escapes and multi-byte scalars at every cut",
    arguments: [1, 2, 3, 5, 7, 64])
  func piecesAreTheWhole(limit: Int) {
    var generator = SeededRandom()
    let alphabet: [Character] = [
      "a", "é", "日", "😀", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}",
      "\u{202E}", "\u{2066}",
    ]
    for _ in 0..<50 {
      let text = String(
        (0..<Int.random(in: 0...40, using: &generator)).map { _ in
          alphabet.randomElement(using: &generator) ?? "a"
        })
      var whole = JSONStream()
      whole.beginObject()
      whole.key("k")
      whole.value(.string(JSONString(value: text)))
      whole.endObject()

      var pieces = JSONStream()
      var flushed: [UInt8] = []
      var flushes = 0
      pieces.beginObject()
      pieces.key("k")
      var utf8 = text
      utf8.withUTF8 { bytes in
        pieces.value(utf8: bytes, flushingAt: limit) {
          flushed += $0
          flushes += 1
        }
      }
      pieces.endObject()
      #expect(
        flushed + pieces.output == whole.output,
        "\(text.debugDescription) at \(limit), seed \(generator.seed)")
      if text.utf8.count > 4 * limit { #expect(flushes > 0) }
    }
  }

  @Test(
    "objects and arrays streamed member by member are what rendering the whole tree writes, empty ones and nesting included",
    arguments: [0, 1, 2, 3, 17])
  func streamedContainersAreTheRenderedTree(count: Int) {
    let items = (0..<count).map { index in
      JSONNode.object(sortingKeys: [
        ("index", .number(index)), ("list", .array((0..<(index % 3)).map { .number($0) })),
        ("text", .string("\u{202E}é\n\(index)")),
      ])
    }
    let tree = JSONNode.object(sortingKeys: [
      ("empty", .array([])), ("items", .array(items)), ("nested", .array([.array(items)])),
    ])

    var stream = JSONStream()
    var flushed: [UInt8] = []
    stream.beginObject()
    stream.key("empty")
    stream.beginArray()
    stream.endArray()
    stream.key("items")
    stream.beginArray()
    for item in items {
      stream.item()
      stream.value(item)
      stream.flush(at: 16) { flushed += $0 }
    }
    stream.endArray()
    stream.key("nested")
    stream.beginArray()
    stream.item()
    stream.beginArray()
    for item in items {
      stream.item()
      stream.value(item)
    }
    stream.endArray()
    stream.endArray()
    stream.endObject()
    stream.end()
    let expected = JSONWriter.render(tree, style: .l10nedit)
    #expect(
      flushed + stream.output == expected,
      "\(String(decoding: flushed + stream.output, as: UTF8.self))")
    if count > 0 { #expect(!flushed.isEmpty) }
  }

  @Test("in the String Catalog style, a streamed catalog is what rendering its tree writes")
  func streamedCatalogIsTheRenderedTree() {
    let unit = JSONNode.object([
      JSONMember(
        key: JSONString(value: "stringUnit"),
        value: .object([
          JSONMember(key: JSONString(value: "state"), value: .string("translated")),
          JSONMember(key: JSONString(value: "value"), value: .string("Grüße \"x\"\n")),
        ]))
    ])
    let tree = JSONNode.object([
      JSONMember(key: JSONString(value: "sourceLanguage"), value: .string("en")),
      JSONMember(
        key: JSONString(value: "strings"),
        value: .object([
          JSONMember(key: JSONString(value: "added"), value: .object([])),
          JSONMember(
            key: JSONString(value: "key"),
            value: .object([
              JSONMember(
                key: JSONString(value: "localizations"),
                value: .object([JSONMember(key: JSONString(value: "de"), value: unit)]))
            ])),
        ])),
      JSONMember(key: JSONString(value: "version"), value: .string("1.0")),
    ])
    var stream = JSONStream(style: .stringCatalog)
    stream.beginObject()
    stream.key("sourceLanguage")
    stream.value(.string("en"))
    stream.key("strings")
    stream.beginObject()
    stream.key("added")
    stream.beginObject()
    stream.endObject()
    stream.key("key")
    stream.beginObject()
    stream.key("localizations")
    stream.beginObject()
    stream.key("de")
    stream.value(unit)
    stream.endObject()
    stream.endObject()
    stream.endObject()
    stream.key("version")
    var version = "1.0"
    version.withUTF8 { stream.value(utf8: $0) }
    stream.endObject()
    #expect(stream.output == JSONWriter.render(tree, style: .stringCatalog))
    #expect(String(decoding: stream.output, as: UTF8.self).contains("\"added\" : {\n\n    }"))
  }

  @Test(
    "strings of every length escape each character at every offset (eight bytes are skipped at a time)",
    arguments: [JSONWriter.Style.stringCatalog, .l10nedit])
  func escapesAtEveryOffset(style: JSONWriter.Style) {
    let special: [Unicode.Scalar] = [
      "\"", "\\", "\n", "\t", "\r", "\u{1}", "\u{1F}", "\u{7F}", "\u{85}", "\u{2028}", "\u{202E}",
      "\u{2066}", "\u{2069}", "\u{2026}", "\u{A0}", "é", "😀",
    ]
    func escaped(_ scalar: Unicode.Scalar) -> String {
      switch scalar {
      case "\"": return "\\\""
      case "\\": return "\\\\"
      case "\n": return "\\n"
      case "\t": return "\\t"
      case "\r": return "\\r"
      default:
        let extra =
          style == .l10nedit
          && (scalar.value == 0x7F || (0x80...0x9F).contains(scalar.value)
            || (0x2028...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        guard scalar.value < 0x20 || extra else { return String(scalar) }
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      }
    }
    for character in special {
      for offset in 0..<20 {
        let text = String(repeating: "a", count: offset) + String(character) + "bcdefghijk"
        let expected = "\"" + text.unicodeScalars.map(escaped).joined() + "\""
        #expect(
          JSONWriter.render(.string(text), style: style) == Array(expected.utf8)
            + (style == .l10nedit ? [0x0A] : []),
          "\(text.debugDescription)")
      }
    }
  }
}
