/// What a conversion expects its argument to be.
public enum ArgumentType: Hashable, Sendable, CustomStringConvertible {
  /// An integer of `bits` width (on 64-bit Apple platforms), signed or not.
  case integer(bits: Int, signed: Bool)
  /// A `double`, or a `long double` with `L`.
  case floatingPoint(long: Bool)
  /// An Objective-C object or Swift value printed with `%@`.
  case object
  /// A C string (`%s`).
  case cString
  /// A wide C string (`%S`).
  case wideString
  /// A character (`%c`, promoted to `int`).
  case character
  /// A UTF-16 unit (`%C`).
  case unichar
  /// A pointer (`%p`).
  case pointer
  /// A `.stringsdict` plural variable (`%#@name@`), fed with an integer.
  case pluralVariable
  /// A `*` width or precision, an `int`.
  case starCount

  /// How the type reads in a message: "an integer", "an object", ….
  public var description: String {
    switch self {
    case .integer(let bits, let signed):
      "\(signed ? "a" : "an unsigned") \(bits)-bit integer"
    case .floatingPoint(let long): long ? "a long double" : "a floating-point number"
    case .object: "an object"
    case .cString: "a C string"
    case .wideString: "a wide C string"
    case .character: "a character"
    case .unichar: "a UTF-16 character"
    case .pointer: "a pointer"
    case .pluralVariable: "a plural count"
    case .starCount: "a width or precision (an int)"
    }
  }

  /// How well an argument spelled `self` in the source fits one spelled `other` in a
  /// translation.
  public func compatibility(with other: ArgumentType) -> Compatibility {
    if self == other { return .same }
    if self == .pluralVariable || other == .pluralVariable {
      // A plural variable is fed with an integer of whatever size the format key says.
      return (self.integerLike ?? other.integerLike) != nil ? .same : .incompatible
    }
    switch (self.integerLike, other.integerLike) {
    case (let source?, let translation?):
      if source.bits != translation.bits { return .differentSize }
      return source.signed == translation.signed ? .same : .differentSignedness
    default:
      break
    }
    if case .floatingPoint = self, case .floatingPoint = other { return .differentSize }
    return .incompatible
  }

  /// How two argument types relate.
  public enum Compatibility: Sendable {
    /// The same type, or interchangeable (`%d` and `%i`).
    case same
    /// Both integers (or both floating point) of different sizes: `%d` vs `%ld`.
    case differentSize
    /// Signed vs unsigned integers of one size: `%d` vs `%u`.
    case differentSignedness
    /// A different kind of value: `%@` vs `%d`.
    case incompatible
  }

  /// The width and signedness of integer-like types; plural counts and `*` are `int`-sized
  /// on the caller's side but accept any integer, so they count as any size.
  private var integerLike: (bits: Int, signed: Bool)? {
    switch self {
    case .integer(let bits, let signed): (bits, signed)
    case .character, .starCount: (32, true)
    case .unichar: (32, false)
    default: nil
    }
  }
}
