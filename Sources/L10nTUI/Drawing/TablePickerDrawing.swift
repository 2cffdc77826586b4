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
