import SwiftSyntax

/// The format specifier of an interpolation in a `LocalizedStringKey` when the syntax tells:
/// `specifier: "%.1f"`, a literal's type, or a count (`count`, `items.count`: an `Int`).
enum InterpolationType {
  /// The specifier, or `nil` when the type is unknown to a syntax tree.
  static func specifier(of interpolation: ExpressionSegmentSyntax) -> String? {
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
    return name == "count" ? "%lld" : nil
  }
}
