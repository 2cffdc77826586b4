/// How a cell is drawn: colours and attributes.
public struct Style: Hashable, Sendable {
  /// The terminal's basic colours; `nil` means the terminal's default.
  public enum Color: Int, Hashable, Sendable {
    case black = 0
    case red, green, yellow, blue, magenta, cyan, white
  }

  /// The text colour.
  public var foreground: Color?
  /// The background colour.
  public var background: Color?
  /// Bold text.
  public var bold = false
  /// Dim text.
  public var dim = false
  /// Swapped foreground and background.
  public var reverse = false
  /// Underlined text.
  public var underline = false

  /// Creates a style.
  public init(
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
  public static let plain = Style()

  /// The style without colours, for `NO_COLOR` and monochrome terminals (attributes stay).
  public var withoutColor: Style {
    var style = self
    style.foreground = nil
    style.background = nil
    return style
  }
}
