import L10nCheck
import L10nModel

/// The pane under the grid: the selected key, its table and comment, the source value and the
/// selected cell's value in full (wrapped, escapes visible), and the cell's findings in words.
struct DetailDrawing {
  let state: EditorState
  let top: Int
  let height: Int

  func draw(_ canvas: inout Canvas) {
    let width = canvas.screen.width
    guard let selection = state.selection else {
      canvas.put(
        "No keys to show. Press f to change the filter or t to pick a table.", x: 1, y: top + 1)
      return
    }
    let grid = state.project.grids[selection.grid]
    let key = grid.keys[selection.row]
    let language = state.project.languages[state.selectedColumn]
    let cellState = state.state(
      grid: selection.grid, row: selection.row, column: state.selectedColumn)
    let heading =
      "─ \(grid.table) › \(VisibleText.escaped(key.text)) ─ \(language) ─ \(describe(cellState)) "
    canvas.put(
      heading + String(repeating: "─", count: max(0, width)), x: 0, y: top, style: Style(dim: true))
    var lines: [(String, Style)] = []
    let cell = state.cell(grid: selection.grid, row: selection.row, column: state.selectedColumn)
    if let location = grid.entry(row: selection.row, language: 0),
      let entry = state.project.catalogEntry(at: location)?.entry
    {
      var facts: [String] = []
      let selected = grid.entry(row: selection.row, language: state.selectedColumn)
      if let unitState = selected.flatMap({ state.project.catalogLocalization(at: $0)?.state }) {
        facts.append("state: \(unitState)")
      }
      if let extraction = entry.extractionState { facts.append("extraction: \(extraction)") }
      if !entry.shouldTranslate { facts.append("not to be translated") }
      if !facts.isEmpty { lines.append((facts.joined(separator: " · "), Style(dim: true))) }
    }
    if let comment = state.comment(of: cell) {
      lines += wrap("comment: " + comment.replacing("\n", with: " "), width: width - 2).map {
        ($0, Style(dim: true))
      }
    }
    let columns = state.selectedColumn == 0 ? [0] : [0, state.selectedColumn]
    for column in columns {
      let name = state.project.languages[column]
      let style = column == 0 ? Style.plain : Style(bold: true)
      if let plural = state.plural(grid: selection.grid, row: selection.row, column: column) {
        let forms = plural.variables.filter(\.isPlural).flatMap { variable in
          PluralCategory.allCases.compactMap { category in
            variable.form(category.rawValue).map {
              "\(category.rawValue): \(VisibleText.escaped($0))"
            }
          }
        }
        lines += wrap("\(name): " + forms.joined(separator: " · "), width: width - 2).map {
          ($0, style)
        }
      } else {
        let value = state.value(grid: selection.grid, row: selection.row, column: column)
        lines += wrap(
          "\(name): " + (value.map(VisibleText.escaped) ?? "(missing)"), width: width - 2
        )
        .map { ($0, style) }
      }
    }
    if cellState == .unreadable, let fileIndex = state.fileIndex(of: cell),
      let error = state.project.files[fileIndex].error
    {
      let file = state.project.files[fileIndex].relativePath
      lines += wrap("⊘ \(file):\(error.location): \(error.reason)", width: width - 2)
        .map { ($0, CellState.unreadable.style) }
    }
    for finding in state.findings.problems(of: cell) {
      let glyph = CellState.finding(finding.severity).glyph
      lines += wrap("\(glyph) \(finding.message) [\(finding.ruleID)]", width: width - 2)
        .map { ($0, CellState.finding(finding.severity).style) }
    }
    for (offset, line) in lines.prefix(height - 1).enumerated() {
      canvas.put(line.0, x: 1, y: top + 1 + offset, style: line.1)
    }
  }

  private func describe(_ state: CellState) -> String {
    switch state {
    case .missing: "missing"
    case .empty: "empty"
    case .unreadable: "its file failed to parse (read-only)"
    case .needsReview: "needs review"
    case .stale: "stale"
    case .finding(let severity): severity.rawValue
    case .edited: "edited, unsaved"
    case .fine: "ok"
    }
  }

