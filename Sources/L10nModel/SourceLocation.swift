/// A 1-based line and column in a file.
///
/// Columns count Unicode scalars from the line start.
public struct SourceLocation: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The line, starting at 1.
  public var line: Int
  /// The column, starting at 1.
  public var column: Int

  /// Creates a location.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `line:column`.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
