import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// Keys, table names, paths and popups from files are drawn inert: no control character
/// reaches the terminal, and escape sequences and direction overrides are shown as symbols.
@Suite("Inert text on screen")
struct InertScreenTests {
  /// Whether any cell of `screen` holds a scalar a terminal would act on or that disguises text.
  static func hasRawControl(_ screen: Screen) -> Bool {
    screen.cells.contains { cell in
      cell.text.unicodeScalars.contains { scalar in
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
          || [0x200B, 0x2028, 0x2029, 0x2060, 0xFEFF].contains(scalar.value)
          || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
      }
    }
  }

  @Test("put and putField show controls, C1 and direction overrides as symbols")
  func screenPrimitives() {
    var screen = Screen(width: 60, height: 2)
    screen.put("a\u{1B}]0;title\u{07}b\u{9B}c\u{202E}d", x: 0, y: 0)
    screen.putField("k\u{1B}[2J\u{2066}x", x: 0, y: 1, width: 30)
    #expect(!Self.hasRawControl(screen))
    #expect(screen.text(ofRow: 0).hasPrefix("a␛]0;title␇b⍰c⟦U+202E⟧d"))
    #expect(screen.text(ofRow: 1).hasPrefix("k␛[2J⟦U+2066⟧x"))
  }

  @Test("a hostile table name, key and title: grid, detail pane and table picker")
  func editor() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Evil\u{1B}[31mTable.strings":
        "\"safe\" = \"Safe\";\n\"rev\u{202E}olleh\" = \"x\";\n",
      "de.lproj/Evil\u{1B}[31mTable.strings": "\"safe\" = \"Sicher\u{9B}2J\";\n",
    ])
    let project = try TestSupport.load(folder.path)
    var state = Fixtures.state(project, title: "\u{1B}]0;pwned\u{07}", width: 100)
    var screen = Renderer.render(state)
    #expect(!Self.hasRawControl(screen))
    #expect(screen.text.contains("␛]0;pwned␇"))
    #expect(screen.text.contains("rev⟦U+202E⟧olleh"))
    #expect(screen.text.contains("Evil␛[31mTable"))

    Fixtures.press(&state, [.character("t")])
    screen = Renderer.render(state)
    #expect(!Self.hasRawControl(screen))
    #expect(screen.text.contains("Show which table?"))
  }
}
