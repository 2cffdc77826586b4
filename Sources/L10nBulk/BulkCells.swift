import L10nModel

/// The cells a bulk operation looks at: one language's cells of every table, in grid order,
/// where that language's file can be written; each says when writing it would make a file
/// that will not ship.
package enum BulkCells {
  /// One cell: where it is and what it holds.
  package struct Cell: Sendable {
    /// The table's grid.
    package var grid: Int
    /// The key's row.
    package var row: Int
    /// The cell.
    package var id: CellID
    /// What it holds.
    package var content: CellContent
    /// Whether it is a gap.
    package var coverage: Coverage
    /// Why writing it would make a file its table's target would not ship, naming the file
    /// and what to do (`Project.unshippedNewFile`): such a cell is left (see
    /// `BulkChange.leaves(_:)`).
    package var unshippedFile: String?
  }

  /// Calls `body` with each cell of `column` whose file can be written (or will be created).
  package static func forEach(column: Int, of project: Project, _ body: (Cell) -> Void) {
    for grid in project.grids.indices {
      let table = project.grids[grid]
      if let file = table.files[column], !project.files[file].isWritable { continue }
      let coverage = project.gridCoverage(grid, everyCell: true)
      let language = project.languages[column]
      let unshipped = project.unshippedNewFile(of: table.table, language: language)
      let unshippedPlural = project.unshippedNewFile(
        of: table.table, language: language, plural: true)
      let source = project.sourceColumn(ofGrid: grid)
      for row in table.keys.indices {
        // A plural cell's forms may go to another file (a `.strings` table's `.stringsdict`).
        let isPlural =
          unshipped != unshippedPlural
          && source.map { project.content(grid: grid, row: row, column: $0).plural != nil }
            == true
        body(
          Cell(
            grid: grid, row: row, id: project.cellID(grid: grid, row: row, column: column),
            content: project.content(grid: grid, row: row, column: column),
            coverage: coverage.coverage(row: row, column: column),
            unshippedFile: isPlural ? unshippedPlural : unshipped))
      }
    }
  }

  /// The column of `language`, or an error naming the project's languages.
  package static func column(of language: LanguageID, in project: Project) throws(BulkError) -> Int
  {
    guard let column = project.column(of: language) else {
      throw BulkError(
        description: "the project has no language \(language) (languages: "
          + project.languages.map(\.code).joined(separator: ", ") + ")")
    }
    return column
  }
}
