/// A table whose enum does not get the type name its own name gives
/// (`swiftIdentifier:"pretty"`), and why: `gen swift` says so on standard error.
package struct TypeNameChange: Sendable, Equatable, CustomStringConvertible {
  /// Why the table's type name was changed.
  package enum Reason: Sendable, Equatable {
    /// An earlier table (in name order) has the type name, ignoring case, as `typeName`.
    case taken(table: String, typeName: String)
    /// The name is a Swift keyword (`Type`, `Self`, `Protocol`): no code could reach the type.
    case keyword
    /// The generated code uses a type of that name (`String`, `Bundle`, the outer enum).
    case usedByGeneratedCode
  }

  /// The table's name.
  package var table: String
  /// The type name the table's name gives.
  package var wanted: String
  /// The type name the table's enum has instead.
  package var given: String
  /// Why.
  package var reason: Reason

  /// What changed, in words (`tables InfoPlist and infoPlist both make the type InfoPlist:
  /// infoPlist is InfoPlist2`).
  package var description: String {
    switch reason {
    case .taken(let table, let typeName) where typeName == wanted:
      "tables \(table) and \(self.table) both make the type \(wanted): \(self.table) is \(given)"
    case .taken(let table, let typeName):
      "tables \(table) and \(self.table) make the types \(typeName) and \(wanted), alike but for "
        + "case: \(self.table) is \(given)"
    case .keyword:
      "table \(table) makes the type \(wanted), a Swift keyword: \(table) is \(given)"
    case .usedByGeneratedCode:
      "table \(table) makes the type \(wanted), which the generated code uses: \(table) is "
        + given
    }
  }
}
