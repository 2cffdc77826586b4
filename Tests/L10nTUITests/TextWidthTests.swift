import L10nTUI
import Testing

@Suite struct TextWidthTests {
  @Test(
    "display widths: ASCII 1, CJK and emoji 2, combining marks 0, spacing vowel signs 1 (as wcwidth)",
    arguments: [
      ("hello", 5), ("日本語", 6), ("é", 1), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2),
      ("مرحبا", 5), ("a日b👍cé", 8), ("❤️", 1), ("\u{200F}x", 1), ("", 0),
      ("के बारे में", 7), ("জানকারী", 7), ("அ", 1), ("한", 2), ("\u{1100}\u{1161}", 2),
    ])
  func widths(text: String, width: Int) {
    #expect(TextWidth.width(of: text) == width)
  }

  @Test("truncation by display width with an ellipsis, never splitting a wide character")
  func truncation() {
    #expect(TextWidth.truncate("日本語のテキスト", to: 7) == "日本語…")
    #expect(TextWidth.truncate("short", to: 10) == "short")
    #expect(TextWidth.pad("ab", to: 4) == "ab  ")
    #expect(TextWidth.width(of: TextWidth.pad("日本語のテキスト", to: 8)) == 8)
    // A syllable of several cells is kept whole or left out, never cut inside.
    #expect(TextWidth.truncate("के बारे में", to: 4) == "के …")
    #expect(TextWidth.pad("अ्या", to: 3) == "अ्या")
  }

  @Test("control characters are shown, never sent raw")
  func visible() {
    #expect(VisibleText.escaped("a\nb\t\u{1B}[2J") == "a↵b⇥␛[2J")
  }
}
