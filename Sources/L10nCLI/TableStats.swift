import L10nModel

/// Coverage of one table in one language against the source language.
struct TableStats {
  var table: TableID
  var language: LanguageID
  /// Keys with an entry in this language.
  var entries: Int
  /// Gaps (the model's one definition: source keys missing, empty or still `new`).
  var gaps: Int
  /// Keys in the source language.
  var sourceKeys: Int

  /// The share of source keys translated, 0 to 100.
  var percentComplete: Double {
    sourceKeys == 0 ? 100 : Double(sourceKeys - gaps) * 100 / Double(sourceKeys)
  }

  /// The statistics of every table in each language of its bundle: a language without a file
  /// for the table shows at 0%; `Base` and the source language only as the table's source.
  static func compute(_ project: Project) -> [TableStats] {
    var all: [TableStats] = []
    for (gridIndex, grid) in project.grids.enumerated() {
      let coverage = project.gridCoverage(gridIndex)
      let source = coverage.source
      let rows = grid.keys.indices
      let sourceKeys = source.map { column in
        rows.count { grid.entry(row: $0, language: column) != nil }
      }
      for column in project.languages.indices {
        let hasFile = grid.files[column] != nil || grid.pluralFiles[column] != nil
        guard project.isInBundle(grid: gridIndex, column: column),
          column == source || !project.isSourceSide(column: column),
          hasFile || source != nil
        else { continue }
        let entries = rows.count { grid.entry(row: $0, language: column) != nil }
        let gaps = rows.count { coverage.coverage(row: $0, column: column).isGap }
        all.append(
          TableStats(
            table: grid.table, language: project.languages[column], entries: entries, gaps: gaps,
            sourceKeys: sourceKeys ?? 0))
      }
    }
    return all
  }
}
