import Foundation
import L10nModel

/// The names of the functions and macros that localize a key: the `NSLocalizedString` and
/// `CFCopyLocalizedString` families and custom routines with the same argument shapes
/// (genstrings `-s`, Xcode's `LOCALIZED_STRING_MACRO_NAMES`).
package struct LocalizingRoutines: Hashable, Sendable {
  /// The arguments a member of a family takes, after the key.
  package enum Shape: Hashable, Sendable {
    /// `Routine(key, comment)`.
    case key
    /// `RoutineFromTable(key, table, comment)`.
    case fromTable
    /// `RoutineFromTableInBundle(key, table, bundle, comment)`.
    case fromTableInBundle
    /// `RoutineWithDefaultValue(key, table, bundle, value, comment)`.
    case withDefaultValue

    /// Where the table, the value and the comment are among the positional arguments.
    package var positions: (table: Int?, value: Int?, comment: Int) {
      switch self {
      case .key: (nil, nil, 1)
      case .fromTable: (1, nil, 2)
      case .fromTableInBundle: (1, nil, 3)
      case .withDefaultValue: (1, 3, 4)
      }
    }
  }

  /// The base names that are always recognised.
  package static let standardBaseNames = ["NSLocalizedString", "CFCopyLocalizedString"]

  /// What an argument of a routine given with its arguments (`tr(table,key)`) is.
  package enum Role: String, Hashable, Sendable {
    /// The key.
    case key
    /// The table's name.
    case table
    /// The development-language value.
    case value
    /// The comment.
    case comment
    /// Anything else (`_`).
    case other = "_"
  }

  /// The base names: the standard ones, then the custom ones.
  package let baseNames: [String]
  /// Routines given with their unlabelled arguments' roles: `tr(table,key)` is a function `tr`
  /// whose first argument is the table and second the key (no family members).
  package let signatures: [String: [Role]]
  /// The positions whose text a user sees (`hardcoded-string`): the built-in ones and the
  /// settings' `textPositions`.
  package let textPositions: TextPositions

  /// The standard families and `custom` ones (`SULocalizedString` also recognises
  /// `SULocalizedStringFromTable`, `…FromTableInBundle` and `…WithDefaultValue`); a custom
  /// name with its arguments' roles in parentheses (`tr(table,key)`, roles `key`, `table`,
  /// `value`, `comment`, `_`) is that one function.
  ///
  /// `textPositions` are the project's own positions of text a user sees
  /// (`TextPositions(custom:)`).
  package init(custom: [String] = [], textPositions: [String] = []) {
    self.textPositions = TextPositions(custom: textPositions)
    var names = Self.standardBaseNames
    var signatures: [String: [Role]] = [:]
    for name in custom {
      if let signature = Self.signature(name) {
        signatures[signature.name] = signature.roles
      } else if !names.contains(name) {
        names.append(name)
      }
    }
    baseNames = names
    self.signatures = signatures
  }

  /// `NAME(role,…)` read, or `nil` when `text` is a plain name or a role is unknown.
  static func signature(_ text: String) -> (name: String, roles: [Role])? {
    guard let open = text.firstIndex(of: "("), text.hasSuffix(")") else { return nil }
    let roles = text[text.index(after: open)..<text.index(before: text.endIndex)]
      .split(separator: ",").map { Role(rawValue: $0.trimmingCharacters(in: .whitespaces)) }
    guard open != text.startIndex, roles.contains(.key), !roles.contains(nil) else { return nil }
    return (String(text[..<open]), roles.compactMap { $0 })
  }

  /// Every custom routine as given (what `l10nedit-swift-scan` is passed).
  package var customArguments: [String] {
    Array(baseNames.dropFirst(Self.standardBaseNames.count))
      + signatures.keys.sorted().compactMap { name in
        signatures[name].map { "\(name)(\($0.map(\.rawValue).joined(separator: ",")))" }
      }
  }

  /// These routines with `positions` added to the text positions (the project's own functions
  /// a whole scan found to be ones: `CodeUsage.derivedTextPositions`).
  package func addingTextPositions(_ positions: [String]) -> LocalizingRoutines {
    positions.isEmpty
      ? self
      : LocalizingRoutines(
        custom: customArguments, textPositions: textPositions.custom + positions)
  }

  /// The family member `name` is, if any.
  package func shape(of name: String) -> Shape? {
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
