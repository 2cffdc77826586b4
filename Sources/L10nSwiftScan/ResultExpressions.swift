import SwiftSyntax

/// The expressions a body returns: its `return` statements (not those of closures or nested
/// functions) and, for a body of one expression, that expression through `switch` and `if`
/// branches.
enum ResultExpressions {
  /// The results of a getter's or function's statements.
  static func of(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    let returns = ReturnFinder(viewMode: .sourceAccurate)
    returns.walk(statements)
    return returns.found + implicit(statements)
  }

  /// The results of the accessors of a computed property: its getter's.
  static func of(_ block: AccessorBlockSyntax) -> [ExprSyntax] {
    switch block.accessors {
    case .getter(let statements): of(statements)
    case .accessors(let accessors):
      Array(accessors).filter { $0.accessorSpecifier.text == "get" }.compactMap(\.body).flatMap {
        of($0.statements)
      }
    }
  }

  /// The value of a body of one expression, through `switch` and `if` expressions.
  private static func implicit(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax] {
    guard statements.count == 1, let item = statements.first?.item else { return [] }
    let expression =
      item.as(ExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression
    guard let expression else { return [] }
    if let switchExpression = expression.as(SwitchExprSyntax.self) {
      return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self) }.flatMap {
        implicit($0.statements)
      }
    }
    if let ifExpression = expression.as(IfExprSyntax.self) {
      var results = implicit(ifExpression.body.statements)
      switch ifExpression.elseBody {
      case .codeBlock(let block): results += implicit(block.statements)
      case .ifExpr(let nested):
        results += implicit(
          CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(ExprSyntax(nested)))]))
      case nil: break
      }
      return results
    }
    return [expression]
  }

  /// Collects `return` expressions outside closures and nested functions.
  private final class ReturnFinder: SyntaxVisitor {
    var found: [ExprSyntax] = []

    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
      if let expression = node.expression { found.append(expression) }
      return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      .skipChildren
    }
  }
}