  /// `text` in lines of at most `width` columns, broken at spaces where possible.
  func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    var line = ""
    var lineWidth = 0
    for word in text.split(separator: " ", omittingEmptySubsequences: false) {
      let wordWidth = TextWidth.width(of: word)
      if lineWidth > 0, lineWidth + 1 + wordWidth > width {
        lines.append(line)
        line = ""
        lineWidth = 0
      }
      if lineWidth > 0 {
        line += " "
        lineWidth += 1
      }
      var rest = Substring(word)
      while lineWidth + TextWidth.width(of: rest) > width, let first = rest.first {
        // A word longer than the line is cut where it must be.
        if lineWidth + TextWidth.cell(first).width > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(first)
        lineWidth += TextWidth.cell(first).width
        rest = rest.dropFirst()
      }
      line += rest
      lineWidth += TextWidth.width(of: rest)
    }
    lines.append(line)
    return lines
  }
}

/// The last line: the keys of the current mode, or a message, or a prompt.
struct BottomLine {
  let state: EditorState

  func draw(_ canvas: inout Canvas) {
    let y = canvas.screen.height - 1
    canvas.fill(y: y, style: .plain)
    switch state.mode {
    case .editing(let target, let editor):
      switch target {
      case .value:
        put(&canvas, "Enter keep · Tab keep + next gap · Esc cancel · Alt-Enter line break", y: y)
      case .newKey(let table): prompt(&canvas, "New key in \(table): ", editor: editor, y: y)
      case .newKeyValue(_, let key):
        prompt(&canvas, "Source text of \"\(key)\": ", editor: editor, y: y)
      case .rename(_, let key): prompt(&canvas, "Rename \"\(key)\" to: ", editor: editor, y: y)
      case .comment(_, let key): prompt(&canvas, "Comment of \"\(key)\": ", editor: editor, y: y)
      }
    case .searching(let editor): prompt(&canvas, "/", editor: editor, y: y)
    case .editingPlural:
      put(&canvas, "↑↓ Tab field · Enter keep all · Esc cancel · Alt-Enter line break", y: y)
    case .confirmingDelete(let cell):
      put(
        &canvas, "Delete \"\(cell.key)\" from every language of \(cell.table)? y yes · n no", y: y,
        style: Style(foreground: .red, bold: true))
    case .confirmingQuit:
      let count = state.dirtyFiles.count
      put(
        &canvas,
        "Unsaved changes in \(count) file\(count == 1 ? "" : "s"): s save and quit · d discard and quit · c cancel",
        y: y, style: Style(foreground: .yellow, bold: true))
    case .pickingTable, .help, .normal:
      if let message = state.message {
        put(&canvas, message, y: y, style: Style(bold: true))
      } else {
        put(
          &canvas,
          "Tab gap  ] finding  Enter edit  s save  ? help  q quit  / search  f filter  t table  u undo",
          y: y, style: Style(dim: true))
      }
    }
  }

  private func put(_ canvas: inout Canvas, _ text: String, y: Int, style: Style = .plain) {
    canvas.put(TextWidth.truncate(text, to: canvas.screen.width - 1), x: 0, y: y, style: style)
  }

  private func prompt(_ canvas: inout Canvas, _ label: String, editor: LineEditor, y: Int) {
    let x = canvas.put(label, x: 0, y: y, style: Style(bold: true))
    let before = VisibleText.escaped(String(editor.characters[..<editor.cursor]))
    var visible = before
    while TextWidth.width(of: visible) > canvas.screen.width - x - 2, !visible.isEmpty {
      visible.removeFirst()
    }
    let cursorX = canvas.put(visible, x: x, y: y)
    canvas.put(VisibleText.escaped(String(editor.characters[editor.cursor...])), x: cursorX, y: y)
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
