extension Project {
  /// The text of `cell`'s entry in its language's `.strings` file when the table's
  /// `.stringsdict` has the key too, so that the cell shows the plural and not this text; `nil`
  /// when the cell is no such plural or the `.strings` file lacks the key.
  ///
  /// Older Xcode versions export such a key twice, once in each file's units.
  public func shadowedText(of cell: CellID) -> String? {
    guard let (grid, row, column) = position(of: cell), let row,
      let location = grids[grid].entry(row: row, language: column),
      files[Int(location.file)].isOverlay,
      let file = grids[grid].files[column], let document = files[file].document,
      let index = document.lastIndex(of: cell.key)
    else { return nil }
    return document.value(at: index)
  }

  /// Whether `cell` shows a `.stringsdict` entry (not a String Catalog's plural).
  public func isStringsdictPlural(_ cell: CellID) -> Bool {
    guard let (grid, row, column) = position(of: cell), let row,
      let location = grids[grid].entry(row: row, language: column)
    else { return false }
    return files[Int(location.file)].isOverlay
  }
}
