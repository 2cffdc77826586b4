/// One table as the editor shows it: a row per key (sorted), a column per project language.
public struct TableGrid: Sendable {
  /// The table.
  public let table: TableID
  /// The rows: every key found in any language of the table, in code-point order.
  public let keys: [LocalizationKey]
  /// For each project language (same order as `Project.languages`), the index of the file
  /// holding this table, if that language has one.
  public let files: [Int?]
  private let cells: [EntryLocation]

  /// Creates a grid from per-language maps of key to effective entry.
  init(table: TableID, files: [Int?], columns: [[LocalizationKey: Int32]]) {
    self.table = table
    self.files = files
    var allKeys = Set<LocalizationKey>()
    for column in columns { allKeys.formUnion(column.keys) }
    let keys = allKeys.sorted()
    self.keys = keys
    var cells = [EntryLocation](repeating: .missing, count: keys.count * files.count)
    for (languageIndex, column) in columns.enumerated() {
      guard let file = files[languageIndex] else { continue }
      for (row, key) in keys.enumerated() {
        if let entry = column[key] {
          cells[row * files.count + languageIndex] = EntryLocation(file: file, entry: Int(entry))
        }
      }
    }
    self.cells = cells
  }

  /// The effective entry for `row` in the language at `languageIndex`, if there is one.
  public func entry(row: Int, language languageIndex: Int) -> EntryLocation? {
    let location = cells[row * files.count + languageIndex]
    return location == .missing ? nil : location
  }
}
