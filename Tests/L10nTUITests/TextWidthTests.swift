import L10nTUI
import Testing

@Suite struct TextWidthTests {
  @Test(
    "display widths: ASCII 1, CJK and emoji 2, combining marks 0 (VS16 dropped, as wcwidth and tmux do)",
    arguments: [
      ("hello", 5), ("日本語", 6), ("é", 1), ("e\u{301}", 1), ("👍", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2),
      ("مرحبا", 5), ("a日b👍cé", 8), ("❤️", 1), ("\u{200F}x", 1), ("", 0),
    ])
  func widths(text: String, width: Int) {
    #expect(TextWidth.width(of: text) == width)
  }

  @Test("cells keep the first spacing scalar and its marks; joiners and selectors go")
  func cells() {
    #expect(TextWidth.cell("👍🏽").text == "👍")
    #expect(TextWidth.cell("e\u{301}").text == "e\u{301}")
    #expect(TextWidth.cell("👨‍👩‍👧").text == "👨")
  }

  @Test("truncation by display width with an ellipsis, never splitting a wide character")
  func truncation() {
    #expect(TextWidth.truncate("日本語のテキスト", to: 7) == "日本語…")
    #expect(TextWidth.truncate("short", to: 10) == "short")
    #expect(TextWidth.pad("ab", to: 4) == "ab  ")
    #expect(TextWidth.width(of: TextWidth.pad("日本語のテキスト", to: 8)) == 8)
  }

  @Test("control characters are shown, never sent raw")
  func visible() {
    #expect(VisibleText.escaped("a\nb\t\u{1B}[2J") == "a↵b⇥␛[2J")
  }
}
