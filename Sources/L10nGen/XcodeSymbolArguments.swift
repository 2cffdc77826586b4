import L10nGrammar
import L10nModel

/// The arguments of the function Xcode 26 generates for a String Catalog key whose text takes
/// values (`.homeNextCharacter(_ arg1: Int, _ arg2: String)`).
///
/// Read from the key's conversions, then the source language's value's for the positions the
/// key lacks, then its substitutions (each at its `argNum`, else its place): an unnamed
/// conversion is `_ argN` (N its position), a named placeholder `%(name)@` and a substitution
/// are labelled by their name (a value's name also labels the key's conversion at its
/// position). The type follows the conversion: `%@` `String`; `%d %i`
/// `Int32` (`Int` with `l`, `ll`, `q`, `z`, `t`, `j`; `Int16` with `h`, `Int8` with `hh`);
/// `%u %o %x %X` the unsigned ones alike (`UInt32`, `UInt`…); `%f %e %g %a` `Float`
/// (`Double` with a length); `%c` `CChar`, `%C` `UInt16`, `%s` `UnsafePointer<CChar>`, `%S`
/// `UnsafePointer<UInt16>`, `%p` `UnsafeRawPointer`.
package struct XcodeSymbolArgument: Equatable, Sendable {
  /// The argument label, `nil` for none (`_`).
  package var label: String?
  /// The parameter's name: the label, else `argN`.
  package var variable: String
  /// The Swift type.
  package var type: String
  /// The conversion without its position (`%lld`, `%.2f`), as the default value's
  /// interpolation spells it.
  package var specifier: String

  /// The arguments of `source`'s symbol, in position order (empty: a `static var`).
  package static func of(_ source: CatalogSymbolSource) -> [XcodeSymbolArgument] {
    var byNumber: [Int: XcodeSymbolArgument] = [:]
    for text in [source.key] + (source.value.map { [$0] } ?? []) {
      var next = 1
      for (specifier, name) in NamedPlaceholders.specifiers(in: text) {
        let number = specifier.position ?? next
        next = number + 1
        if let taken = byNumber[number] {
          // The key's `%lld` named by the value's `%(count)lld`: the name labels it.
          if taken.label == nil, let name {
            byNumber[number]?.label = name
            byNumber[number]?.variable = name
          }
          continue
        }
        byNumber[number] = XcodeSymbolArgument(
          label: name, variable: name ?? "arg\(number)", type: swiftType(specifier),
          specifier: NamedPlaceholders.plainSpelling(specifier))
      }
    }
    for (index, substitution) in source.substitutions.enumerated() {
      let number = substitution.argumentNumber ?? index + 1
      let spelled = "%" + substitution.formatSpecifier.drop { $0 == "%" }
      let specifier = FormatString(spelled).specifiers.first
      let label = CatalogSymbol.camelCase(substitution.name)
      byNumber[number] = XcodeSymbolArgument(
        label: label.isEmpty ? nil : label, variable: label.isEmpty ? "arg\(number)" : label,
        type: specifier.map(swiftType) ?? "Int",
        specifier: specifier.map(NamedPlaceholders.plainSpelling) ?? "%ld")
    }
    return byNumber.keys.sorted().compactMap { byNumber[$0] }
  }

  /// The Swift type Xcode gives an argument of `specifier`.
  static func swiftType(_ specifier: FormatSpecifier) -> String {
    let length = specifier.length
    switch specifier.conversion {
    case "d", "i":
      return ["hh": "Int8", "h": "Int16", "": "Int32"][length] ?? "Int"
    case "o", "u", "x", "X":
      return ["hh": "UInt8", "h": "UInt16", "": "UInt32"][length] ?? "UInt"
    case "a", "A", "e", "E", "f", "F", "g", "G":
      return length.isEmpty ? "Float" : "Double"
    case "c": return "CChar"
    case "C": return "UInt16"
    case "s": return "UnsafePointer<CChar>"
    case "S": return "UnsafePointer<UInt16>"
    case "p": return "UnsafeRawPointer"
    default: return "String"
    }
  }
}
