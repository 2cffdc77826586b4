/// One conversion of a format string, such as `%2$-8.3ld` or `%#@files@`.
public struct FormatSpecifier: Hashable, Sendable {
  /// A width or precision.
  public enum Amount: Hashable, Sendable {
    /// Digits written in the specifier.
    case fixed(Int)
    /// `*` (the next argument) or `*n$` (argument n).
    case argument(position: Int?)
  }

  /// The specifier as written, `%` included.
  public var text: String
  /// The explicit argument position (`n$`), if any.
  public var position: Int?
  /// The flags among `-+#0'`.
  public var flags: String
  /// The minimum width, if any.
  public var width: Amount?
  /// The precision, if any.
  public var precision: Amount?
  /// The length modifier (`hh h l ll q L z t j`), or empty.
  public var length: String
  /// The conversion character, or `@` for a plural variable.
  public var conversion: Character
  /// The variable name of a plural token `%#@name@`.
  public var pluralVariable: String?

  /// The type of the argument this conversion prints.
  public var argumentType: ArgumentType {
    if pluralVariable != nil { return .pluralVariable }
    switch conversion {
    case "d", "i": return .integer(bits: integerBits, signed: true)
    case "o", "u", "x", "X": return .integer(bits: integerBits, signed: false)
    case "a", "A", "e", "E", "f", "F", "g", "G": return .floatingPoint(long: length == "L")
    case "@": return .object
    case "s": return length == "l" ? .wideString : .cString
    case "S": return .wideString
    case "c": return length == "l" ? .unichar : .character
    case "C": return .unichar
    default: return .pointer
    }
  }

  private var integerBits: Int {
    switch length {
    case "hh": 8
    case "h": 16
    case "l", "ll", "q", "z", "t", "j": 64
    default: 32
    }
  }
}

/// A piece of a format string.
public enum FormatItem: Hashable, Sendable {
  /// A conversion.
  case specifier(FormatSpecifier)
  /// `%%`, a literal percent sign.
  case percentSign
  /// A `%` that starts no valid conversion: its text (from `%` to where parsing stopped) and
  /// why.
  case invalid(text: String, reason: String)
}
