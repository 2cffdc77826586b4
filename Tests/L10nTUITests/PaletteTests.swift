import L10nModel
import Testing

@testable import L10nTUI

/// The command palette, translating one language (with a reference), and the state filters.
@Suite("Palette and per-language mode")
struct PaletteTests {
  static func column(_ state: EditorState, _ code: String) throws -> Int {
    try #require(state.project.column(of: LanguageID(code)))
  }

  static func title(_ state: EditorState) -> String {
    Renderer.render(state).text(ofRow: 0)
  }

  @Test(": f r Enter lands on the fr column: four keys")
  func paletteToLanguage() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character(":"), .character("f"), .character("r"), .key(.enter)])
    #expect(state.mode == .normal)
    #expect(state.selectedColumn == (try Self.column(state, "fr")))
    // On screen: the fr column's header shows.
    #expect(Renderer.render(state).text(ofRow: 1).contains("│fr"))
  }

  @Test("a language the project lacks (it, Italian) never jumps to a key that happens to match")
  func unknownLanguage() throws {
    for query in ["it", "Italian", "pt-BR"] {
      var state = try Fixtures.sampleState()
      let before = Fixtures.selected(state)
      Fixtures.press(&state, [.character(":")] + Fixtures.type(query))
      guard case .palette(let palette) = state.mode else {
        Issue.record("the palette is not open")
        return
      }
      #expect(palette.selectedItem == nil, "\(query): \(String(describing: palette.selectedItem))")
      Fixtures.press(&state, [.key(.enter)])
      #expect(Fixtures.selected(state) == before, "\(query)")
      #expect(
        state.message?.hasPrefix("No language \"\(query.lowercased())\" in this project") == true,
        "\(state.message ?? "")")
    }
    // A language the project has, by its English name, goes to its column.
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character(":")] + Fixtures.type("German") + [.key(.enter)])
    #expect(state.selectedColumn == (try Self.column(state, "de")))
  }

  @Test("the bottom line shows the palette's keys, not the line editor's")
  func paletteHints() throws {
    var state = try Fixtures.sampleState(width: 120, height: 30)
    Fixtures.press(&state, [.character(":")])
    let bottom = Renderer.render(state).text(ofRow: 29)
    #expect(bottom.contains("Enter go"), "\(bottom)")
    #expect(bottom.contains("Esc close"))
    #expect(!bottom.contains("line break"))
    #expect(!bottom.contains("keep"))
  }

  @Test("keys match fuzzily, in order; Enter selects the key, even one a filter hid")
  func paletteToKey() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("f")])  // gaps only: error.import.partial is not listed
    #expect(state.filter == .gaps)
    Fixtures.press(&state, [.character(":")] + Fixtures.type("imppart"))
    guard case .palette(let palette) = state.mode else {
      Issue.record("the palette is not open")
      return
    }
    let grid = try #require(state.project.gridIndex(of: TableID("Errors")))
    let row = try #require(
      state.project.grids[grid].row(of: LocalizationKey("error.import.partial")))
    #expect(palette.items.first == .key(grid, row))
    Fixtures.press(&state, [.key(.enter)])
    #expect(Fixtures.selected(state).hasPrefix("Errors/error.import.partial/"))
    #expect(state.filter == .all)
  }

  @Test("a command runs by name; Esc closes the palette and changes nothing")
  func paletteCommand() throws {
    var byKey = try Fixtures.sampleState()
    Fixtures.press(&byKey, [.key(.tab)])
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.control("p")] + Fixtures.type("next-gap") + [.key(.enter)])
    #expect(Fixtures.selected(state) == Fixtures.selected(byKey))
    let before = Fixtures.selected(state)
    Fixtures.press(&state, [.character(":")] + Fixtures.type("de") + [.key(.escape)])
    #expect(state.mode == .normal)
    #expect(Fixtures.selected(state) == before)
  }

  @Test("translating fr: the source and fr only, fr's progress in the title, Tab stays in fr")
  func translate() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    let fr = try Self.column(state, "fr")
    Fixtures.press(&state, [.character(":")] + Fixtures.type("translate fr") + [.key(.enter)])
    #expect(state.viewport.focus == Viewport.LanguageFocus(language: fr, reference: nil))
    #expect(state.visibleColumns == [0, fr])
    let (done, expected, same) = state.viewport.focusProgress
    #expect(expected > done)
    // fr copies three source texts (names and a sentence): counted as translated, said apart.
    #expect(same == 3)
    #expect(
      Self.title(state).contains("fr: \(done) of \(expected) translated (97%) · 3 same as source"))
    for _ in 0..<3 {
      Fixtures.press(&state, [.key(.tab)])
      #expect(state.selectedColumn == fr)
      let cell = try #require(state.selectedCell)
      #expect(state.project.coverage(of: cell).isGap)
    }
    // Filling a gap counts in the title at once.
    Fixtures.press(&state, [.key(.enter)] + Fixtures.type("Bonjour") + [.key(.enter)])
    #expect(state.viewport.focusProgress.translated == done + 1)
    // h and l move among the shown columns only.
    Fixtures.press(&state, [.character("l"), .character("l")])
    #expect(state.selectedColumn == fr)
    Fixtures.press(&state, [.character("h")])
    #expect(state.selectedColumn == 0)
    // The gaps filter lists keys with an fr gap only.
    Fixtures.press(&state, [.character("f")])
    for case .key(let grid, let row) in state.rows {
      #expect(state.project.coverage(grid: grid, row: row, column: fr).isGap)
    }
    Fixtures.press(&state, [.character("L")])
    #expect(state.viewport.focus == nil)
    #expect(state.rows.count > 1)
  }

  @Test("while translating fr, search finds the shown languages' cells only")
  func searchShownOnly() throws {
    var state = try Fixtures.sampleState()
    let fr = try Self.column(state, "fr")
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: fr))
    Fixtures.press(&state, [.character("L")])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Abbrechen"))
    #expect(state.message == "No match for \"Abbrechen\"")
    Fixtures.press(&state, [.key(.escape)])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Annuler") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Localizable/Cancel/fr")
  }

  @Test("a reference language shows between the source and the one translated")
  func reference() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    let (es, esMX) = (try Self.column(state, "es"), try Self.column(state, "es-MX"))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: esMX))
    Fixtures.press(&state, [.character("L")])
    Fixtures.press(&state, [.character(":")] + Fixtures.type("reference es") + [.key(.enter)])
    #expect(state.visibleColumns == [0, es, esMX])
    #expect(Renderer.render(state).text(ofRow: 1).contains("es (reference)"))
    #expect(state.selectedColumn == esMX)
  }

  @Test("state filters list the keys with a cell in that state, and ] steps to those cells")
  func stateFilters() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character(":")] + Fixtures.type("filter missing") + [.key(.enter)])
    #expect(state.filter == .missing)
    #expect(state.message == "Showing keys with a missing translation")
    let listed = state.rows.compactMap { row -> (Int, Int)? in
      if case .key(let grid, let row) = row { return (grid, row) }
      return nil
    }
    #expect(!listed.isEmpty)
    for (grid, row) in listed {
      #expect(
        state.project.languages.indices.contains {
          state.project.coverage(grid: grid, row: row, column: $0) == .gap(.missing)
        })
    }
    for _ in 0..<4 {
      Fixtures.press(&state, [.character("]")])
      let cell = try #require(state.selectedCell)
      #expect(state.project.coverage(of: cell) == .gap(.missing))
    }
    Fixtures.press(&state, [.character(":")] + Fixtures.type("filter empty") + [.key(.enter)])
    for case .key(let grid, let row) in state.rows {
      #expect(
        state.project.languages.indices.contains {
          state.project.coverage(grid: grid, row: row, column: $0) == .gap(.empty)
        })
    }
    // f goes back to the cycle it knows.
    Fixtures.press(&state, [.character("f")])
    #expect(state.filter == .all)
  }
}

