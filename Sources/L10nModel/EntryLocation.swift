/// Where a cell's effective entry lives: a file of the project and an entry of its document.
public struct EntryLocation: Hashable, Sendable {
  /// The index into `Project.files`.
  public var file: Int32
  /// The index into that file's `StringsDocument.entries`.
  public var entry: Int32

  /// Creates a location.
  public init(file: Int, entry: Int) {
    self.file = Int32(truncatingIfNeeded: file)
    self.entry = Int32(truncatingIfNeeded: entry)
  }

  /// The marker for a cell with no entry.
  static let missing = EntryLocation(file: -1, entry: -1)
}
