import L10nCheck
import L10nModel

/// Moving the selection and scrolling.
extension EditorState {
  var layout: GridLayout {
    GridLayout(
      width: width, height: height,
      languageCount: viewport.focus == nil ? project.languages.count : shownColumns.count,
      longestKey: analysis.longestKeyWidth, keyWidth: viewport.keyColumnWidth,
      editPanel: isEditingValue, seenAs: seenAs != nil)
  }

  /// Whether a cell's value is being edited (the pane under the grid is the edit panel).
  var isEditingValue: Bool {
    if case .editing(.value, _) = mode { return true }
    return false
  }

  /// Keeps the selected row and column on screen.
  mutating func scrollToSelection() {
    let layout = layout
    // The detail pane of another cell starts from the top.
    if let scroll = viewport.detailScroll, scroll.cell != selectedCell {
      viewport.detailScroll = nil
    }
    if selectedRow < topRow {
      // Show the table header above the first key when it is the selection's.
      viewport.topRow =
        selectedRow > 0 && rows[selectedRow - 1] == .header(selection?.grid ?? -1)
        ? selectedRow - 1 : selectedRow
    } else if selectedRow >= topRow + layout.gridHeight {
      viewport.topRow = selectedRow - layout.gridHeight + 1
    }
    // When the terminal grows (or rows go), scroll back so no room is left empty below.
    viewport.topRow = max(0, min(topRow, rows.count - layout.gridHeight))
    // The focused languages all show: nothing scrolls sideways.
    guard viewport.focus == nil else { return }
    if selectedColumn > 0 {
      if selectedColumn < viewport.firstScrolledColumn {
        viewport.firstScrolledColumn = selectedColumn
      } else if selectedColumn >= viewport.firstScrolledColumn + layout.scrolledColumnCount {
        viewport.firstScrolledColumn = selectedColumn - max(1, layout.scrolledColumnCount) + 1
      }
    }
    // When the terminal grows, scroll back so no room is left empty on the right.
    let languageCount = project.languages.count
    viewport.firstScrolledColumn = min(
      viewport.firstScrolledColumn, max(1, languageCount - layout.scrolledColumnCount))
    viewport.firstScrolledColumn = max(1, viewport.firstScrolledColumn)
  }

  /// Moves `delta` key rows up (negative) or down, skipping table headers.
  mutating func moveRows(_ delta: Int) {
    guard !rows.isEmpty else { return }
    var target = max(0, min(rows.count - 1, selectedRow + delta))
    let step = delta < 0 ? -1 : 1
    while target >= 0, target < rows.count, case .header = rows[target] { target += step }
    if target < 0 || target >= rows.count {
      target = selectedRow
    }
    viewport.selectedRow = target
    scrollToSelection()
  }

  /// Selects the first (`toEnd == false`) or last key row.
  mutating func moveToEdge(toEnd: Bool) {
    viewport.selectedRow = toEnd ? rows.count - 1 : 0
    moveRows(0)
    if !toEnd, selectedRow == 0 { moveRows(1) }
  }

  /// Moves `delta` language columns.
  mutating func moveColumns(_ delta: Int) {
    let shown = shownColumns
    let position = shown.firstIndex(of: selectedColumn) ?? 0
    viewport.selectedColumn = shown[max(0, min(shown.count - 1, position + delta))]
    scrollToSelection()
  }

  /// The next (or previous) cell, scanning row by row from the selection and wrapping once,
  /// for which `matches` holds; `rowFilter` skips whole rows quickly; only cells of `among`
  /// (language columns) are looked at.
  func nextCell(
    backwards: Bool, among allowed: [Int], rowFilter: (Int, Int) -> Bool = { _, _ in true },
    matches: (Int, Int, Int) -> Bool
  ) -> (row: Int, column: Int)? {
    guard !rows.isEmpty else { return nil }
    let columns = project.languages.count
    var isAllowed = [Bool](repeating: false, count: columns)
    for column in allowed { isAllowed[column] = true }
    let start = selectedRow * columns + selectedColumn
    let total = rows.count * columns
    var offset = 1
    while offset <= total {
      let position = ((backwards ? start - offset : start + offset) % total + total) % total
      let column = position % columns
      guard case .key(let grid, let row) = rows[position / columns], rowFilter(grid, row) else {
        offset += backwards ? column + 1 : columns - column  // the rest of the row in one step
        continue
      }
      if isAllowed[column], matches(grid, row, column) { return (position / columns, column) }
      offset += 1
    }
    return nil
  }

