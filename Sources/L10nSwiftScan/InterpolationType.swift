import SwiftSyntax

/// The format specifier of an interpolation in a `LocalizedStringKey` when the syntax tells:
/// `specifier: "%.1f"`, a literal's type, a count (`count`, `items.count`: an `Int`), or a name
/// declared `Int` in an enclosing scope.
enum InterpolationType {
  /// The integer types whose default specifier is `%lld`.
  static let integers: Set<String> = ["Int", "Int64"]

  /// The specifier, or `nil` when the type is unknown to a syntax tree; `integerNames` are
  /// the names declared `Int` where the interpolation is.
  static func specifier(
    of interpolation: ExpressionSegmentSyntax, integerNames: Set<String> = []
  ) -> String? {
    let expressions = Array(interpolation.expressions)
    if let given = expressions.first(where: { $0.label?.text == "specifier" }) {
      return given.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    guard expressions.count == 1, let value = expressions.first?.expression else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "%lld" }
    if value.is(FloatLiteralExprSyntax.self) { return "%lf" }
    if value.is(StringLiteralExprSyntax.self) { return "%@" }
    let name =
      value.as(DeclReferenceExprSyntax.self)?.baseName.text
      ?? value.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    if name == "count" { return "%lld" }
    if let reference = value.as(DeclReferenceExprSyntax.self),
      integerNames.contains(reference.baseName.text)
    {
      return "%lld"
    }
    return nil
  }

  /// The names a declaration declares as integers: `let n: Int`, `var total = 0`.
  static func integerNames(_ node: VariableDeclSyntax) -> [String] {
    node.bindings.compactMap { binding in
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        return nil
      }
      if let type = binding.typeAnnotation?.type.trimmedDescription {
        return integers.contains(type) ? name : nil
      }
      return binding.initializer?.value.is(IntegerLiteralExprSyntax.self) == true ? name : nil
    }
  }

  /// The parameters of a function declared as integers.
  static func integerNames(_ parameters: FunctionParameterListSyntax) -> [String] {
    parameters.compactMap { parameter in
      integers.contains(parameter.type.trimmedDescription)
        ? (parameter.secondName ?? parameter.firstName).text : nil
    }
  }
}
