/// Xcode 26's named placeholders in String Catalog texts: `%(name)@`, `%(count)lld`.
///
/// A conversion whose argument has a name, which the catalog's generated symbol takes as its
/// argument label (`.statusRunning(pid:)`). `FormatString` reads them as conversions.
package enum NamedPlaceholders {
  /// The conversions of `text` in order, each with its name when it has one (plural tokens
  /// `%#@name@` and invalid sequences left out).
  package static func specifiers(in text: String) -> [(specifier: FormatSpecifier, name: String?)] {
    FormatString(text).specifiers.compactMap { specifier in
      specifier.pluralVariable == nil ? (specifier, name(of: specifier)) : nil
    }
  }

  /// The name of `specifier` (`owner` of `%(owner)@`, `%2$(owner)@`), if it has one.
  package static func name(of specifier: FormatSpecifier) -> String? {
    guard let open = specifier.text.firstIndex(of: "("),
      let close = specifier.text[open...].firstIndex(of: ")")
    else { return nil }
    return String(specifier.text[specifier.text.index(after: open)..<close])
  }

  /// `specifier` as written without its position and name: `%lld` of `%2$(count)lld`.
  package static func plainSpelling(_ specifier: FormatSpecifier) -> String {
    var rest = specifier.text.dropFirst()
    if specifier.position != nil { rest = rest.drop { $0 != "$" }.dropFirst() }
    if rest.first == "(" { rest = rest.drop { $0 != ")" }.dropFirst() }
    return "%" + rest
  }
}
