import L10nCheck
import L10nModel

/// Moving the selection and scrolling.
extension EditorState {
  var layout: GridLayout {
    GridLayout(
      width: width, height: height, languageCount: project.languages.count,
      longestKey: analysis.longestKeyWidth, keyWidth: viewport.keyColumnWidth)
  }

  /// Keeps the selected row and column on screen.
  mutating func scrollToSelection() {
    let layout = layout
    if selectedRow < topRow {
      // Show the table header above the first key when it is the selection's.
      viewport.topRow =
        selectedRow > 0 && rows[selectedRow - 1] == .header(selection?.grid ?? -1)
        ? selectedRow - 1 : selectedRow
    } else if selectedRow >= topRow + layout.gridHeight {
      viewport.topRow = selectedRow - layout.gridHeight + 1
    }
    viewport.topRow = max(0, min(topRow, max(0, rows.count - 1)))
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
    viewport.selectedColumn = max(0, min(project.languages.count - 1, selectedColumn + delta))
    scrollToSelection()
  }

  /// The next (or previous) cell, scanning row by row from the selection and wrapping once,
  /// for which `matches` holds; `rowFilter` skips whole rows quickly.
  func nextCell(
    backwards: Bool, rowFilter: (Int, Int) -> Bool = { _, _ in true },
    matches: (Int, Int, Int) -> Bool
  ) -> (row: Int, column: Int)? {
    guard !rows.isEmpty else { return nil }
    let columns = project.languages.count
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
      if matches(grid, row, column) { return (position / columns, column) }
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

  /// The next gap (missing or empty cell).
  func nextGap(backwards: Bool) -> (row: Int, column: Int)? {
    nextCell(
      backwards: backwards, rowFilter: { analysis.gapRows[$0][$1] },
      matches: { project.coverage(grid: $0, row: $1, column: $2).isGap })
  }

  /// The next cell with a problem.
  func nextProblem(backwards: Bool) -> (row: Int, column: Int)? {
    nextCell(
      backwards: backwards,
      rowFilter: {
        findings.hasProblem(
          table: project.grids[$0].table, key: project.grids[$0].keys[$1],
          atLeast: analysis.minimumSeverity)
      },
      matches: {
        findings.worstSeverity(of: cell(grid: $0, row: $1, column: $2)).map {
          $0 >= analysis.minimumSeverity
        } ?? false
      })
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
      let columns = layout.visibleColumns(
        first: viewport.firstScrolledColumn, languageCount: project.languages.count)
      if position < columns.count { viewport.selectedColumn = columns[position] }
    }
    scrollToSelection()
  }
}
