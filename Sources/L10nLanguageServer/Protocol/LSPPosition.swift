/// A place in a text document as the Language Server Protocol counts it: a zero-based line and
/// a zero-based offset in that line, in the code units of the session's `PositionEncoding`.
package struct LSPPosition: Codable, Hashable, Comparable, Sendable {
  /// The line, from 0.
  package var line: Int
  /// The offset in the line, from 0, in code units of the negotiated encoding.
  package var character: Int

  /// Creates a position.
  package init(line: Int, character: Int) {
    self.line = line
    self.character = character
  }

  package static func < (left: LSPPosition, right: LSPPosition) -> Bool {
    (left.line, left.character) < (right.line, right.character)
  }
}

/// A span of a text document, its end exclusive.
package struct LSPRange: Codable, Hashable, Sendable {
  /// Where it starts.
  package var start: LSPPosition
  /// Where it ends (the first position after it).
  package var end: LSPPosition

  /// Creates a range.
  package init(start: LSPPosition, end: LSPPosition) {
    self.start = start
    self.end = end
  }

  /// Whether `position` is in the range (its end included: a cursor just after a word is on it).
  package func contains(_ position: LSPPosition) -> Bool {
    start <= position && position <= end
  }
}

/// A range in a document named by its URI.
package struct LSPLocation: Codable, Hashable, Sendable {
  /// The document's URI (`file:///…`).
  package var uri: String
  /// The span.
  package var range: LSPRange

  /// Creates a location.
  package init(uri: String, range: LSPRange) {
    self.uri = uri
    self.range = range
  }
}
