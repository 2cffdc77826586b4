/// The names of the functions and macros that localize a key: the `NSLocalizedString` and
/// `CFCopyLocalizedString` families and custom routines with the same argument shapes
/// (genstrings `-s`, Xcode's `LOCALIZED_STRING_MACRO_NAMES`).
public struct LocalizingRoutines: Hashable, Sendable {
  /// The arguments a member of a family takes, after the key.
  public enum Shape: Hashable, Sendable {
    /// `Routine(key, comment)`.
    case key
    /// `RoutineFromTable(key, table, comment)`.
    case fromTable
    /// `RoutineFromTableInBundle(key, table, bundle, comment)`.
    case fromTableInBundle
    /// `RoutineWithDefaultValue(key, table, bundle, value, comment)`.
    case withDefaultValue

    /// Where the table, the value and the comment are among the positional arguments.
    public var positions: (table: Int?, value: Int?, comment: Int) {
      switch self {
      case .key: (nil, nil, 1)
      case .fromTable: (1, nil, 2)
      case .fromTableInBundle: (1, nil, 3)
      case .withDefaultValue: (1, 3, 4)
      }
    }
  }

  /// The base names that are always recognised.
  public static let standardBaseNames = ["NSLocalizedString", "CFCopyLocalizedString"]

  /// The base names: the standard ones, then the custom ones.
  public let baseNames: [String]

  /// The standard families and `custom` ones (`SULocalizedString` also recognises
  /// `SULocalizedStringFromTable`, `…FromTableInBundle` and `…WithDefaultValue`).
  public init(custom: [String] = []) {
    var names = Self.standardBaseNames
    for name in custom where !names.contains(name) { names.append(name) }
    baseNames = names
  }

  /// The family member `name` is, if any.
  public func shape(of name: String) -> Shape? {
    for base in baseNames where name.hasPrefix(base) {
      switch name.dropFirst(base.count) {
      case "": return .key
      case "FromTable": return .fromTable
      case "FromTableInBundle": return .fromTableInBundle
      case "WithDefaultValue": return .withDefaultValue
      default: continue
      }
    }
    return nil
  }
}
