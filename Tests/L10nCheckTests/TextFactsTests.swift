import Testing

@testable import L10nCheck

@Suite("TextFacts: what one pass over a value's bytes tells")
struct TextFactsTests {
  @Test("each byte of a text, Latin, CJK, Arabic or Devanagari, is found; no other is")
  func bytes() {
    for text in ["Open (file)…", "ファイルを開く「」", "افتح الملف؟", "फ़ाइल खोलें।", "\u{0}\u{7F}"] {
      let facts = TextFacts(text)
      let present = Set(text.utf8)
      for byte in UInt8.min...UInt8.max {
        #expect(facts.has(byte) == present.contains(byte))
        #expect(facts.hasAny(of: TextFacts.Bytes([byte])) == present.contains(byte))
      }
      #expect(facts.hasNonASCII == text.utf8.contains { $0 >= 0x80 })
    }
  }

  @Test("any and all of a set; two spaces and three periods in a row, not apart")
  func setsAndRuns() {
    let facts = TextFacts("see https://x.y  now...")
    #expect(facts.hasAll(of: TextFacts.Bytes([0x3A, 0x2F])))
    #expect(!facts.hasAll(of: TextFacts.Bytes([0x3A, 0x40])))
    #expect(facts.hasAny(of: TextFacts.Bytes([0x40], ranges: [0x2E...0x2E])))
    #expect(facts.hasDoubleSpace && facts.hasThreePeriods)
    let apart = TextFacts("a . b . c .. d ")
    #expect(!apart.hasDoubleSpace && !apart.hasThreePeriods)
    let empty = TextFacts()
    #expect(!empty.hasNonASCII && !empty.has(0) && !empty.hasDoubleSpace)
  }
}
