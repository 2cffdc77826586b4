/// What the project knows of its review file (see `ReviewFile`).
public struct ReviewFileStatus: Hashable, Sendable {
  /// The file's path, whether or not it exists; `nil` for a project not read from disk (no
  /// review file is then written).
  public var path: String?
  /// Why the file could not be read, with where: the project then records no state from it,
  /// and the file is never rewritten until it parses.
  public var error: ParseError?
  /// Whether the file existed when read.
  public var exists = false

  /// A status.
  public init(path: String? = nil, error: ParseError? = nil, exists: Bool = false) {
    self.path = path
    self.error = error
    self.exists = exists
  }
}
