extension Project {
  /// The text of `cell`'s entry in its language's file when the table's overlay has the key
  /// too (a `.stringsdict` beside a `.strings` file), so that the cell shows the plural and
  /// not this text; `nil` when the cell shows no overlay or the file lacks the key.
  ///
  /// Older Xcode versions export such a key twice, once in each file's units.
  public func shadowedText(of cell: CellID) -> String? {
    guard let (grid, row, column) = position(of: cell), let row,
      let location = grids[grid].entry(row: row, language: column),
      files[Int(location.file)].isOverlay,
      let file = grids[grid].files[column], let document = files[file].cellDocument,
      let entry = document.lastEntry(of: cell.key)
    else { return nil }
    return document.text(entry: entry, language: cell.language)
  }

  /// Whether `cell` shows its overlay's entry (a `.stringsdict` plural beside a `.strings`
  /// file; not a String Catalog's plural).
  package func showsOverlay(_ cell: CellID) -> Bool {
    guard let (grid, row, column) = position(of: cell), let row,
      let location = grids[grid].entry(row: row, language: column)
    else { return false }
    return files[Int(location.file)].isOverlay
  }
}