  /// Selects a cell found by `nextCell`; returns whether there was one.
  @discardableResult
  mutating func select(_ found: (row: Int, column: Int)?) -> Bool {
    guard let found else { return false }
    viewport.selectedRow = found.row
    viewport.selectedColumn = found.column
    scrollToSelection()
    return true
  }

  /// The next gap (missing or empty cell) of the work columns.
  func nextGap(backwards: Bool) -> (row: Int, column: Int)? {
    nextCell(
      backwards: backwards, among: workColumns, rowFilter: { analysis.gapRows[$0][$1] },
      matches: { project.coverage(grid: $0, row: $1, column: $2).isGap })
  }

  /// Selects the next gap; with none left, the next cell needing review (unless the setting
  /// says Tab visits gaps only).
  mutating func nextGapOrReview(backwards: Bool) {
    if select(nextGap(backwards: backwards)) { return }
    let review =
      tabVisitsReview
      ? nextCell(
        backwards: backwards, among: workColumns,
        rowFilter: { rowIs(.needsReview, grid: $0, row: $1) },
        matches: { needsReview(grid: $0, row: $1, column: $2) }) : nil
    message = select(review) ? "No gaps: a cell needing review" : "No gaps"
  }

  /// What `]` and `[` step to: cells in the state the row filter shows (missing, empty, needs
  /// review, stale), else cells with a problem at the chosen severity.
  var steppedState: Viewport.RowFilter {
    switch filter {
    case .all, .gaps, .problems, .unused: .problems
    case .missing, .empty, .needsReview, .stale: filter
    }
  }

  /// The next cell of the work columns in `steppedState`.
  func nextProblem(backwards: Bool) -> (row: Int, column: Int)? {
    let state = steppedState
    return nextCell(
      backwards: backwards, among: workColumns,
      rowFilter: { rowIs(state, grid: $0, row: $1) },
      matches: { cellIs(state, grid: $0, row: $1, column: $2) })
  }

  /// Selects the cell under a mouse click.
  mutating func select(x: Int, y: Int) {
    let layout = layout
    let rowIndex = topRow + y - GridLayout.gridTop
    guard y >= GridLayout.gridTop, y < GridLayout.gridTop + layout.gridHeight,
      rowIndex < rows.count,
      case .key = rows[rowIndex]
    else { return }
    viewport.selectedRow = rowIndex
    if x >= layout.keyWidth {
      let position = (x - layout.keyWidth) / layout.columnWidth
      let columns = visibleColumns
      if position < columns.count { viewport.selectedColumn = columns[position] }
    }
    scrollToSelection()
  }
}

extension EditorState {
  /// How far the detail pane is scrolled for the selected cell.
  var detailScroll: Int {
    guard let scroll = viewport.detailScroll, scroll.cell == selectedCell else { return 0 }
    return scroll.lines
  }

  /// Scrolls the detail pane `delta` lines, within what it has to show.
  mutating func scrollDetail(by delta: Int) {
    guard let selection, let cell = selectedCell else { return }
    let height = layout.detailHeight
    guard height > 1 else { return }
    var lines = max(0, detailScroll + delta)
    if delta > 0 {
      // As far as the last line at the pane's bottom.
      var probe = self
      probe.viewport.detailScroll = (cell, lines)
      let count = DetailDrawing(state: probe, top: 0, height: height).content(of: selection).all
        .count
      lines = min(lines, max(0, count - (height - 1)))
    }
    viewport.detailScroll = (cell, lines)
  }
}
