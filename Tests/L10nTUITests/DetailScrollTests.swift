import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTUI

/// The detail pane scrolls through what does not fit; the grid re-fits when the terminal grows.
@Suite("Detail pane scrolling and re-fitting")
struct DetailScrollTests {
  @Test("J and K scroll the pane within its lines; another cell starts from the top")
  func scroll() throws {
    let words = (1...120).map { "word\($0)" }.joined(separator: " ")
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a.long\" = \"Long\";\n\"b.short\" = \"Short\";\n",
      "de.lproj/Localizable.strings": "\"a.long\" = \"\(words)\";\n\"b.short\" = \"Kurz\";\n",
    ])
    // Checked without `long-translation`, whose finding on this long value would be the
    // pane's last line.
    let project = try folder.load()
    var state = EditorState(
      project: project, title: folder.path, width: 100, height: 30, keymap: .standard)
    _ = state.reduce(
      .checked(
        Linter(configuration: LintConfiguration(levels: ["long-translation": .off])).run(project)))
    Fixtures.press(&state, [.character("l")])
    let pane = GridLayout.gridTop + state.layout.gridHeight
    var screen = Renderer.render(state)
    #expect(screen.text(ofRow: pane).contains("↓ more J"))
    #expect(screen.text(ofRow: pane + 2).hasPrefix(" de: word1 "))
    Fixtures.press(&state, [.character("J"), .character("J")])
    screen = Renderer.render(state)
    #expect(screen.text(ofRow: pane).contains("↑↓ more J"))
    #expect(!screen.text.contains("de: word1 "))
    // As far as the last line, no further.
    Fixtures.press(&state, Array(repeating: .character("J"), count: 50))
    screen = Renderer.render(state)
    #expect(screen.text(ofRow: pane).contains("↑ more J"))
    #expect(screen.text(ofRow: pane + state.layout.detailHeight - 1).contains("word120"))
    Fixtures.press(&state, [.character("K")])
    #expect(Renderer.render(state).text(ofRow: pane).contains("↑↓ more J"))
    Fixtures.press(&state, [.character("j"), .character("k")])
    #expect(Renderer.render(state).text(ofRow: pane + 2).hasPrefix(" de: word1 "))
    withExtendedLifetime(folder) {}
  }

  @Test("after the terminal grows, the grid fills the room again from the top")
  func refit() throws {
    var state = try Fixtures.sampleState(width: 100, height: 30)
    Fixtures.press(&state, [.character("G")])
    #expect(state.topRow > 0)
    let selected = Fixtures.selected(state)
    _ = state.reduce(.event(.resize(width: 100, height: 80)))
    #expect(state.topRow == 0)
    #expect(Fixtures.selected(state) == selected)
    let screen = Renderer.render(state)
    #expect(screen.text(ofRow: 2).hasPrefix("▾ Errors"))
  }
}
