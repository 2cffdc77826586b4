/// What `textDocument/hover` answers: Markdown about what is under the cursor, and its range.
package struct LSPHover: Codable, Hashable, Sendable {
  /// The text shown.
  package var contents: LSPMarkupContent
  /// The span it is about (highlighted by some editors).
  package var range: LSPRange?

  /// Creates a hover.
  package init(contents: LSPMarkupContent, range: LSPRange?) {
    self.contents = contents
    self.range = range
  }
}
