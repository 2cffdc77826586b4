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
    let keyComment = state.comment(of: cell)
    if let comment = keyComment {
      lines += wrap("comment: " + comment.replacing("\n", with: " "), width: width - 2).map {
        ($0, Style(dim: true))
      }
    }
    // A language's own comment, when its file says something else.
    if let own = state.project.comment(of: cell), own != keyComment {
      lines += wrap(
        "comment (\(cell.language)): " + own.replacing("\n", with: " "), width: width - 2
      ).map { ($0, Style(dim: true)) }
    }
    lines += conflictLines(width: width)
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
        if lineWidth + TextWidth.width(of: first) > width {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        line.append(first)
        lineWidth += TextWidth.width(of: first)
        rest = rest.dropFirst()
      }
      line += rest
      lineWidth += TextWidth.width(of: rest)
    }
    lines.append(line)
    return lines
  }
}

extension DetailDrawing {
  /// The disk's value and the value as read of the conflict being decided, if any.
  fileprivate func conflictLines(width: Int) -> [(String, Style)] {
    let index: Int
    switch state.mode {
    case .resolvingConflict(let asked), .editing(.conflictText(let asked), _): index = asked
    default: return []
    }
    guard let conflict = state.conflict(at: index) else { return [] }
    let what = if case .comment = conflict.aspect { "comment " } else { "" }
    return wrap(
      "\(what)on disk now: " + VisibleText.escaped(conflict.disk.summary), width: width - 2
    ).map { ($0, Style(foreground: .yellow, bold: true)) }
      + wrap("\(what)as read: " + VisibleText.escaped(conflict.base.summary), width: width - 2)
      .map { ($0, Style(dim: true)) }
      + wrap("\(what)here: " + VisibleText.escaped(conflict.mine.summary), width: width - 2)
      .map { ($0, Style(bold: true)) }
  }
}
