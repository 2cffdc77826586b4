import L10nModel

/// What hover, completion and inlay hints say of a key's row: its source value and how far it
/// is translated.
struct KeyRowSummary {
  /// The translations counted (languages other than the source, in the table's bundle).
  var total = 0
  /// Those that have what they need.
  var translated = 0
  /// Those translated that need review.
  var needReview = 0

  /// Counts the row's translations.
  init(_ row: LookupIndex.Row, in project: Project) {
    let source = project.sourceColumn(ofGrid: row.grid)
    for column in project.bundleColumns(grid: row.grid) where column != source {
      let coverage = project.coverage(grid: row.grid, row: row.row, column: column)
      if coverage == .notCounted { continue }
      total += 1
      guard coverage == .covered else { continue }
      translated += 1
      if project.reviewState(grid: row.grid, row: row.row, column: column)?.needsReview == true {
        needReview += 1
      }
    }
  }

  /// `translated 38/40; 2 need review`.
  var description: String {
    var text = "translated \(translated)/\(total)"
    if needReview > 0 { text += "; \(needReview) need\(needReview == 1 ? "s" : "") review" }
    return text
  }

  /// The row's value in the table's source language (a plural's summary), if it has one.
  static func sourceValue(_ row: LookupIndex.Row, in project: Project) -> String? {
    guard let source = project.sourceColumn(ofGrid: row.grid) else { return nil }
    return project.summary(grid: row.grid, row: row.row, column: source)
  }
}
