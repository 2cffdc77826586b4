/// A hint shown inline in the code (`InlayHint`): a key's source value after its literal.
package struct LSPInlayHint: Codable, Hashable, Sendable {
  /// Where it is shown.
  package var position: LSPPosition
  /// What it says.
  package var label: String
  /// Whether a space is shown before it.
  package var paddingLeft: Bool?
  /// More, shown on hover.
  package var tooltip: LSPMarkupContent?

  /// Creates a hint.
  package init(
    position: LSPPosition, label: String, paddingLeft: Bool? = nil,
    tooltip: LSPMarkupContent? = nil
  ) {
    self.position = position
    self.label = label
    self.paddingLeft = paddingLeft
    self.tooltip = tooltip
  }
}