extension PaletteTests {
  /// What the end-to-end scenario `palette` checked in tmux, in process: the keys' effect on
  /// the state and the screen drawn, nothing of the terminal's own.
  @Test("SampleProject at 120×40: : f r Enter, then L shows fr alone with its progress, Tab, L")
  func paletteScenario() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    func line(_ row: Int) -> String { Renderer.render(state).text(ofRow: row) }
    var effects = Fixtures.press(&state, [.character(":")])
    #expect(line(2).contains(/›( |$)/), ": opens the palette: \(line(2))")
    effects += Fixtures.press(&state, Fixtures.type("fr"))
    let match = Renderer.render(state).text.split(separator: "\n").first { $0.contains("▸ fr ") }
    #expect(match?.contains("French") == true, "fr is the first match")
    effects += Fixtures.press(&state, [.key(.enter)])
    #expect(
      Renderer.render(state).text.contains("─ Errors › error.auth.biometry_failed ─ fr ─"),
      "Enter selects the fr column")
    #expect(line(1).contains("│fr"), "the fr header is on screen")
    effects += Fixtures.press(&state, [.character("L")])
    #expect(
      line(0).contains("│ fr: 41 of 42 translated (97%) · 3 same as source │"),
      "L shows fr's progress in the title: \(line(0))")
    #expect(line(1).hasPrefix("KEY"), "only the source and fr show")
    #expect(!line(1).contains("│de"), "no other language header")
    effects += Fixtures.press(&state, [.key(.tab)])
    #expect(
      Renderer.render(state).text.contains("─ Localizable › settings.sync.footer ─ fr ─ empty"),
      "Tab goes to fr's gap")
    effects += Fixtures.press(&state, [.character("L")])
    #expect(line(1).contains("│← "), "L again shows every language (scrolling)")
    effects += Fixtures.press(&state, [.character("q")])
    #expect(Fixtures.quits(effects), "q quits")
    #expect(Fixtures.writesNothing(effects), "nothing was written")
  }
}
