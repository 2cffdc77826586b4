/// How a translation's arguments differ from its source's.
public struct FormatComparison: Sendable {
  /// The differences, by position.
  public var differences: [FormatDifference] = []

  /// Compares the arguments of `translation` with those of `source`, position by position
  /// (reordering through `n$` is fine).
  public init(source: FormatArguments, translation: FormatArguments) {
    let positions = Set(source.byPosition.keys).union(translation.byPosition.keys).sorted()
    for position in positions {
      switch (source.byPosition[position], translation.byPosition[position]) {
      case (let expected?, nil):
        differences.append(.missingArgument(position: position, expected: expected))
      case (nil, let found?):
        differences.append(.extraArgument(position: position, found: found))
      case (let expected?, let found?):
        if let difference = FormatDifference(position: position, expected: expected, found: found) {
          differences.append(difference)
        }
      case (nil, nil):
        break
      }
    }
  }

  /// Missing, extra or incompatible arguments: the app shows garbage or crashes.
  public var errors: [FormatDifference] { differences.filter { $0.isError } }

  /// Integer size or signedness changes: wrong output on some values or platforms.
  public var warnings: [FormatDifference] { differences.filter { !$0.isError } }
}
