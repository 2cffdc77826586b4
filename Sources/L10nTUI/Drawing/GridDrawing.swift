import Foundation
import L10nCheck
import L10nModel
import L10nResolve

/// The column headers and the rows of the grid.
struct GridDrawing {
  let state: EditorState
  let layout: GridLayout

  func draw(_ canvas: inout Canvas) {
    let columns = state.visibleColumns
    drawHeaders(&canvas, columns: columns)
    // One resolution per table on screen (Apple's matching runs once per table and frame).
    var seenAs: [Int: TableResolution] = [:]
    for line in 0..<layout.gridHeight {
      let index = state.topRow + line
      guard index < state.rows.count else { break }
      let y = GridLayout.gridTop + line
      switch state.rows[index] {
      case .header(let grid):
        let table = state.project.grids[grid]
        canvas.fill(y: y, style: Style(foreground: .cyan))
        canvas.put(
          "▾ \(table.table.path) — \(TableLabel.summary(of: table))",
          x: 0, y: y,
          style: Style(foreground: .cyan, bold: true))
      case .key(let grid, let row):
        drawRow(
          &canvas, y: y, grid: grid, row: row, selected: index == state.selectedRow,
          columns: columns)
        if let resolution = seenAs[grid] ?? state.seenAsResolution(grid: grid) {
          seenAs[grid] = resolution
          drawSeenAs(
            &canvas, resolution.resolve(row: row), x: layout.x(ofVisibleColumn: columns.count),
            y: y)
        }
      }
    }
  }

  private func drawHeaders(_ canvas: inout Canvas, columns: [Int]) {
    let style = Style(bold: true, underline: true)
    canvas.fill(y: 1, style: style)
    canvas.put("KEY", x: 0, y: 1, style: style, limit: layout.keyWidth)
    // Arrows say more languages scroll into view (none do while one is focused).
    let hidden = state.viewport.focus == nil ? state.project.languages.count - columns.count : 0
    for (position, column) in columns.enumerated() {
      let language = state.project.languages[column]
      var label = column == 0 ? "\(language) (source)" : language.code
      if position == columns.count - 1, hidden > 0,
        columns.last != state.project.languages.count - 1
      {
        label += "  →"
      }
      if position == 1, hidden > 0, state.viewport.firstScrolledColumn > 1 {
        label = "← " + label
      }
      if let focus = state.viewport.focus, column == focus.reference { label += " (reference)" }
      canvas.put(
        "│" + label, x: layout.x(ofVisibleColumn: position), y: 1, style: style,
        limit: layout.columnWidth)
    }
    if let seenAs = state.seenAs {
      canvas.put(
        "│seen as " + seenAs.joined(separator: ","), x: layout.x(ofVisibleColumn: columns.count),
        y: 1, style: style, limit: layout.columnWidth)
    }
  }

  /// The seen-as cell: the value the user sees, marked `↪ en` when it comes from another
  /// localization than theirs and `⚠ key` when the key itself shows.
  private func drawSeenAs(_ canvas: inout Canvas, _ value: ResolvedValue, x: Int, y: Int) {
    canvas.put("│", x: x, y: y, style: Style(dim: true))
    let (mark, style): (String, Style) =
      switch value.origin {
      case .chosen: ("", .plain)
      case .fallback, .development, .base:
        ("↪ \(value.language?.code ?? ""): ", Style(foreground: .yellow))
      case .storyboard: ("↪ storyboard: ", Style(foreground: .yellow))
      case .key: ("⚠ key: ", Style(foreground: .red))
      }
    let text = VisibleText.escaped(String(value.text.prefix(layout.columnWidth * 2)))
    canvas.putField(mark + text, x: x + 1, y: y, width: layout.columnWidth - 1, style: style)
  }

  private func drawRow(
    _ canvas: inout Canvas, y: Int, grid: Int, row: Int, selected: Bool, columns: [Int]
  ) {
    let key = state.project.grids[grid].keys[row]
    canvas.putField(
      VisibleText.escaped(key.text), x: 0, y: y, width: layout.keyWidth - 1,
      style: selected ? Style(bold: true) : .plain)
    for (position, column) in columns.enumerated() {
      let x = layout.x(ofVisibleColumn: position)
      let cellState = state.state(grid: grid, row: row, column: column)
      let isSelected = selected && column == state.selectedColumn
      var style = cellState.style
      if isSelected { style.reverse = true }
      canvas.put("│", x: x, y: y, style: Style(dim: true))
      let value = state.displayText(grid: grid, row: row, column: column)
      let text: String
      switch cellState {
      case .missing: text = "missing"
      case .notExpected: text = ""
      case .empty: text = "empty"
      case .unreadable: text = "unreadable"
      // Only the start of a long value can show; escape just that.
      default:
        text = value.map { VisibleText.escaped(String($0.prefix(layout.columnWidth * 2))) } ?? ""
      }
      let contentWidth = layout.columnWidth - 1
      // One pass: cut with `…` or padded to the column.
      let shown = cellState.glyph + " " + text
      canvas.putField(shown, x: x + 1, y: y, width: contentWidth, style: style)
      highlightMatch(
        &canvas, in: shown, x: x + 1, y: y, width: contentWidth, isSelected: isSelected)
      if isSelected, case .editing(.value, let editor) = state.mode {
        drawEditor(&canvas, editor: editor, x: x + 1, y: y)
      }
    }
  }

  /// Underlines the part of a cell that matches the search being typed or the last one.
  private func highlightMatch(
    _ canvas: inout Canvas, in shown: String, x: Int, y: Int, width: Int, isSelected: Bool
  ) {
    var query = state.lastSearch
    if case .searching(let editor) = state.mode { query = editor.text }
    guard !query.isEmpty, let range = shown.range(of: query, options: .caseInsensitive) else {
      return
    }
    let start = x + TextWidth.width(of: shown[..<range.lowerBound])
    canvas.put(
      String(shown[range]), x: start, y: y,
      style: Style(foreground: .black, background: .yellow, reverse: isSelected, underline: true),
      limit: x + width - start)
  }

  /// The line editor over the cell, widened to the right edge, scrolled to show the cursor.
  private func drawEditor(_ canvas: inout Canvas, editor: LineEditor, x: Int, y: Int) {
    let width = canvas.screen.width - x
    let before = VisibleText.escaped(String(editor.characters[..<editor.cursor].suffix(width)))
    let after = VisibleText.escaped(String(editor.characters[editor.cursor...].prefix(width)))
    let visibleBefore = String(TextWidth.suffix(of: before, fitting: width - 2))
    let style = Style(foreground: .black, background: .white, underline: true)
    canvas.fill(x: x, y: y, count: width, style: style)
    let cursorX = canvas.put(visibleBefore, x: x, y: y, style: style)
    canvas.put(after, x: cursorX, y: y, style: style, limit: width - (cursorX - x))
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
