/// Where a cell's effective entry lives: a file of the project and an entry of its document.
public struct EntryLocation: Hashable, Sendable {
  /// The index into `Project.files`.
  public var file: Int32
  /// The index of the entry in that file's document (`CellDocument.keys`: a `.strings` file's
  /// entries, a `.stringsdict`'s top-level entries, a String Catalog's `strings` members).
  public var entry: Int32
  /// For a String Catalog, the language column (into `Project.languages`); otherwise -1.
  public var column: Int32

  /// Creates a location.
  public init(file: Int, entry: Int, column: Int = -1) {
    self.file = Int32(truncatingIfNeeded: file)
    self.entry = Int32(truncatingIfNeeded: entry)
    self.column = Int32(truncatingIfNeeded: column)
  }

  /// The marker for a cell with no entry.
  static let missing = EntryLocation(file: -1, entry: -1)
}
