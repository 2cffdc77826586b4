import L10nCheck
import L10nModel

/// The per-language mode: the source, an optional reference language and one language to
/// translate, with that language's progress; and the cells each row filter is about.
extension EditorState {
  /// The language columns the grid shows: every one (scrolling), or the focus's.
  var shownColumns: [Int] {
    guard let focus = viewport.focus else { return Array(project.languages.indices) }
    var columns = [0]
    for column in [focus.reference, focus.language].compactMap(\.self)
    where !columns.contains(column) {
      columns.append(column)
    }
    return columns
  }

  /// The language columns on screen now, left to right.
  var visibleColumns: [Int] {
    viewport.focus == nil
      ? layout.visibleColumns(
        first: viewport.firstScrolledColumn, languageCount: project.languages.count)
      : shownColumns
  }

  /// The columns whose cells make work (gaps, problems, filtered states): every language, or
  /// the focused one.
  var workColumns: [Int] {
    viewport.focus.map { [$0.language] } ?? Array(project.languages.indices)
  }

  /// Shows only the source, `reference` and `column`'s language; `nil` shows every language
  /// again.
  mutating func focus(on column: Int?, reference: Int? = nil) {
    let cell = selectedCell
    if let column {
      viewport.focus = Viewport.LanguageFocus(
        language: column, reference: reference == column || reference == 0 ? nil : reference)
      viewport.selectedColumn = column
    } else {
      viewport.focus = nil
    }
    rebuildRows(keeping: cell)
    if let focus = viewport.focus {
      let language = project.languages[focus.language]
      let reference = focus.reference.map { " (reference: \(project.languages[$0]))" } ?? ""
      message =
        "Translating \(language)\(reference): Tab, ] and the filters look at \(language) only"
        + (keymap.keysLabel(of: .grid(.focusLanguage)).map { "; \($0) shows every language" } ?? "")
    } else {
      message = "Showing every language"
    }
  }

  /// Counts the focused language's translated and expected cells again, and among the
  /// translated those whose text is the source's.
  mutating func refreshFocusProgress() {
    guard let focus = viewport.focus else { return }
    var translated = 0
    var expected = 0
    var same = 0
    for grid in project.grids.indices {
      if let tableFilter, project.grids[grid].table != tableFilter { continue }
      // The table's facts found once, not per row.
      let coverage = project.gridCoverage(grid, everyCell: true)
      for row in project.grids[grid].keys.indices {
        switch coverage.coverage(row: row, column: focus.language) {
        case .covered:
          translated += 1
          expected += 1
          if let source = coverage.source, source != focus.language,
            let text = project.content(grid: grid, row: row, column: focus.language).text,
            !text.isEmpty, project.content(grid: grid, row: row, column: source).text == text
          {
            same += 1
          }
        case .gap: expected += 1
        case .notCounted: break
        }
      }
    }
    viewport.focusProgress = (translated, expected, same)
  }

  /// Whether a cell is one that `filter` lists its row for (a state filter) — for `all`, `gaps`
  /// and `problems`, whether it is a gap or has a problem.
  func cellIs(_ filter: Viewport.RowFilter, grid: Int, row: Int, column: Int) -> Bool {
    switch filter {
    case .all: true
    case .gaps: project.coverage(grid: grid, row: row, column: column).isGap
    case .problems:
      findings.worstSeverity(of: cell(grid: grid, row: row, column: column)).map {
        $0 >= analysis.minimumSeverity
      } ?? false
    case .missing:
      switch project.coverage(grid: grid, row: row, column: column) {
      case .gap(.missing), .gap(.new): true
      default: false
      }
    case .empty: project.coverage(grid: grid, row: row, column: column) == .gap(.empty)
    case .needsReview: needsReview(grid: grid, row: row, column: column)
    case .stale: project.translationState(grid: grid, row: row, column: column) == .stale
    case .unused: isUnused(grid: grid, row: row)
    }
  }

  /// Whether `filter` lists a key row: a cell of the work columns in its state.
  func rowIs(_ filter: Viewport.RowFilter, grid: Int, row: Int) -> Bool {
    switch filter {
    case .all: return true
    case .gaps where viewport.focus == nil: return analysis.gapRows[grid][row]
    case .problems where viewport.focus == nil:
      return analysis.problemRows.indices.contains(grid) && analysis.problemRows[grid][row]
    case .missing, .empty:
      // Only rows with a gap can have one; the flags answer most rows at once.
      guard analysis.gapRows[grid][row] else { return false }
    case .needsReview:
      // A review state is a catalog's own, else in the review file; any table can have
      // outdated translations.
      guard
        project.everyLanguageFile(ofGrid: grid) != nil || !project.reviews.isEmpty
          || !analysis.outdated.isEmpty
      else { return false }
    case .stale:
      // Only a table one file holds for every language (a String Catalog) has review states.
      guard project.everyLanguageFile(ofGrid: grid) != nil else { return false }
    case .unused: return isUnused(grid: grid, row: row)
    case .gaps, .problems: break
    }
    return workColumns.contains { cellIs(filter, grid: grid, row: row, column: $0) }
  }
}

extension EditorState {
  /// Lists the rows `filter` keeps, saying so.
  mutating func show(_ filter: Viewport.RowFilter) {
    viewport.filter = filter
    rebuildRows(keeping: selectedCell)
    let language = viewport.focus.map { " in \(project.languages[$0.language])" } ?? ""
    message = "Showing \(filter.listed)\(filter == .all ? "" : language)"
  }
}
