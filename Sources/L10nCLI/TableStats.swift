import L10nModel

/// Coverage of one table in one language against the source language.
struct TableStats {
  var table: TableID
  var language: LanguageID
  /// Keys with an entry in this language.
  var entries: Int
  /// Source keys that are missing or empty in this language.
  var gaps: Int
  /// Keys in the source language.
  var sourceKeys: Int

  /// The share of source keys translated, 0 to 100.
  var percentComplete: Double {
    sourceKeys == 0 ? 100 : Double(sourceKeys - gaps) * 100 / Double(sourceKeys)
  }

  /// The statistics of every table and language with a file for that table.
  static func compute(_ project: Project) -> [TableStats] {
    var all: [TableStats] = []
    for grid in project.grids {
      let sourceRows = grid.keys.indices.filter { grid.entry(row: $0, language: 0) != nil }
      for column in project.languages.indices where grid.files[column] != nil {
        let entries = grid.keys.indices.count { grid.entry(row: $0, language: column) != nil }
        let gaps = sourceRows.count { row in
          guard let location = grid.entry(row: row, language: column) else { return true }
          if project.plural(at: location) != nil { return false }
          return project.value(at: location)?.isEmpty ?? true
        }
        all.append(
          TableStats(
            table: grid.table, language: project.languages[column], entries: entries, gaps: gaps,
            sourceKeys: sourceRows.count))
      }
    }
    return all
  }
}
