/// Something about the project's files that keeps a localization from being read as it ships:
/// a name that is not valid UTF-8, two files that build into one table.
///
/// Found while discovering the project; `lint` reports each one as an error.
public struct LayoutProblem: Hashable, Sendable {
  /// The file or folder concerned.
  public var path: String
  /// What is wrong, in words.
  public var message: String

  /// A problem with `path`.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }
}
