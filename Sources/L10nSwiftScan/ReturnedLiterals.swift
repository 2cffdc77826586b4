import L10nModel
import SwiftSyntax

/// The file's `String` helpers that return one literal, and their uses at text positions:
/// `func title() -> String { "Settings" }` then `Text(title())`, `var title: String {
/// "Settings" }` then `label.text = title` (part of `HardcodedTextFinder`).
///
/// Only helpers of the file, by plain name (`title()`, `title`, `self.title`): a name declared
/// so more than once, or also declared as another variable, is not followed. The literal is
/// reported where it is written, once, whatever the number of uses.
struct ReturnedLiterals {
  /// The literal of each helper, by `title()` or `title`; `nil` for a name declared twice.
  private var literals: [String: StringLiteralExprSyntax?] = [:]
  /// Uses of names at positions, in walk order.
  private var pending: [(name: String, position: String, shape: HardcodedText.Shape)] = []

  /// Takes a function without parameters whose body returns one literal, typed `String`.
  mutating func add(_ node: FunctionDeclSyntax) {
    guard node.signature.parameterClause.parameters.isEmpty,
      node.signature.returnClause?.type.trimmedDescription == "String",
      let body = node.body, let literal = Self.returned(body.statements)
    else { return }
    declare(node.name.text + "()", literal)
  }

  /// Takes a computed property typed `String` whose getter returns one literal.
  mutating func add(_ node: VariableDeclSyntax) {
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        binding.typeAnnotation?.type.trimmedDescription == "String",
        let accessors = binding.accessorBlock?.accessors
      else { continue }
      let statements: CodeBlockItemListSyntax? =
        switch accessors {
        case .getter(let statements): statements
        case .accessors(let list):
          list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        }
      if let literal = statements.flatMap(Self.returned) { declare(name, literal) }
    }
  }

  /// Notes that a position is given the helper `name` (`title()` or `title`).
  mutating func use(_ name: String, position: String, shape: HardcodedText.Shape) {
    pending.append((name, position, shape))
  }

  /// The literals used at positions, each once: a property's name must be declared once in
  /// the file (`declarationCounts`), as the property.
  func uses(declarationCounts: [String: Int]) -> [(
    literal: StringLiteralExprSyntax, position: String, shape: HardcodedText.Shape
  )] {
    var seen: Set<SyntaxIdentifier> = []
    return pending.compactMap { use in
      guard case .some(.some(let literal)) = literals[use.name],
        use.name.hasSuffix("()") || declarationCounts[use.name] == 1,
        seen.insert(literal.id).inserted
      else { return nil }
      return (literal, use.position, use.shape)
    }
  }

  /// `title` for `title` and `self.title`, else `nil`.
  static func reference(_ expression: ExprSyntax) -> String? {
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
    guard let member = expression.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return call(expression) }
    return member.declName.baseName.text
  }

  /// `title()` for a call of `title` or `self.title` without arguments, else `nil`.
  static func call(_ expression: ExprSyntax) -> String? {
    guard let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
      call.trailingClosure == nil
    else { return nil }
    let callee = call.calledExpression
    if let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text { return name + "()" }
    guard let member = callee.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    else { return nil }
    return member.declName.baseName.text + "()"
  }

  private mutating func declare(_ name: String, _ literal: StringLiteralExprSyntax) {
    literals[name] = literals[name] == nil ? .some(literal) : .some(nil)
  }

  /// The literal a body of one statement returns (`"…"` or `return "…"`).
  private static func returned(_ statements: CodeBlockItemListSyntax) -> StringLiteralExprSyntax? {
    guard statements.count == 1, let item = statements.first?.item else { return nil }
    if let expression = item.as(ExpressionStmtSyntax.self)?.expression ?? item.as(ExprSyntax.self) {
      return expression.as(StringLiteralExprSyntax.self)
    }
    return item.as(ReturnStmtSyntax.self)?.expression?.as(StringLiteralExprSyntax.self)
  }
}
