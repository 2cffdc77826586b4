/// The arguments a format string consumes, by 1-based position.
public struct FormatArguments: Sendable {
  /// One argument: its type and the specifier that consumes it.
  public struct Argument: Hashable, Sendable {
    /// The type the specifier expects.
    public var type: ArgumentType
    /// The specifier as written (for a `*` width, the specifier it belongs to).
    public var spelling: String
  }

  /// The arguments by position.
  public var byPosition: [Int: Argument]
  /// Positions used with two types: "argument 1 is used as %d (…) and as %1$@ (…)".
  public var conflicts: [String]
  /// Problems within the string itself: the `conflicts`, and mixing positional and sequential
  /// arguments.
  public var problems: [String]
  /// The specifiers as written, in order.
  public var spellings: [String]
  /// The argument each plural token `%#@name@` consumes, by variable name (a name's first
  /// token).
  public var variablePositions: [String: Int]

  /// The arguments of `format`, its sequential conversions numbered from `first`.
  ///
  /// `first` is 1 for a whole format string. Foundation formats a plural variant with the
  /// arguments of the whole call but numbers its sequential conversions from the variable's own
  /// argument, while `n$` still names argument n of the call: see `PluralFormat`.
  public init(_ format: FormatString, sequentialFrom first: Int = 1) {
    byPosition = [:]
    conflicts = []
    spellings = []
    variablePositions = [:]
    var next = first
    var positional: String?
    var sequential: String?
    for specifier in format.specifiers {
      spellings.append(specifier.text)
      var slots: [(position: Int?, type: ArgumentType)] = []
      if case .argument(let position)? = specifier.width { slots.append((position, .starCount)) }
      if case .argument(let position)? = specifier.precision {
        slots.append((position, .starCount))
      }
      slots.append((specifier.position, specifier.argumentType))
      for slot in slots {
        let position: Int
        if let explicit = slot.position {
          positional = positional ?? specifier.text
          position = explicit
        } else {
          sequential = sequential ?? specifier.text
          position = next
          next += 1
        }
        let argument = Argument(type: slot.type, spelling: specifier.text)
        if slot.type == .pluralVariable, let name = specifier.pluralVariable,
          variablePositions[name] == nil
        {
          variablePositions[name] = position
        }
        if let earlier = byPosition[position], earlier.type.compatibility(with: slot.type) != .same
        {
          conflicts.append(
            "argument \(position) is used as \(earlier.spelling) (\(earlier.type)) and as "
              + "\(specifier.text) (\(slot.type))")
        } else if byPosition[position] == nil {
          byPosition[position] = argument
        }
      }
    }
    problems = conflicts
    if let positional, let sequential {
      problems.append(
        "mixes positional (\(positional)) and sequential (\(sequential)) arguments; use n$ on all")
    }
  }

  /// Positions missing below the highest one, which `String(format:)` cannot skip.
  public var skippedPositions: [Int] {
    guard let highest = byPosition.keys.max() else { return [] }
    return (1...highest).filter { byPosition[$0] == nil }
  }

  /// The specifiers in one phrase: "%1$@ then %2$ld", "a single %@", "no arguments".
  public var summary: String {
    switch spellings.count {
    case 0: "no arguments"
    case 1: "a single \(spellings[0])"
    default: spellings.joined(separator: " then ")
    }
  }
}
