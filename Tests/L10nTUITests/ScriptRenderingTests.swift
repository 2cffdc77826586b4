import L10nTUI
import Testing

/// Complex scripts and emoji drawn cell by cell: every scalar reaches the terminal, in order,
/// in cells as wide as the terminal makes them.
@Suite("Scripts on screen")
struct ScriptRenderingTests {
  /// The cells `text` is drawn in from column 0, as (text, width) pairs, continuation cells left out.
  static func cells(of text: String) -> [String] {
    var screen = Screen(width: 40, height: 1)
    let end = screen.put(text, x: 0, y: 0)
    return (0..<end).compactMap { x in
      let cell = screen[x, 0]
      return cell.width == 0 ? nil : "\(cell.text):\(cell.width)"
    }
  }

  @Test(
    "each spacing scalar in its own cell, with the marks that follow it; nothing dropped",
    arguments: [
      // Hindi: ा and ी (Mc) take cells of their own; े and ं (Mn) sit on their letter.
      ("के बारे में", ["के:1", " :1", "ब:1", "ा:1", "रे:1", " :1", "में:1"]),
      ("जानकारी", ["ज:1", "ा:1", "न:1", "क:1", "ा:1", "र:1", "ी:1"]),
      // Bengali: the virama (Mn) stays on its consonant; ি and ে (Mc) are cells.
      (
        "অ্যাপটি সম্পর্কে",
        ["অ্:1", "য:1", "া:1", "প:1", "ট:1", "ি:1", " :1", "স:1", "ম্:1", "প:1", "র্:1", "ক:1", "ে:1"]
      ),
      ("பற்றி", ["ப:1", "ற்:1", "ற:1", "ி:1"]),
      ("വിവരങ്ങൾ", ["വ:1", "ി:1", "വ:1", "ര:1", "ങ്:1", "ങ:1", "ൾ:1"]),
      // Thai: vowels above and tone marks are Mn, one cell per syllable base.
      ("เกี่ยวกับ", ["เ:1", "กี่:1", "ย:1", "ว:1", "กั:1", "บ:1"]),
      // Burmese: the medial ြ and the vowels ေ ာ and visarga း are Mc.
      ("အကြောင်း", ["အ:1", "က:1", "ြ:1", "ေ:1", "ာ:1", "င်:1", "း:1"]),
      ("حول", ["ح:1", "و:1", "ل:1"]),
      // Hangul jamo: the vowel (width 0) joins the initial consonant's cell.
      ("\u{1100}\u{1161}", ["\u{1100}\u{1161}:2"]),
    ])
  func scripts(text: String, expected: [String]) {
    #expect(Self.cells(of: text) == expected)
    var screen = Screen(width: 40, height: 1)
    screen.put(text, x: 0, y: 0)
    #expect(screen.text == text)
  }

  @Test(
    "emoji sequences are drawn as their first emoji, the same width in every terminal",
    arguments: [
      ("👋🏽", ["👋:2"]), ("👨‍👩‍👧", ["👨:2"]), ("❤️", ["❤:1"]), ("👍 ok", ["👍:2", " :1", "o:1", "k:1"]),
      ("e\u{301}", ["e\u{301}:1"]), ("🇩🇪", ["🇩:1", "🇪:1"]),
    ])
  func emoji(text: String, expected: [String]) {
    #expect(Self.cells(of: text) == expected)
  }

  @Test("a ZWJ is kept only when a mark follows it in the same cell")
  func joiners() {
    // क्‍ष (half form): the ZWJ would be the last scalar of क्'s cell, and tmux joins the next
    // character onto it, so it is left out.
    #expect(Self.cells(of: "क्\u{200D}ष") == ["क्:1", "ष:1"])
    // র‍্য (Bengali ra-phala): the ZWJ is followed by the virama in the same cell.
    #expect(Self.cells(of: "র\u{200D}্য") == ["র\u{200D}্:1", "য:1"])
    // ZWNJ is zero-width and kept with its letter.
    #expect(Self.cells(of: "क्\u{200C}ष") == ["क्\u{200C}:1", "ष:1"])
  }

  @Test("a cell holds at most five scalars, as a curses cell does")
  func longStack() {
    #expect(
      Self.cells(of: "a\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}") == [
        "a\u{301}\u{302}\u{303}\u{304}:1"
      ])
  }

  @Test("a field cuts between syllables, never inside one, and stays exactly its width")
  func field() {
    var screen = Screen(width: 10, height: 1)
    // क्या is one cluster of three cells (क्, य, ा).
    screen.putField("क्याक्या", x: 0, y: 0, width: 5)
    #expect(screen.text(ofRow: 0) == "क्या…      ")
    screen.putField("के बारे में", x: 0, y: 0, width: 10)
    #expect(screen.text(ofRow: 0) == "के बारे में   ")
  }

  @Test(
    "the grid and the detail pane show values in every script intact",
    arguments: [
      ("hi", "के बारे में"), ("hi", "जानकारी"), ("bn", "অ্যাপটি সম্পর্কে"), ("ta", "பற்றி"),
      ("ml", "വിവരങ്ങൾ"), ("th", "เกี่ยวกับ"), ("my", "အကြောင်း"), ("ar", "حول"),
    ])
  func editor(language: String, value: String) throws {
    let project = try ProjectLoaderFixture.project([
      "en.lproj/A.strings": "\"about\" = \"About\";\n",
      "\(language).lproj/A.strings": "\"about\" = \"\(value)\";\n",
    ])
    var state = Fixtures.state(project, title: "scripts")
    Fixtures.press(&state, [.character("l")])
    let screen = Renderer.render(state)
    let rows = (0..<screen.height).map { screen.text(ofRow: $0) }
    let gridRows = rows.filter { $0.contains("about") && $0.contains(value) }
    #expect(gridRows.count == 1, "the grid row shows the value whole")
    #expect(rows.contains { $0.contains("─ A › about ─ \(language) ─") })
    #expect(rows.filter { $0.contains(value) }.count >= 2, "the detail pane shows it too")
  }
}
