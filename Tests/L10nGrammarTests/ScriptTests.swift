import L10nGrammar
import Testing

@Suite("Script")
struct ScriptTests {
  @Test("the blocks told without a property lookup hold letters only, of their script")
  func quickBlocks() {
    let blocks: [(ClosedRange<UInt32>, Script)] = [
      (0xC0...0xD6, .latin), (0xD8...0xF6, .latin), (0xF8...0x24F, .latin),
      (0x391...0x3A1, .greek), (0x3A3...0x3A9, .greek), (0x3B1...0x3C9, .greek),
      (0x400...0x481, .cyrillic), (0x5D0...0x5EA, .hebrew), (0x621...0x63A, .arabic),
      (0x641...0x64A, .arabic), (0x3041...0x3096, .hiragana), (0x30A1...0x30FA, .katakana),
      (0x4E00...0x9FA5, .han), (0xAC00...0xD7A3, .hangul),
    ]
    for (block, script) in blocks {
      for value in block {
        guard let scalar = Unicode.Scalar(value) else { continue }
        #expect(scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
        #expect(Script.of(scalar) == script, "U+\(String(value, radix: 16))")
      }
    }
  }

  @Test("the pictographs and emoji told without a property lookup hold no letter")
  func pictographs() {
    for value: UInt32 in 0x1F300...0x1FAFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(!scalar.properties.isAlphabetic, "U+\(String(value, radix: 16))")
      #expect(Script.of(scalar) == nil, "U+\(String(value, radix: 16))")
    }
  }

  @Test("letters of other scripts and what is no letter")
  func others() {
    #expect(Script.of("a") == .latin)
    #expect(Script.of("1") == nil)
    #expect(Script.of("\u{0301}") == nil)
    #expect(Script.of("\u{0915}") == .devanagari)
    #expect(Script.of("\u{30FB}") == nil)
  }

  @Test("white space told by its switch is the property's, for every scalar")
  func whiteSpace() {
    let differing = (UInt32(0)...0x10FFFF).compactMap(Unicode.Scalar.init).filter {
      WhiteSpace.contains($0) != $0.properties.isWhitespace
    }
    #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
    #expect(WhiteSpace.contains(" ") && WhiteSpace.contains("\u{3000}"))
    #expect(!WhiteSpace.contains("a") && !WhiteSpace.contains("\u{200B}"))
  }
}
