import L10nCheck
import L10nModel

/// The listed rows: filters, table choice, and keeping the selection in place.
extension EditorState {
  /// Rebuilds `rows` for the current filters, keeping `cell`'s key selected when it is still
  /// listed, else the nearest row.
  mutating func rebuildRows(keeping cell: CellID?) {
    var rows = Viewport.DisplayRows()
    for (gridIndex, grid) in project.grids.enumerated() {
      if let tableFilter, grid.table != tableFilter { continue }
      var listed = false
      for row in grid.keys.indices where rowIs(filter, grid: gridIndex, row: row) {
        if !listed { rows.append(.header(gridIndex)) }
        listed = true
        rows.append(.key(gridIndex, row))
      }
    }
    viewport.rows = rows
    refreshFocusProgress()
    viewport.searchSteps = []
    if let cell, let index = rowIndex(of: cell) {
      viewport.selectedRow = index
    } else {
      viewport.selectedRow = min(selectedRow, max(0, rows.count - 1))
      if selectedRow < rows.count, case .header = rows[selectedRow] {
        viewport.selectedRow = min(selectedRow + 1, rows.count - 1)
      }
    }
    scrollToSelection()
  }

  /// The index in `rows` of `cell`'s key.
  func rowIndex(of cell: CellID) -> Int? {
    guard let gridIndex = project.gridIndex(of: cell.table),
      let row = project.grids[gridIndex].row(of: cell.key)
    else { return nil }
    return viewport.rowIndex(grid: gridIndex, row: row)
  }

  /// The number of keys, gap cells, problem cells (errors and warnings) and cells with only
  /// notes (infos), for the title bar.
  package var counts: (keys: Int, gaps: Int, problems: Int, notes: Int) {
    var keys = 0
    var gaps = 0
    for (gridIndex, grid) in project.grids.enumerated() {
      if let tableFilter, grid.table != tableFilter { continue }
      keys += grid.keys.count
      gaps += analysis.gapCounts[gridIndex]
    }
    return (keys, gaps, findings.problemCellCount, findings.noteCellCount)
  }
}
