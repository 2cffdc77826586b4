import L10nModel
import Testing

/// The byte questions the checks and the editor ask of long values.
@Suite("String UTF-8 questions")
struct StringByteCountTests {
  @Test("counts and finds an ASCII byte, also in long non-ASCII text")
  func countAndContains() {
    let text = "Zeile 1\nविवरण\n" + String(repeating: "日本", count: 50_000) + "\n"
    #expect(text.utf8Count(of: UInt8(ascii: "\n")) == 3)
    #expect(!text.utf8Contains(UInt8(ascii: "%")))
    #expect((text + "%d").utf8Contains(UInt8(ascii: "%")))
    #expect("".utf8Count(of: UInt8(ascii: "\n")) == 0)
  }

  @Test("equal bytes only: canonically equal spellings differ, as they would in a file")
  func equalBytes() {
    #expect("Grüße".utf8Equals("Grüße"))
    #expect(!"Gr\u{FC}\u{DF}e".utf8Equals("Gru\u{308}\u{DF}e"))
    #expect("Gr\u{FC}\u{DF}e" == "Gru\u{308}\u{DF}e")
    #expect(!"abc".utf8Equals("abcd"))
    #expect("".utf8Equals(""))
  }
}
