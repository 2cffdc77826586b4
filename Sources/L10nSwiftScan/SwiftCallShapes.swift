import L10nScan
import SwiftSyntax

/// How the Swift scanner reads calls: the names whose literals are keys (`SwiftLocalizingNames`,
/// shared with the language server), formats, tables read whole.
enum SwiftCallShapes {
  /// The calls whose first argument is a format and the rest its arguments.
  static let formatFunctions: Set<String> = ["localizedStringWithFormat"]

  /// The file extensions of tables read whole at run time (`path(forResource:ofType:)`).
  static let tableExtensions: Set<String> = ["strings", "stringsdict"]

  /// The called name: `NSLocalizedString`, or `navigationTitle` of `.navigationTitle`.
  static func name(of callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// The type an implicit `.init(…)` makes, when the declaration it initialises or returns
  /// from names it: `var displayRepresentation: DisplayRepresentation { .init(title: "…") }`.
  static func contextualType(of call: FunctionCallExprSyntax) -> String? {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil else { return nil }
    var node = Syntax(call)
    while let parent = node.parent {
      // An argument's type is its function's: not known here.
      if parent.is(LabeledExprSyntax.self) || parent.is(ClosureExprSyntax.self) { return nil }
      if let binding = parent.as(PatternBindingSyntax.self) {
        return binding.typeAnnotation.map { unwrapped($0.type) }
      }
      if let function = parent.as(FunctionDeclSyntax.self) {
        return function.signature.returnClause.map { unwrapped($0.type) }
      }
      node = parent
    }
    return nil
  }

  /// Whether an implicit `.init("…", table: "About", comment: "…")` whose type is not known
  /// here is a `LocalizedStringResource`: a literal first, and a `table:`, `comment:` or
  /// `defaultValue:` no initialiser of a UIKit or AppKit text takes
  /// (`.accessibilityLabel(.init("\(name) icon", table: "About"))`).
  static func isLocalizedResource(_ call: FunctionCallExprSyntax) -> Bool {
    guard call.calledExpression.as(MemberAccessExprSyntax.self)?.base == nil,
      let first = call.arguments.first, first.label == nil,
      first.expression.is(StringLiteralExprSyntax.self)
    else { return false }
    return call.arguments.contains {
      ["table", "comment", "defaultValue"].contains($0.label?.text)
    }
  }

  /// Whether `type` is a localized type (optional or not).
  static func isLocalized(_ type: TypeSyntax?) -> Bool {
    type.map { SwiftLocalizingNames.localizedTypes.contains(unwrapped($0)) } ?? false
  }

  /// A type's name without the `?` or `!` of an optional.
  static func unwrapped(_ type: TypeSyntax) -> String {
    var text = type.trimmedDescription
    while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
    return text
  }
}
