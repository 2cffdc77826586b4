/// The table picker: "All tables" (index 0) or one table.
struct TablePickerMode: ModeComponent {
  static let contexts: [Command.Context] = [.tablePicker]
  /// The highlighted choice.
  let index: Int

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard let command = state.keymap.bound(to: event, in: Command.TablePicking.self) else {
      return []
    }
    let count = state.project.grids.count + 1
    switch command {
    case .moveUp: state.mode = .pickingTable((index + count - 1) % count)
    case .moveDown: state.mode = .pickingTable((index + 1) % count)
    case .showTable:
      state.mode = .normal
      state.viewport.tableFilter = index == 0 ? nil : state.project.grids[index - 1].table
      state.rebuildRows(keeping: state.selectedCell)
      if state.selection == nil { state.moveToEdge(toEnd: false) }
    case .close: state.mode = .normal
    }
    return []
  }
}

extension TablePickerMode {
  func draw(_ canvas: inout Canvas, state: EditorState) {
    TablePickerDrawing(state: state, index: index).draw(&canvas)
  }

  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.messageOrHints(&canvas, hintStyle: Style(dim: true))
  }
}
