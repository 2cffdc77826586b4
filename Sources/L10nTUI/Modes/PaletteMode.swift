import L10nCheck
import L10nModel

/// The command palette's keys: its own (move, run, close), then the query's line editor's.
struct PaletteMode: ModeComponent {
  static let contexts: [Command.Context] = [.palette, .lineEditor]

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard case .palette(var palette) = state.mode else { return [] }
    // Taken out of the state, not copied: the candidates can be many.
    state.mode = .normal
    if let command = state.keymap.bound(to: event, in: Command.Palette.self) {
      switch command {
      case .moveUp: palette.move(by: -1)
      case .moveDown: palette.move(by: 1)
      case .close: return []
      case .run: return run(palette, in: &state)
      }
    } else {
      let before = palette.query.text
      switch palette.query.apply(event, keymap: state.keymap) {
      case .cancel: return []
      // The line break key (an Enter typed ahead arrives so) runs the choice too.
      case .commit, .commitAndNextGap: return run(palette, in: &state)
      case .edited, .ignored: break
      }
      if palette.query.text != before { palette.refresh(in: state.project) }
    }
    state.mode = .palette(palette)
    return []
  }

  /// Runs the highlighted item, or says why there is none (the palette stays open on an
  /// unknown language).
  private func run(_ palette: Palette, in state: inout EditorState) -> [Effect] {
    if let language = palette.unknownLanguage, palette.selectedItem == nil {
      state.message =
        "No language \"\(language)\" in this project"
        + (palette.items.isEmpty ? "" : " (↓ picks one of the matches)")
      state.mode = .palette(palette)
      return []
    }
    guard let item = palette.selectedItem else {
      state.message = "Nothing matches \"\(palette.query.text)\""
      return []
    }
    return state.run(item)
  }
}

extension EditorState {
  /// Opens the palette.
  mutating func openPalette() {
    mode = .palette(Palette(candidates: paletteCandidates(), project: project))
  }

  /// Does what a palette item says.
  fileprivate mutating func run(_ item: Palette.Item) -> [Effect] {
    switch item {
    case .language(let column):
      if let focus = viewport.focus, !shownColumns.contains(column) {
        self.focus(on: column, reference: focus.reference)
      }
      viewport.selectedColumn = column
      scrollToSelection()
    case .translate(let column): focus(on: column, reference: viewport.focus?.reference)
    case .reference(let column):
      if let focus = viewport.focus { self.focus(on: focus.language, reference: column) }
    case .everyLanguage: focus(on: nil)
    case .table(let grid):
      viewport.tableFilter = grid.map { project.grids[$0].table }
      rebuildRows(keeping: selectedCell)
      if selection == nil { moveToEdge(toEnd: false) }
    case .filter(let filter): show(filter)
    case .command(let command): return runGridCommand(command)
    case .key(let grid, let row):
      let cell = project.cellID(grid: grid, row: row, column: selectedColumn)
      if rowIndex(of: cell) == nil {
        // Hidden by a filter: show the key's table with every key.
        viewport.filter = .all
        if tableFilter != nil { viewport.tableFilter = project.grids[grid].table }
      }
      rebuildRows(keeping: cell)
    }
    return []
  }
}

extension PaletteMode {
  func draw(_ canvas: inout Canvas, state: EditorState) {
    guard case .palette(let palette) = state.mode else { return }
    PaletteDrawing(state: state, palette: palette).draw(&canvas)
  }

  /// The palette's own keys only: its query is typed in a line editor, whose hints (keep the
  /// text, line break) mean nothing here.
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(
      &canvas, hints: line.state.keymap.hints(for: [.palette]), hintStyle: Style(dim: true))
  }
}
