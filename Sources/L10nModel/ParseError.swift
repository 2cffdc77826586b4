/// A file that could not be read, with where and why.
///
/// A file that fails to parse is loaded read-only with this error and is never rewritten.
public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file's path as given to the loader.
  public var path: String
  /// Where the problem was found.
  public var location: SourceLocation
  /// A plain-language reason, for example "unterminated string starting at 7:15".
  public var reason: String

  /// Creates a parse error.
  public init(path: String, location: SourceLocation, reason: String) {
    self.path = path
    self.location = location
    self.reason = reason
  }

  /// `path:line:column: reason`.
  public var description: String { "\(path):\(location): \(reason)" }
}
