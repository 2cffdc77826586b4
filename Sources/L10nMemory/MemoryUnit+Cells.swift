import L10nModel

extension MemoryUnit {
  /// The units of `cells` of `project` as the project memory would hold them.
  ///
  /// Each translation's text (non-empty, not a String Catalog translation still `new`) with
  /// its source text and place. Source cells, missing ones, plural entries, keys marked Don't
  /// Translate and translations
  /// that need review (not vetted: the user memory keeps what a translator stands by) give
  /// none.
  package static func units(of cells: some Sequence<CellID>, in project: Project) -> [MemoryUnit] {
    cells.compactMap { cell in
      guard let (grid, row, column) = project.position(of: cell), let row,
        let sourceColumn = project.sourceColumn(ofGrid: grid), column != sourceColumn,
        !project.isSourceSide(column: column), project.isToBeTranslated(grid: grid, row: row),
        case .text(let translation, let state) = project.content(
          grid: grid, row: row, column: column),
        !translation.isEmpty, state != .new,
        project.reviewState(grid: grid, row: row, column: column)?.needsReview != true,
        let source = project.content(grid: grid, row: row, column: sourceColumn).text,
        !source.isEmpty
      else { return nil }
      return MemoryUnit(
        source: source, translation: translation, language: cell.language,
        context: MemoryContext(
          table: cell.table, key: cell.key,
          comment: project.comment(grid: grid, row: row, column: sourceColumn)))
    }
  }
}
