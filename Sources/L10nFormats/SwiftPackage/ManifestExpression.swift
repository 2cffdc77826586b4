/// A Swift expression of a package manifest, as far as reading targets needs.
///
/// Literals, arrays, calls and names are told apart; anything else is `other`.
struct ManifestExpression: Equatable {
  /// What the expression is.
  indirect enum Kind: Equatable {
    /// A string literal without interpolation.
    case string(String)
    /// An array literal.
    case array([ManifestExpression])
    /// A call, named by its last member: `.target(…)`, `Target.target(…)`, `Package(…)`.
    case call(String, [ManifestArgument])
    /// A name without a call: `.copy`, `url`, `Platform.macOS`.
    case name(String)
    /// Anything else: an interpolated string, an operator, a closure, a dictionary…
    case other
  }

  /// What the expression is.
  var kind: Kind
  /// The offset of its first token in the manifest.
  var offset: Int

  /// The text of a string literal.
  var string: String? {
    if case .string(let text) = kind { return text }
    return nil
  }

  /// The elements of an array literal.
  var elements: [ManifestExpression]? {
    if case .array(let elements) = kind { return elements }
    return nil
  }
}

/// An argument of a call: its label, if any, and its value.
struct ManifestArgument: Equatable {
  /// The label before `:`.
  var label: String?
  /// The value.
  var value: ManifestExpression
}

extension [ManifestArgument] {
  /// The value of the argument labelled `label`.
  subscript(label: String) -> ManifestExpression? {
    first { $0.label == label }?.value
  }
}
