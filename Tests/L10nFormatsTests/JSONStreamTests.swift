import L10nModel
import Testing

@testable import L10nFormats

@Suite("JSONStream: long values written in pieces")
struct JSONStreamTests {
  @Test(
    "a value flushed every few bytes is the value written whole, escapes and multi-byte scalars at every cut",
    arguments: [1, 2, 3, 5, 7, 64])
  func piecesAreTheWhole(limit: Int) {
    var generator = SystemRandomNumberGenerator()
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
      #expect(flushed + pieces.output == whole.output, "\(text.debugDescription) at \(limit)")
      if text.utf8.count > 4 * limit { #expect(flushes > 0) }
    }
  }
}
