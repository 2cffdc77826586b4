/// A compact line and column for entries (see `SourceLocation`).
public struct SourceLocation32: Hashable, Sendable {
  /// The line, starting at 1; 0 when the entry was not read from a file.
  public var line: Int32
  /// The column in Unicode scalars, starting at 1.
  public var column: Int32

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = Int32(truncatingIfNeeded: line)
    self.column = Int32(truncatingIfNeeded: column)
  }

  /// The location with full-size integers.
  public var expanded: SourceLocation { SourceLocation(line: Int(line), column: Int(column)) }
}
