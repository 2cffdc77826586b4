import L10nModel

/// A key or value as spelled in a `.strings` file: quoted or bare, with or without escapes.
public struct StringsToken: Hashable, Sendable {
  /// How the token is delimited.
  public enum Style: UInt8, Sendable {
    /// A bare word of letters, digits and `_ $ / : . -`.
    case bare
    /// A string in double quotes.
    case doubleQuoted
    /// A string in single quotes.
    case singleQuoted
    /// A value that is no string: an array `( … )`, a dictionary `{ … }` or data `< … >`,
    /// which Foundation reads but `Bundle`'s lookups find no text in. Its text is its spelling.
    case structure
  }

  /// The raw spelling, quotes included.
  public var span: TextSpan
  /// The delimiters.
  public var style: Style
  /// Whether the raw spelling holds a backslash, so that decoding is needed.
  public var hasEscapes: Bool

  /// Creates a token.
  public init(span: TextSpan, style: Style, hasEscapes: Bool) {
    self.span = span
    self.style = style
    self.hasEscapes = hasEscapes
  }

  /// The bytes between the delimiters.
  public var contentRange: Range<Int> {
    style == .bare || style == .structure
      ? span.range : (Int(span.start) + 1)..<(Int(span.end) - 1)
  }

  /// The token's text in `text` (the UTF-8 it was read from), with escapes decoded.
  public func decode(in text: UnsafeBufferPointer<UInt8>) -> String {
    let slice = UnsafeBufferPointer(rebasing: text[contentRange])
    return hasEscapes ? StringsEscaping.decode(slice) : String(decoding: slice, as: UTF8.self)
  }
}
