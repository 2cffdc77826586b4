import L10nCheck
import L10nModel

/// The palette over the grid: the query, then the best matches, the highlighted one reversed.
struct PaletteDrawing {
  let state: EditorState
  let palette: Palette

  func draw(_ canvas: inout Canvas) {
    let width = min(state.width - 4, 100)
    let left = (state.width - width) / 2
    let listed = palette.items
    let height = max(3, min(state.height - 4, listed.count + 2))
    let top = 2
    for row in 0..<height { canvas.fill(x: left, y: top + row, count: width, style: .plain) }
    let x = canvas.put("› ", x: left + 1, y: top, style: Style(bold: true))
    let query = palette.query
    let cursorX = canvas.put(
      VisibleText.escaped(String(query.characters[..<query.cursor])), x: x, y: top,
      limit: width - 4)
    canvas.put(
      VisibleText.escaped(String(query.characters[query.cursor...])), x: cursorX, y: top,
      limit: max(0, left + width - 1 - cursorX))
    canvas.screen.cursor = Screen.Position(x: cursorX, y: top)
    let visible = height - 2
    if listed.isEmpty {
      canvas.put("no match", x: left + 3, y: top + 1, style: Style(dim: true))
    }
    let first = max(0, min(palette.selected - visible + 1, listed.count - visible))
    for (offset, item) in listed.dropFirst(first).prefix(visible).enumerated() {
      let candidate = palette.describe(item, in: state.project)
      let y = top + 1 + offset
      let selected = first + offset == palette.selected
      let style = selected ? Style(reverse: true) : Style.plain
      canvas.fill(x: left + 1, y: y, count: width - 2, style: style)
      let labelWidth = min(width - 6, max(24, width / 2))
      canvas.putField(
        (selected ? "▸ " : "  ") + VisibleText.escaped(candidate.label), x: left + 1, y: y,
        width: labelWidth, style: selected ? Style(bold: true, reverse: true) : .plain)
      var detailStyle = Style(dim: !selected)
      detailStyle.reverse = selected
      canvas.putField(
        VisibleText.escaped(candidate.detail), x: left + 2 + labelWidth, y: y,
        width: width - 3 - labelWidth, style: detailStyle)
    }
    if listed.count > visible {
      canvas.put(
        " \(palette.selected + 1)/\(listed.count) ", x: left + width - 12, y: top + height - 1,
        style: Style(dim: true))
    }
  }
}
