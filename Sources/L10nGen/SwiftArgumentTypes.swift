import L10nGrammar
import L10nModel

/// The Swift types of the arguments a localized value's format consumes, by position.
///
/// `%@` is `String`; `%d %i` (any length) `Int`; `%o %u %x %X` `UInt`; `%a %e %f %g` (any
/// case, `l` or `L`) `Double`; `%c` `CChar`; `%C` `UInt16`; `%s` `UnsafePointer<CChar>`; `%S`
/// and `%p` `UnsafeRawPointer`; a `*` width or precision `Int`; a plural token `%#@name@` the
/// type its variable's `NSStringFormatValueTypeKey` names (`Int` when it names none). A
/// position no specifier consumes (`%2$@` alone) still takes an `Int` parameter, so the later
/// positions line up with what `String(format:)` reads.
package enum SwiftArgumentTypes {
  /// The types of a plain text value's arguments, in position order.
  package static func of(text: String) -> [String] {
    types(FormatArguments(FormatString(text)).byPosition, valueTypes: [:], positions: [:])
  }

  /// The types of a plural entry's arguments, numbered as Foundation numbers them.
  ///
  /// Its format key's and its variants' arguments (see `PluralFormat`). A format key that is empty (a String Catalog's
  /// own plural variations) makes each variant a whole string numbered from argument 1.
  package static func of(plural entry: PluralEntry) -> [String] {
    let variables = entry.variables.filter { !$0.id.isDevice || entry.variables.count == 1 }
    let placed = variables.map { variable in
      PluralFormat.Variable(
        name: variable.name, position: entry.formatKey.isEmpty ? 1 : nil,
        forms: variable.spelledForms)
    }
    let format = PluralFormat(
      format: entry.formatKey.isEmpty ? nil : entry.formatKey, variables: placed)
    let valueTypes = Dictionary(
      variables.map { ($0.name, $0.valueType) }, uniquingKeysWith: { first, _ in first })
    return types(format.call, valueTypes: valueTypes, positions: format.positions)
  }

  private static func types(
    _ arguments: [Int: FormatArguments.Argument], valueTypes: [String: String],
    positions: [String: Int]
  ) -> [String] {
    guard let highest = arguments.keys.max() else { return [] }
    let variableAt = Dictionary(
      positions.map { ($1, $0) }, uniquingKeysWith: { first, second in min(first, second) })
    return (1...highest).map { position in
      guard let argument = arguments[position] else { return "Int" }
      if argument.type == .pluralVariable {
        return valueType(variableAt[position].flatMap { valueTypes[$0] } ?? "")
      }
      return swiftType(argument.type)
    }
  }

  /// The Swift type for an `NSStringFormatValueTypeKey` (`d`, `ld`, `%lu`, `f`, `@`).
  static func valueType(_ key: String) -> String {
    let spelled = "%" + key.drop { $0 == "%" }
    guard let specifier = FormatString(spelled).specifiers.first else { return "Int" }
    return swiftType(specifier.argumentType)
  }

  private static func swiftType(_ type: ArgumentType) -> String {
    switch type {
    case .integer(_, let signed): signed ? "Int" : "UInt"
    case .floatingPoint: "Double"
    case .object: "String"
    case .cString: "UnsafePointer<CChar>"
    case .wideString, .pointer: "UnsafeRawPointer"
    case .character: "CChar"
    case .unichar: "UInt16"
    case .pluralVariable, .starCount: "Int"
    }
  }
}

extension PluralVariable {
  /// The variants' texts, a String Catalog substitution's `%arg` spelled as its value type
  /// (`%lld`; `%ld` when it names none).
  var spelledForms: [String] {
    guard id.isSubstitution else { return forms.map(\.text) }
    let conversion = "%" + valueType.drop { $0 == "%" }
    return forms.map { $0.text.replacing("%arg", with: conversion.count > 1 ? conversion : "%ld") }
  }
}
