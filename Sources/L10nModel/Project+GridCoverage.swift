extension Project {
  /// The coverage of one grid's cells with what `coverage(grid:row:column:)` looks up for every
  /// cell — the table's source column, the columns where a missing key counts, each column's
  /// document — found once: for questions about whole tables (`stats`, `lint`, the editor's
  /// gap flags), where per cell those look-ups cost more than the answer.
  public struct GridCoverage: Sendable {
    private let project: Project
    private let grid: Int
    private let table: TableGrid
    /// The table's source column (see `sourceColumn(ofGrid:)`).
    public let source: Int?
    /// Whether a file of the table holds every language (a String Catalog): then each cell is
    /// answered by the per-cell definition.
    private let perCell: Bool
    /// Per column: whether it is one of the table's bundle (and not `Base` beside the source:
    /// see `isBaseBesideSource`).
    private let inBundle: [Bool]
    /// Per column: whether a missing key is a gap (not for unreadable files, not on the
    /// source side).
    private let missingIsGap: [Bool]
    /// Per column: the language's document of the table (its `.strings` file's).
    private let documents: [(any CellDocument)?]
    /// Per column, for questions about every cell: whether each entry of its document has an
    /// empty text, where the document says so at once (see `CellDocument.emptyTextFlags`).
    private let emptyTexts: [[Bool]?]

    init(project: Project, grid: Int, everyCell: Bool) {
      self.project = project
      self.grid = grid
      table = project.grids[grid]
      source = project.sourceColumn(ofGrid: grid)
      let files = table.files
      perCell = files.contains { index in
        index.map { project.files[$0].holdsEveryLanguage } ?? false
      }
      inBundle = project.languages.indices.map {
        project.isInBundle(grid: grid, column: $0)
          && !project.isBaseBesideSource(grid: grid, column: $0)
      }
      missingIsGap = project.languages.indices.map {
        !(project.isUnreadable(grid: grid, column: $0) || project.isSourceSide(column: $0))
      }
      documents = files.map { $0.flatMap { project.files[$0].cellDocument } }
      emptyTexts =
        everyCell
        ? zip(documents, project.languages).map { document, language in
          document?.emptyTextFlags(language: language)
        } : documents.map { _ in nil }
    }

    /// The coverage of the cell at (`row`, `column`): the same answer as
    /// `Project.coverage(grid:row:column:)`.
    public func coverage(row: Int, column: Int) -> Coverage {
      coverage(
        row: row, column: column, location: table.entry(row: row, language: column),
        sourceLocation: source.flatMap { table.entry(row: row, language: $0) })
    }

    /// `coverage(row:column:)` of a cell whose entry is at `location`, in a row whose source
    /// column's entry is at `sourceLocation` (what the grid says of them, passed when the caller
    /// has them already).
    public func coverage(
      row: Int, column: Int, location: EntryLocation?, sourceLocation: EntryLocation?
    ) -> Coverage {
      if perCell { return project.coverage(grid: grid, row: row, column: column) }
      guard source != nil, let sourceLocation, inBundle[column] else { return .notCounted }
      guard let location else {
        return missingIsGap[column] ? .gap(.missing) : .notCounted
      }
      // A plural entry lives in the overlay, never empty; a text may be.
      guard Int(location.file) == table.files[column] else { return .covered }
      let entry = Int(location.entry)
      // Read in place: binding the column's flags copied (retained) them for every cell.
      if emptyTexts[column] != nil {
        guard emptyTexts[column]?[entry] == true else { return .covered }
      } else {
        guard let document = documents[column] else { return .covered }
        let language = project.languages[column]
        if column != source && document.state(entry: entry, language: language) == .new {
          return .gap(.new)
        }
        guard document.hasEmptyText(entry: entry, language: language) else { return .covered }
      }
      // A translation of an empty source may be empty: nothing to translate.
      return column != source && sourceIsEmpty(sourceLocation) ? .covered : .gap(.empty)
    }

    private func sourceIsEmpty(_ location: EntryLocation) -> Bool {
      guard let source, Int(location.file) == table.files[source] else { return false }
      if let flags = emptyTexts[source] { return flags[Int(location.entry)] }
      return documents[source]?.hasEmptyText(
        entry: Int(location.entry), language: project.languages[source]) ?? false
    }
  }

  /// The coverage of the cells of the grid at `grid` (see `GridCoverage`); with `everyCell`,
  /// for asking of every cell of the table, what costs a pass over its files is found at once.
  public func gridCoverage(_ grid: Int, everyCell: Bool = false) -> GridCoverage {
    GridCoverage(project: self, grid: grid, everyCell: everyCell)
  }
}
