/// The arguments of one `String(format:)` call whose format has plural variables, numbered as
/// Foundation numbers them.
///
/// The format is a `.stringsdict` entry's `NSStringLocalizedFormatKey`, or a String Catalog
/// string with substitutions. Each `%#@name@` token consumes one argument of the call, the
/// variable's count, and is replaced by the variant its plural rule picks. Foundation formats
/// that variant with the arguments of the whole call, numbering its sequential conversions from
/// the variable's own argument: in `%1$#@followers@ of %2$@`, `%d` in `one` prints argument 1
/// (the count) while `%2$@` prints argument 2 of the call. A variant's token of another variable
/// consumes an argument the same way.
package struct PluralFormat: Sendable {
  /// One variable: its name, the argument it consumes when something other than a token says
  /// so, and its variants' texts.
  package struct Variable: Sendable {
    /// The name, as in `%#@name@`.
    package var name: String
    /// The argument it consumes, when known without its token: a String Catalog
    /// substitution's `argNum`, or 1 for a catalog's own plural variations (whole strings).
    package var position: Int?
    /// The variants' texts.
    package var forms: [String]

    /// Creates a variable.
    package init(name: String, position: Int? = nil, forms: [String]) {
      self.name = name
      self.position = position
      self.forms = forms
    }
  }

  /// The argument each variable consumes, by name: its given position, else where its first
  /// token is (in the format, or in a variant of a variable placed before it).
  package var positions: [String: Int]
  /// Every argument the format and the placed variables' variants print; the first to use a
  /// position gives its type.
  package var call: [Int: FormatArguments.Argument]

  /// Reads `format` (`nil` when the variables are whole strings) and `variables`.
  package init(format: String?, variables: [Variable]) {
    positions = [:]
    for variable in variables {
      if let position = variable.position { positions[variable.name] = position }
    }
    call = [:]
    var texts = format.map { [FormatArguments(FormatString($0))] } ?? []
    var placed: Set<String> = []
    while true {
      for arguments in texts {
        call.merge(arguments.byPosition) { earlier, _ in earlier }
        positions.merge(arguments.variablePositions) { earlier, _ in earlier }
      }
      texts = []
      for variable in variables where !placed.contains(variable.name) {
        guard let position = positions[variable.name] else { continue }
        placed.insert(variable.name)
        texts += variable.forms.map { FormatArguments(FormatString($0), sequentialFrom: position) }
      }
      if texts.isEmpty { break }
    }
  }

  /// The argument `variable` consumes: 1 when nothing places it.
  package func position(of variable: String) -> Int {
    positions[variable] ?? 1
  }

  /// The arguments a variant of `variable` prints, numbered as Foundation does.
  package func arguments(ofVariant text: FormatString, in variable: String) -> FormatArguments {
    FormatArguments(text, sequentialFrom: position(of: variable))
  }

  /// How the arguments of `variant` differ from the call's, position by position.
  ///
  /// A difference is an argument the call does not have, or has as another kind or size;
  /// leaving an argument out is none. `skipping` is a position checked elsewhere (the count,
  /// against the variable's value type).
  package func differences(_ variant: FormatArguments, skipping: Int?) -> [FormatDifference] {
    variant.byPosition.sorted { $0.key < $1.key }.compactMap { position, found in
      guard position != skipping else { return nil }
      guard let expected = call[position] else {
        return .extraArgument(position: position, found: found)
      }
      return FormatDifference(position: position, expected: expected, found: found)
    }
  }
}
