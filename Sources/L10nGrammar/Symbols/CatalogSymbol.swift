/// The Swift symbols Xcode 26 generates for a String Catalog's keys
/// (`STRING_CATALOG_GENERATE_SYMBOLS`): key `cart.checkout.title` becomes
/// `LocalizedStringResource.cartCheckoutTitle`, a key of another table `Table.xcstrings`
/// `LocalizedStringResource.Table.cartCheckoutTitle`.
///
/// The rules, read from generated files and the code of projects that use them (see the String
/// Catalogs format page): only `manual` keys without `"generatesSymbol" : false` get one; the
/// key's conversions (`%lld`, `%(name)@`) and apostrophes are dropped, the rest split into words
/// at every character that is not a letter, a digit or `$` (`_` splits too); a word in capitals
/// only is capitalized (`JSON` → `Json`); the first word starts lowercase, the others uppercase;
/// a name starting with a digit gets `_`, an empty one is `string`.
package enum CatalogSymbol {
  /// The member name Xcode gives `key` (without backticks: a keyword is a valid member name
  /// after `.`).
  package static func name(ofKey key: String) -> String {
    var text = ""
    let scalars = Array(key.unicodeScalars)
    var done = 0
    for (range, item) in FormatString.spans(in: key) {
      guard case .specifier = item else { continue }
      text.unicodeScalars.append(contentsOf: scalars[done..<range.lowerBound])
      text += " "
      done = range.upperBound
    }
    text.unicodeScalars.append(contentsOf: scalars[done...])
    text.removeAll { $0 == "'" || $0 == "\u{2019}" }
    let name = camelCase(text)
    guard let first = name.first else { return "string" }
    return first.isNumber ? "_" + name : name
  }

  /// `text`'s words (runs of letters, digits and `$`) joined in lower camel case.
  ///
  /// A word in capitals only is capitalized: `continued_session.subtitle` → `continuedSessionSubtitle`,
  /// `The JSON store` → `theJsonStore`. Also how a substitution's name becomes its argument label.
  package static func camelCase(_ text: String) -> String {
    let words = text.split { !($0.isLetter || $0.isNumber || $0 == "$") }
    var result = ""
    for (index, word) in words.enumerated() {
      var word = String(word)
      if word.uppercased() == word, word.lowercased() != word {
        word = word.prefix(1) + word.dropFirst().lowercased()
      }
      let head = word.prefix(1)
      result += (index == 0 ? head.lowercased() : head.uppercased()) + word.dropFirst()
    }
    return result
  }

  /// The type that holds the symbols of `table` inside `LocalizedStringResource`: none for
  /// `Localizable` (its symbols are members of `LocalizedStringResource` itself), else the
  /// table's words each capitalized (`InfoPlist`, `Onboarding`).
  package static func typeName(ofTable table: String) -> String? {
    guard table != "Localizable" else { return nil }
    let words = table.split { !($0.isLetter || $0.isNumber || $0 == "$") }
    let name = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    return name.isEmpty ? "Strings" : name
  }

  /// The path code names `key` of `table` by after `LocalizedStringResource.` (or an implicit
  /// `.`): `cartCheckoutTitle`, `Onboarding.welcomeTitle`.
  package static func path(ofKey key: String, table: String) -> String {
    typeName(ofTable: table).map { "\($0).\(name(ofKey: key))" } ?? name(ofKey: key)
  }

  /// Whether Xcode generates a symbol for a key with `attributes` (its members besides its
  /// comment and localizations, each value as the catalog writes it: see
  /// `CellDocument.keyAttributes`): a `manual` key not marked `"generatesSymbol" : false`.
  package static func isGenerated(attributes: [String: String]) -> Bool {
    attributes["extractionState"] == "\"manual\"" && attributes["generatesSymbol"] != "false"
  }
}
