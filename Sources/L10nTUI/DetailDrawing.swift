import L10nCheck
import L10nModel

/// The pane under the grid: the selected key, its table and comment, the source value and the
/// selected cell's value in full (wrapped, escapes visible) — or, while the cell is edited, the
/// value being edited with the cursor in it — and the cell's findings in words.
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
    let keyComment = state.comment(of: cell)
    if let comment = keyComment {
      lines += wrapped("comment: ", comment.lazy.map { $0 == "\n" ? " " : $0 }, Style(dim: true))
    }
    // A language's own comment, when its file says something else.
    if let own = state.project.comment(of: cell), own != keyComment {
      lines += wrapped(
        "comment (\(cell.language)): ", own.lazy.map { $0 == "\n" ? " " : $0 }, Style(dim: true))
    }
    lines += conflictLines()
    var source: [(String, Style)] = []
    var edited: EditedLines?
    let columns = state.selectedColumn == 0 ? [0] : [0, state.selectedColumn]
    for column in columns {
      let name = state.project.languages[column]
      let style = column == 0 ? Style.plain : Style(bold: true)
      if case .editing(.value(let editedCell), let editor) = state.mode,
        editedCell == state.cell(grid: selection.grid, row: selection.row, column: column)
      {
        edited = editedLines(editor, label: "\(name) (editing): ", style: style)
      } else {
        let content = state.project.content(
          grid: selection.grid, row: selection.row, column: column)
        source += wrapped("\(name): ", Self.describe(content), style)
      }
    }
    var findings: [(String, Style)] = []
    if cellState == .unreadable, let fileIndex = state.fileIndex(of: cell),
      let error = state.project.files[fileIndex].error
    {
      let file = state.project.files[fileIndex].relativePath
      findings += wrapped(
        "⊘ ", "\(file):\(error.location): \(error.reason)", CellState.unreadable.style)
    }
    for finding in state.findings.problems(of: cell) {
      let glyph = CellState.finding(finding.severity).glyph
      findings += wrapped(
        "\(glyph) ", "\(finding.message) [\(finding.ruleID)]",
        CellState.finding(finding.severity).style)
    }
    guard let edited else {
      put(lines + source + findings, on: &canvas)
      return
    }
    let (rows, cursor) = arrange(context: lines, source: source, edited: edited, after: findings)
    put(rows, on: &canvas)
    canvas.screen.cursor = Screen.Position(x: 1 + cursor.x, y: top + 1 + cursor.y)
  }

  private func put(_ lines: [(String, Style)], on canvas: inout Canvas) {
    for (offset, line) in lines.prefix(height - 1).enumerated() {
      canvas.put(line.0, x: 1, y: top + 1 + offset, style: line.1)
    }
  }

  /// A cell's content in full: the text, a plural entry's format and forms per variable, a
  /// catalog's summary of what it does not edit, or that there is nothing.
  static func describe(_ content: CellContent) -> String {
    switch content {
    case .text(let text, _): return text
    case .structured(let summary): return summary
    case .missing: return "(missing)"
    case .unreadable: return "(unreadable)"
    case .plural(let entry, _):
      let variables = entry.variables.filter(\.isPlural)
      let forms = variables.map { variable in
        let forms = PluralCategory.allCases.compactMap { category in
          variable.form(category.rawValue).map { "\(category.rawValue): \($0)" }
        }
        .joined(separator: " · ")
        return variables.count > 1 ? "\(variable.name) { \(forms) }" : forms
      }
      // A catalog's own plural variations have no format around them.
      let format = entry.formatKey.isEmpty ? "" : entry.formatKey + " — "
      return format + forms.joined(separator: " ")
    }
  }

  private func describe(_ state: CellState) -> String {
    switch state {
    case .missing: "missing"
    case .notExpected: "nothing expected (another bundle's language, or the source is elsewhere)"
    case .empty: "empty"
    case .unreadable: "its file failed to parse (read-only)"
    case .needsReview: "needs review"
    case .stale: "stale"
    case .finding(let severity): severity.rawValue
    case .edited: "edited, unsaved"
    case .fine: "ok"
    }
  }
}

extension DetailDrawing {
  /// `label` then `text` in lines of the pane's width, escapes visible, no more lines than the
  /// pane has.
  func wrapped(
    _ label: String, _ text: some Collection<Character>, _ style: Style
  ) -> [(String, Style)] {
    var wrapper = LineWrapper(width: state.width - 2, limit: height - 1)
    wrapper.append(label)
    wrapper.append(text)
    return wrapper.lines.map { ($0, style) }
  }

  /// The disk's value and the value as read of the conflict being decided, if any.
  fileprivate func conflictLines() -> [(String, Style)] {
    let index: Int
    switch state.mode {
    case .resolvingConflict(let asked), .editing(.conflictText(let asked), _): index = asked
    default: return []
    }
    guard let conflict = state.conflict(at: index) else { return [] }
    let what = if case .comment = conflict.aspect { "comment " } else { "" }
    return wrapped(
      "\(what)on disk now: ", conflict.disk.summary, Style(foreground: .yellow, bold: true))
      + wrapped("\(what)as read: ", conflict.base.summary, Style(dim: true))
      + wrapped("\(what)here: ", conflict.mine.summary, Style(bold: true))
  }
}
