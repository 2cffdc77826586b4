import SwiftSyntax

/// Where a parameter's argument is in a call: by its label, or the n-th unlabelled argument.
struct ArgumentSlot: Hashable, Sendable {
  /// The argument label; `nil` for `_`.
  var label: String?
  /// Among the unlabelled parameters, which one (when `label` is `nil`).
  var unlabelledIndex: Int

  /// The argument of `arguments` in this slot.
  func argument(in arguments: LabeledExprListSyntax) -> ExprSyntax? {
    if let label { return arguments.first { $0.label?.text == label }?.expression }
    // `SyntaxCollection.filter` makes a new tree; an array keeps the nodes' identities.
    let unlabelled = Array(arguments).filter { $0.label == nil }
    return unlabelledIndex < unlabelled.count ? unlabelled[unlabelledIndex].expression : nil
  }

  /// The slots, internal names and types of a parameter list, in order.
  static func parameters(_ list: FunctionParameterListSyntax) -> [Parameter] {
    var unlabelled = 0
    return list.map { parameter in
      let external = parameter.firstName.text
      let slot = ArgumentSlot(
        label: external == "_" ? nil : external, unlabelledIndex: external == "_" ? unlabelled : 0)
      if external == "_" { unlabelled += 1 }
      return Parameter(
        slot: slot, name: (parameter.secondName ?? parameter.firstName).text,
        type: parameter.type, isVariadic: parameter.ellipsis != nil)
    }
  }

  /// A parameter of a function.
  struct Parameter {
    var slot: ArgumentSlot
    /// The name the body uses.
    var name: String
    var type: TypeSyntax
    var isVariadic: Bool
  }
}
