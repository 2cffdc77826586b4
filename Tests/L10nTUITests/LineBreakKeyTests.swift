import L10nModel
import Testing

@testable import L10nTUI

/// Ctrl-J (a line feed: what an Enter typed ahead, before the terminal is raw, arrives as)
/// inserts a line break where a text may have one (a value), and is Enter where it may not (a
/// search, the palette, a key's name, the seen-as languages).
@Suite("The line break key in one-line editors")
struct LineBreakKeyTests {
  /// The state after `events`, then the same with every Enter sent as Ctrl-J.
  private static func bothWays(_ events: [KeyEvent]) throws -> (
    enter: EditorState, lineFeed: EditorState
  ) {
    var enter = try Fixtures.sampleState()
    var lineFeed = try Fixtures.sampleState()
    Fixtures.press(&enter, events)
    Fixtures.press(&lineFeed, events.map { $0 == .key(.enter) ? .control("j") : $0 })
    return (enter, lineFeed)
  }

  @Test("a search typed, then Ctrl-J and l: the search is kept and l moves from its match")
  func search() throws {
    let start = Fixtures.selected(try Fixtures.sampleState())
    let (enter, lineFeed) = try Self.bothWays(
      [.character("/")] + Fixtures.type("Fertig") + [.key(.enter), .character("l")])
    #expect(lineFeed.mode == .normal)
    #expect(Fixtures.selected(lineFeed) == Fixtures.selected(enter))
    #expect(Fixtures.selected(lineFeed) != start)
    // Then Enter edits the cell the search found, not the first row's.
    var state = lineFeed
    Fixtures.press(&state, [.key(.enter)])
    guard case .editing(.value(let cell), _) = state.mode else {
      Issue.record("not editing: \(state.mode)")
      return
    }
    #expect("\(cell.table)/\(cell.key)/\(cell.language)" == Fixtures.selected(enter))
  }

  @Test("the palette runs its choice on Ctrl-J")
  func palette() throws {
    let (enter, lineFeed) = try Self.bothWays(
      [.character(":")] + Fixtures.type("fr") + [.key(.enter)])
    #expect(lineFeed.mode == .normal)
    #expect(lineFeed.selectedColumn == enter.selectedColumn)
    #expect(lineFeed.selectedColumn == (try PaletteTests.column(lineFeed, "fr")))
  }

  @Test("a key's new name is kept on Ctrl-J, with no line break in it")
  func rename() throws {
    let (enter, lineFeed) = try Self.bothWays(
      [.character("r"), .control("u")] + Fixtures.type("renamed.key") + [.key(.enter)])
    #expect(lineFeed.mode == enter.mode)
    #expect(
      lineFeed.project.grids[0].keys.map(\.text) == enter.project.grids[0].keys.map(\.text))
    #expect(lineFeed.project.grids[0].keys.contains { $0.text == "renamed.key" })
  }

  @Test("a value still gets a line break from Ctrl-J")
  func value() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(
      &state,
      [.key(.enter), .control("u")] + Fixtures.type("one") + [.control("j")]
        + Fixtures.type("two") + [.key(.enter)])
    #expect(state.value(grid: 0, row: 0, column: 0) == "one\ntwo")
  }
}
