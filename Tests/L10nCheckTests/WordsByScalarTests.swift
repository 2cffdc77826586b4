import L10nGrammar
import Testing

@testable import L10nCheck

@Suite("Words and scripts told scalar by scalar: the same as character by character")
struct WordsByScalarTests {
  /// Texts of every kind the fast paths take or refuse: Latin, CJK, Arabic, Devanagari, Hangul
  /// jamo, combining marks, emoji with skin tones and joiners, flags, line breaks.
  static let texts = [
    "Open the the file", "ファイルを開く 開く", "افتح الملف الملف", "फ़ाइल फ़ाइल खोलें",
    "Привет Привет été été", "日本語 مرحبا 👍🏽 👍🏽 alpha", "a🏽 a🏽", "e\u{301}te e\u{301}te",
    "\u{1100}\u{1161} \u{1100}\u{1161}", "파일을 파일을", "👨‍👩‍👧 family", "🇫🇷 🇫🇷 France",
    "line\r\nline", "l’été l’été", "don't don't", "Ωμέγα ΩΜΈΓΑ", "x\u{200B}y", "tab\tthe the",
    "", "   ", "%1$@ and %2$@", "١٢٣ ١٢٣", "ΣΊΣΥΦΟΣ σίσυφος",
  ]

  @Test("scalar words equal character words wherever the fast path answers")
  func sameWords() {
    var answered = 0
    for text in Self.texts {
      guard let words = RepeatedWordRule.scalarWords(text) else { continue }
      answered += 1
      #expect(words == RepeatedWordRule.characterWords(text), "\(text)")
    }
    // Most texts are for the fast path; the others are refused, not taken apart wrongly.
    #expect(answered >= 10)
    #expect(RepeatedWordRule.scalarWords("e\u{301}te") == nil)
    #expect(RepeatedWordRule.scalarWords("फ़ाइल") == nil)
    #expect(RepeatedWordRule.scalarWords("a🏽") == nil)
    #expect(RepeatedWordRule.scalarWords("日本語 مرحبا 👍🏽 Привет été") != nil)
  }

  @Test("every scalar the fast path takes, between letters, splits words as characters do")
  func everyScalar() {
    let ranges: [ClosedRange<UInt32>] = [
      0x80...0x24F, 0x391...0x3C9, 0x400...0x481, 0x5D0...0x5EA, 0x621...0x64A,
      0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0x1F300...0x1FAFF,
    ]
    for range in ranges {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        for text in ["a\(scalar)b", "\(scalar)\(scalar) x", "👍\(scalar)", "\(scalar)🏽"] {
          guard let words = RepeatedWordRule.scalarWords(text) else { continue }
          #expect(words == RepeatedWordRule.characterWords(text), "U+\(String(value, radix: 16))")
        }
      }
    }
  }

  @Test("a first scalar's lowercase, told without a lookup, is the property's")
  func lowercaseStart() {
    for range: ClosedRange<UInt32> in [0...0x7F, 0x400...0x44F, 0x5D0...0x5EA, 0x621...0x64A] {
      for value in range {
        guard let scalar = Unicode.Scalar(value) else { continue }
        #expect(
          RepeatedWordRule.lowercaseStart(scalar)
            == scalar.properties.lowercaseMapping.unicodeScalars.first)
      }
    }
    for value: UInt32 in stride(from: 0x4E00, through: 0x9FFF, by: 7) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      #expect(
        RepeatedWordRule.lowercaseStart(scalar)
          == scalar.properties.lowercaseMapping.unicodeScalars.first)
    }
  }

  @Test("a script set holds each script at its place among the cases, named in order")
  func scriptSet() {
    for (index, script) in Script.allCases.enumerated() {
      #expect(script.ordinal == index)
      let set = ScriptSet([script])
      #expect(set.contains(script) && !set.isEmpty)
      #expect(Script.allCases.filter(set.contains) == [script])
    }
    let set = ScriptSet([.han, .arabic, .cyrillic, .latin])
    #expect(set.sortedByName == [.arabic, .cyrillic, .han, .latin])
    let rest = set.subtracting(ScriptSet([.latin, .greek]))
    #expect(rest.sortedByName == [.arabic, .cyrillic, .han])
  }
}

@Suite("mixed-scripts: a text's scripts told from its bytes, as from its scalars")
struct ScriptsFromBytesTests {
  /// The scripts of `text`'s scalars, each looked up as a scalar.
  static func byScalar(_ text: String) -> ScriptSet {
    var scripts = ScriptSet()
    for scalar in text.unicodeScalars where scalar.value >= 0x80 {
      if let script = Script.of(scalar) { scripts.insert(script) }
    }
    return scripts
  }

  @Test("every text of the word tests, and every scalar of each plane's first blocks")
  func sameScripts() {
    for text in WordsByScalarTests.texts {
      #expect(MixedScriptsRule.scripts(of: text).bits == Self.byScalar(text).bits, "\(text)")
    }
    for value in stride(from: UInt32(0x80), through: 0x2FFFF, by: 1) {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let text = "a\(scalar)b"
      #expect(
        MixedScriptsRule.scripts(of: text).bits == Self.byScalar(text).bits,
        "U+\(String(value, radix: 16))")
    }
  }
}
