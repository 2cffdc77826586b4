import Foundation
import L10nTestSupport
import Testing

@testable import L10nTUI

/// Long values: what is typed always shows, and a megabyte without spaces never freezes the
/// editor.
@Suite struct LongValueTests {
  /// The editor at 100×30 on a project whose `a.long` key has `value` in de, that cell
  /// selected.
  private static func state(de value: String) throws -> (EditorState, TemporaryFolder) {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a.long\" = \"Long\";\n\"b.short\" = \"Short\";\n",
      "de.lproj/Localizable.strings": "\"a.long\" = \"\(value)\";\n\"b.short\" = \"Kurz\";\n",
    ])
    var state = Fixtures.state(try folder.load(), title: folder.path)
    Fixtures.press(&state, [.character("l")])
    #expect(Fixtures.selected(state) == "Localizable/a.long/de")
    return (state, folder)
  }

  @Test("typing 60 characters shows all of them in the detail pane, the cursor after the last")
  func sixtyCharacters() throws {
    var (state, folder) = try Self.state(de: "")
    let typed = "Abbrechen und zurück zur Übersicht gehen, dann noch einmal k"
    #expect(typed.count == 60)
    Fixtures.press(&state, [.key(.enter), .key(.end), .key(.backspace)] + Fixtures.type(typed))
    var screen = Renderer.render(state)
    let row = try #require(
      (0..<screen.height).first { screen.text(ofRow: $0).contains("de (editing)") })
    // In the edit panel, below the grid.
    #expect(row > GridLayout.gridTop + state.layout.gridHeight)
    #expect(screen.text(ofRow: row).contains("de (editing): " + typed))
    let cursor = try #require(screen.cursor)
    #expect(cursor.y == row)
    #expect(screen[cursor.x - 1, cursor.y].text == "k")
    // 20 characters back, the cursor sits on the "," after "gehen".
    Fixtures.press(&state, Array(repeating: .key(.left), count: 20))
    screen = Renderer.render(state)
    let moved = try #require(screen.cursor)
    #expect(screen[moved.x, moved.y].text == ",")
    #expect(screen[moved.x - 1, moved.y].text == "n")
    withExtendedLifetime(folder) {}
  }

  @Test("a value longer than the pane wraps, scrolled to the cursor's line")
  func scrolled() throws {
    var (state, folder) = try Self.state(de: "")
    let words = (1...300).map { "word\($0)" }
    Fixtures.press(&state, [.key(.enter)] + Fixtures.type(words.joined(separator: " ")))
    let screen = Renderer.render(state)
    let cursor = try #require(screen.cursor)
    #expect(cursor.y == screen.height - 2)
    #expect(screen.text(ofRow: cursor.y).contains("word300"))
    #expect(screen[cursor.x - 1, cursor.y].text == "0")
    // The source value stays in sight above the edited lines.
    #expect(screen.text.contains("en: Long"))
    withExtendedLifetime(folder) {}
  }

  @Test(
    "1 MB without spaces, and 100,000 CJK characters: the first frame and 20 keystrokes, each rendered, stay quick",
    arguments: [("Lorem-ipsum/dolor_sit.amet,", 1_000_000 / 27), ("日本語の長い文字列です", 10_000)])
  func longValue(_ piece: String, times: Int) throws {
    let start = ContinuousClock.now
    var (state, folder) = try Self.state(de: String(repeating: piece, count: times))
    _ = Renderer.render(state)
    let keys: [KeyEvent] =
      [.key(.enter)] + Fixtures.type("typed") + [.key(.home)] + Fixtures.type("at start")
      + [.key(.right), .key(.end), .key(.backspace), .key(.enter), .character("j")]
    for key in keys {
      Fixtures.press(&state, [key])
      let screen = Renderer.render(state)
      #expect(screen.text.contains("─ Localizable › "))
    }
    #expect(keys.count == 20)
    let elapsed = ContinuousClock.now - start
    // Measured in a debug build at about 1.5 s for the megabyte (most of it loading it and
    // splitting it into characters); the quadratic wrap took 10 s for 20 KB.
    #expect(elapsed < .seconds(8), "took \(elapsed)")
    withExtendedLifetime(folder) {}
  }

  @Test("a megabyte pasted into the bottom line's prompt shows its end, the cursor after it")
  func prompt() throws {
    var (state, folder) = try Self.state(de: "Lang")
    let start = ContinuousClock.now
    Fixtures.press(
      &state, [.character("c"), .paste(String(repeating: "x", count: 1_000_000) + "END")])
    let screen = Renderer.render(state)
    #expect(ContinuousClock.now - start < .seconds(5))
    let cursor = try #require(screen.cursor)
    #expect(cursor.y == screen.height - 1)
    #expect(screen.text(ofRow: cursor.y).contains("xxEND"))
    withExtendedLifetime(folder) {}
  }
}
