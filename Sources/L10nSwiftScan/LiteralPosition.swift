import SwiftSyntax

/// Whether a string literal that is no key of a localizing call can still reach a lookup
/// through a variable (`case cpu = "CPU"` then `localizedString(kind.rawValue)`): not when it
/// is logged, compared, names an image, a defaults key or a resource, or is verbatim text.
enum LiteralPosition {
  /// Argument labels whose literals are never keys.
  static let labels: Set<String> = [
    "verbatim", "systemImage", "systemName", "named", "forKey", "forKeyPath", "forResource",
    "ofType", "withExtension", "identifier", "withIdentifier", "forCellReuseIdentifier",
    "subsystem", "category", "format", "imageName", "bundleIdentifier", "forName",
  ]

  /// Functions whose literal arguments are never keys.
  static let functions: Set<String> = [
    "print", "debugPrint", "NSLog", "os_log", "fatalError", "precondition",
    "preconditionFailure", "assert", "assertionFailure", "Image", "NSImage", "UIImage",
    "Selector", "URL", "Color", "NSColor", "UIColor",
  ]

  /// Logger methods (member calls) whose literal arguments are never keys.
  static let logMethods: Set<String> = [
    "debug", "info", "notice", "error", "warning", "fault", "log", "trace", "critical",
  ]

  /// Comparison operators: a literal compared with is not looked up.
  static let comparisons: Set<String> = ["==", "!=", "~="]

  /// Whether `literal` can reach a lookup.
  static func canReachLookup(_ literal: StringLiteralExprSyntax) -> Bool {
    var node = Syntax(literal)
    while let parent = node.parent {
      if parent.is(AttributeSyntax.self) || parent.is(ExpressionPatternSyntax.self)
        || parent.is(SwitchCaseLabelSyntax.self)
      {
        return false
      }
      if let argument = parent.as(LabeledExprSyntax.self) {
        if let label = argument.label?.text, labels.contains(label) { return false }
        if let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
          let name = SwiftCallShapes.name(of: call.calledExpression)
        {
          let isMember = call.calledExpression.is(MemberAccessExprSyntax.self)
          return !(functions.contains(name) || (isMember && logMethods.contains(name)))
        }
        return true
      }
      if let sequence = parent.as(SequenceExprSyntax.self) {
        return !sequence.elements.contains {
          $0.as(BinaryOperatorExprSyntax.self).map { comparisons.contains($0.operator.text) }
            ?? false
        }
      }
      guard parent.is(TupleExprSyntax.self) || parent.is(LabeledExprListSyntax.self) else {
        return true
      }
      node = parent
    }
    return true
  }
}
