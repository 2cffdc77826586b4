/// One plural (or device) form of a cell: a variable and one of its categories (`one`,
/// `other`, or a device name).
public struct PluralFormID: Hashable, Sendable, Codable, Comparable, CustomStringConvertible {
  /// The variable (a catalog's plural variations, device variants or substitution; a
  /// `.stringsdict` variable).
  public var variable: VariableID
  /// The category or device name.
  public var category: String

  /// Creates a form address.
  public init(_ variable: VariableID, _ category: String) {
    self.variable = variable
    self.category = category
  }

  /// `variable.category`.
  public var description: String { "\(variable.name).\(category)" }

  public static func < (lhs: PluralFormID, rhs: PluralFormID) -> Bool {
    (lhs.variable.name, lhs.category) < (rhs.variable.name, rhs.category)
  }
}
