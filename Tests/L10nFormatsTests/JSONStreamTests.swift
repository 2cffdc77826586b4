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
}
