import L10nModel

/// What the grid's table header rows and the table picker say about a table besides its id.
enum TableLabel {
  /// The label of a `.nocache` table (see `TableID.isNotCached`).
  static let notCached = "not cached by NSBundle"

  /// `4 keys`, with `· not cached by NSBundle` after it for a `.nocache` table.
  static func summary(of grid: TableGrid) -> String {
    let keys = "\(grid.keys.count) key\(grid.keys.count == 1 ? "" : "s")"
    return grid.table.isNotCached ? "\(keys) · \(notCached)" : keys
  }
}
