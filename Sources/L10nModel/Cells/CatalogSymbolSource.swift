/// One key of a String Catalog as Xcode 26's symbol generation reads it (a `manual` key not
/// marked `"generatesSymbol" : false`): what `gen swift --template xcode-symbols` writes its
/// symbol from.
package struct CatalogSymbolSource: Sendable, Equatable {
  /// A substitution of the source language's value (`%#@name@`).
  package struct Substitution: Sendable, Equatable {
    /// Its name, which becomes the argument's label.
    package var name: String
    /// `argNum`: the argument it takes, when the catalog says.
    package var argumentNumber: Int?
    /// `formatSpecifier` (`lld`, `@`): the argument's type.
    package var formatSpecifier: String

    /// A substitution.
    package init(name: String, argumentNumber: Int?, formatSpecifier: String) {
      self.name = name
      self.argumentNumber = argumentNumber
      self.formatSpecifier = formatSpecifier
    }
  }

  /// The key.
  package var key: String
  /// The key's comment.
  package var comment: String?
  /// The source language's text the arguments are read from: its string unit's value, else
  /// the `other` form of its plural (or device) variations.
  package var value: String?
  /// The source language's substitutions, in the catalog's order.
  package var substitutions: [Substitution]

  /// A key.
  package init(
    key: String, comment: String?, value: String?, substitutions: [Substitution] = []
  ) {
    self.key = key
    self.comment = comment
    self.value = value
    self.substitutions = substitutions
  }
}
