import L10nCheck
import L10nModel

/// The listed rows: filters, table choice, and keeping the selection in place.
extension EditorState {
  /// Rebuilds `rows` for the current filters, keeping `cell`'s key selected when it is still
  /// listed, else the nearest row.
  mutating func rebuildRows(keeping cell: Finding.Cell?) {
    var rows: [DisplayRow] = []
    for (gridIndex, grid) in project.grids.enumerated() {
      if let tableFilter, grid.table != tableFilter { continue }
      let keys = grid.keys.indices.filter { row in
        switch filter {
        case .all: true
        case .gaps: gapRows[gridIndex][row]
        case .problems: problemRows.indices.contains(gridIndex) && problemRows[gridIndex][row]
        }
      }
      guard !keys.isEmpty else { continue }
      rows.append(.header(gridIndex))
      rows += keys.map { .key(gridIndex, $0) }
    }
    self.rows = rows
    if let cell, let index = rowIndex(of: cell) {
      selectedRow = index
    } else {
      selectedRow = min(selectedRow, max(0, rows.count - 1))
      if selectedRow < rows.count, case .header = rows[selectedRow] {
        selectedRow = min(selectedRow + 1, rows.count - 1)
      }
    }
    scrollToSelection()
  }

  /// The index in `rows` of `cell`'s key.
  func rowIndex(of cell: Finding.Cell) -> Int? {
    guard let gridIndex = project.gridIndex(of: cell.table),
      let row = project.grids[gridIndex].row(of: cell.key)
    else { return nil }
    // Rows are in grid order, then key order: a binary search finds the key's place.
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if Self.order(rows[middle]) < (gridIndex, row, 1) { low = middle + 1 } else { high = middle }
    }
    return low < rows.count && rows[low] == .key(gridIndex, row) ? low : nil
  }

  private static func order(_ row: DisplayRow) -> (Int, Int, Int) {
    switch row {
    case .header(let grid): (grid, -1, 0)
    case .key(let grid, let row): (grid, row, 1)
    }
  }

  /// Recomputes the gap flag and findings of one key after its values changed.
  mutating func refresh(grid gridIndex: Int, row: Int, gapsBefore: Int) {
    let gaps = project.languages.indices.count { isGap(grid: gridIndex, row: row, column: $0) }
    gapRows[gridIndex][row] = gaps > 0
    gapCounts[gridIndex] += gaps - gapsBefore
    let context = RowContext(project: project, grid: project.grids[gridIndex], row: row)
    findings.replaceRow(
      table: context.table, key: context.key, with: linter.check(context))
    if problemRows.indices.contains(gridIndex) {
      problemRows[gridIndex][row] = findings.hasProblem(table: context.table, key: context.key)
    }
  }

  /// Recomputes which rows have problems, from `findings`.
  mutating func recomputeProblemRows() {
    problemRows = project.grids.map { grid in
      grid.keys.map { findings.hasProblem(table: grid.table, key: $0) }
    }
  }

  /// The number of gap cells and problem cells, for the title bar.
  public var counts: (keys: Int, gaps: Int, problems: Int) {
    var keys = 0
    var gaps = 0
    for (gridIndex, grid) in project.grids.enumerated() {
      if let tableFilter, grid.table != tableFilter { continue }
      keys += grid.keys.count
      gaps += gapCounts[gridIndex]
    }
    return (keys, gaps, findings.problemCellCount)
  }
}
