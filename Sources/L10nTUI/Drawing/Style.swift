/// How a cell is drawn: colours and attributes.
package struct Style: Hashable, Sendable {
  /// The terminal's basic colours; `nil` means the terminal's default.
  package enum Color: Int, Hashable, Sendable {
    case black = 0
    case red, green, yellow, blue, magenta, cyan, white
  }

  /// The text colour.
  package var foreground: Color?
  /// The background colour.
  package var background: Color?
  /// Bold text.
  package var bold = false
  /// Dim text.
  package var dim = false
  /// Swapped foreground and background.
  package var reverse = false
  /// Underlined text.
  package var underline = false

  /// Creates a style.
  package init(
    foreground: Color? = nil, background: Color? = nil, bold: Bool = false, dim: Bool = false,
    reverse: Bool = false, underline: Bool = false
  ) {
    self.foreground = foreground
    self.background = background
    self.bold = bold
    self.dim = dim
    self.reverse = reverse
    self.underline = underline
  }

  /// The terminal's default look.
  package static let plain = Style()

  /// The style without colours, for `NO_COLOR` and monochrome terminals (attributes stay).
  package var withoutColor: Style {
    var style = self
    style.foreground = nil
    style.background = nil
    return style
  }
}
