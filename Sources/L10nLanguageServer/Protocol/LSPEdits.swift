/// A replacement of a range of a document's text (an insertion when the range is empty).
package struct LSPTextEdit: Codable, Hashable, Sendable {
  /// What is replaced.
  package var range: LSPRange
  /// The text put there.
  package var newText: String

  /// Creates an edit.
  package init(range: LSPRange, newText: String) {
    self.range = range
    self.newText = newText
  }
}

/// Edits of several documents that a client applies as one change (and one undo), in the
/// protocol's simplest shape: each document's URI to its edits, which do not overlap.
package struct LSPWorkspaceEdit: Codable, Hashable, Sendable {
  /// Each document's edits, by URI.
  package var changes: [String: [LSPTextEdit]]

  /// Creates a workspace edit.
  package init(changes: [String: [LSPTextEdit]] = [:]) {
    self.changes = changes
  }
}

/// Text for a person, in Markdown or plain text (`MarkupContent`).
package struct LSPMarkupContent: Codable, Hashable, Sendable {
  /// `markdown` or `plaintext`.
  package var kind: String
  /// The text.
  package var value: String

  /// Markdown text.
  package static func markdown(_ value: String) -> LSPMarkupContent {
    LSPMarkupContent(kind: "markdown", value: value)
  }

  /// Creates content.
  package init(kind: String, value: String) {
    self.kind = kind
    self.value = value
  }
}
