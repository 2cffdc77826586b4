/// How a translation's arguments differ from its source's.
public struct FormatComparison: Sendable {
  /// Missing, extra or incompatible arguments: the app shows garbage or crashes.
  public var errors: [String] = []
  /// Integer size or signedness changes: wrong output on some values or platforms.
  public var warnings: [String] = []

  /// Compares the arguments of `translation` with those of `source`, position by position
  /// (reordering through `n$` is fine).
  public init(source: FormatArguments, translation: FormatArguments) {
    let positions = Set(source.byPosition.keys).union(translation.byPosition.keys).sorted()
    for position in positions {
      switch (source.byPosition[position], translation.byPosition[position]) {
      case (let expected?, nil):
        errors.append("argument \(position) (\(expected.spelling) in the source) is missing")
      case (nil, let found?):
        errors.append("argument \(position) (\(found.spelling)) is not in the source")
      case (let expected?, let found?):
        let relation =
          "argument \(position) is \(expected.spelling) (\(expected.type)) in the source but \(found.spelling) (\(found.type)) here"
        switch expected.type.compatibility(with: found.type) {
        case .same: break
        case .differentSize, .differentSignedness: warnings.append(relation)
        case .incompatible: errors.append(relation)
        }
      case (nil, nil):
        break
      }
    }
  }
}
