/// A source file the scan could not read whole (nested too deeply for the parser, or the
/// scanner crashed on it): the keys it uses are not known, so no key is judged unused and
/// no catalog key is marked stale while it is unscanned.
package struct UnscannedFile: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The file's path.
  package var path: String
  /// Why, in words: `nested more than 256 levels deep`.
  package var reason: String

  /// Creates an unscanned file.
  package init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `path (reason)`.
  package var description: String { "\(path) (\(reason))" }
}
