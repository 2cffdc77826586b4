/// One way a translation's arguments differ from its source's, at one position; its
/// `description` is the wording findings use.
public enum FormatDifference: Hashable, Sendable, CustomStringConvertible {
  /// The source consumes an argument the translation does not.
  case missingArgument(position: Int, expected: FormatArguments.Argument)
  /// The translation consumes an argument the source does not have.
  case extraArgument(position: Int, found: FormatArguments.Argument)
  /// Both consume the argument, as different kinds of value (`%@` vs `%d`).
  case incompatibleType(
    position: Int, expected: FormatArguments.Argument, found: FormatArguments.Argument)
  /// Both consume the argument as integers, or floating-point numbers, of different sizes
  /// (`%d` vs `%ld`).
  case differentSize(
    position: Int, expected: FormatArguments.Argument, found: FormatArguments.Argument)
  /// Both consume the argument as integers of one size, signed in one and not in the other
  /// (`%d` vs `%u`).
  case differentSignedness(
    position: Int, expected: FormatArguments.Argument, found: FormatArguments.Argument)

  /// The difference at `position` between the arguments `expected` and `found`, or nil when
  /// their types are interchangeable.
  init?(position: Int, expected: FormatArguments.Argument, found: FormatArguments.Argument) {
    switch expected.type.compatibility(with: found.type) {
    case .same: return nil
    case .differentSize: self = .differentSize(position: position, expected: expected, found: found)
    case .differentSignedness:
      self = .differentSignedness(position: position, expected: expected, found: found)
    case .incompatible:
      self = .incompatibleType(position: position, expected: expected, found: found)
    }
  }

  /// Whether the app shows garbage or crashes (a missing, extra or incompatible argument),
  /// rather than printing wrong values on some inputs or platforms (a size or sign change).
  public var isError: Bool {
    switch self {
    case .missingArgument, .extraArgument, .incompatibleType: true
    case .differentSize, .differentSignedness: false
    }
  }

  /// The difference in words: "argument 2 (%d) is not in the source", ….
  public var description: String {
    switch self {
    case .missingArgument(let position, let expected):
      "argument \(position) (\(expected.spelling) in the source) is missing"
    case .extraArgument(let position, let found):
      "argument \(position) (\(found.spelling)) is not in the source"
    case .incompatibleType(let position, let expected, let found),
      .differentSize(let position, let expected, let found),
      .differentSignedness(let position, let expected, let found):
      "argument \(position) is \(expected.spelling) (\(expected.type)) in the source but "
        + "\(found.spelling) (\(found.type)) here"
    }
  }
}
