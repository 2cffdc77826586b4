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

/// The box listing "All tables" and every table, the one at `index` selected.
struct TablePickerDrawing {
  let state: EditorState
  let index: Int

  func draw(_ canvas: inout Canvas) {
    let names =
      ["All tables"]
      + state.project.grids.map { "\($0.table.path)  (\(TableLabel.summary(of: $0)))" }
    let width = min(state.width - 4, (names.map { TextWidth.width(of: $0) }.max() ?? 10) + 6)
    let height = min(state.height - 4, names.count + 2)
    let left = (state.width - width) / 2
    let top = 2
    let box = Style(reverse: false, underline: false)
    for row in 0..<height { canvas.fill(x: left, y: top + row, count: width, style: box) }
    canvas.put("Show which table?", x: left + 1, y: top, style: Style(bold: true))
    let visible = height - 2
    let first = max(0, min(index - visible / 2, names.count - visible))
    for (offset, name) in names.dropFirst(first).prefix(visible).enumerated() {
      let selected = first + offset == index
      canvas.put(
        TextWidth.pad((selected ? "▸ " : "  ") + name, to: width - 2), x: left + 1,
        y: top + 1 + offset,
        style: selected ? Style(reverse: true) : .plain)
    }
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
