import L10nModel

/// One reported text rewritten: the source edit (only the literal's, or the built
/// expression's, bytes change) and the entry it looks up.
package struct Rewrite: Hashable, Sendable {
  /// The file.
  package var path: String
  /// Where the text starts (for messages).
  package var location: SourceLocation
  /// The UTF-8 offsets replaced.
  package var range: Range<Int>
  /// What replaces them.
  package var replacement: String
  /// The table the key is looked up in.
  package var table: String
  /// The key.
  package var key: LocalizationKey
  /// The source value (interpolations as positional specifiers when several).
  package var value: String
  /// The comment naming the UI element (`SwiftUI Text in SettingsView`).
  package var comment: String
  /// Whether the entry is to be added (`false`: the table has the key with this value).
  package var addsEntry: Bool
  /// Whether an interpolation's type was unknown to the syntax (its specifier written `%@`).
  package var guessesTypes: Bool

  /// The cell edit adding the entry to `table` (of the project), or `nil` when it is there.
  package func cellEdit(in table: TableID) -> CellEdit? {
    addsEntry ? .extractKey(table, key, value: value, comment: comment) : nil
  }
}

/// A text that cannot be rewritten losslessly, and why.
package struct RewriteRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file.
  package var path: String
  /// Where the text starts.
  package var location: SourceLocation
  /// Why.
  package var reason: String

  /// The refusal of the text at `location` of `path`, for `reason`.
  package init(path: String, location: SourceLocation, reason: String) {
    self.path = path
    self.location = location
    self.reason = reason
  }

  package var description: String { "\(path):\(location): \(reason)" }
}

extension [UInt8] {
  /// The bytes with each rewrite's range replaced (ranges not overlapping, any order), in
  /// one pass.
  package func applying(_ rewrites: [Rewrite]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(count)
    var copied = 0
    for rewrite in rewrites.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
      result += self[copied..<rewrite.range.lowerBound]
      result += rewrite.replacement.utf8
      copied = rewrite.range.upperBound
    }
    return result + self[copied...]
  }
}
