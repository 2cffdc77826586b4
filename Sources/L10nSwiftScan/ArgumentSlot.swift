import SwiftSyntax

/// Where a parameter's argument is in a call: by its label, or the n-th unlabelled argument.
struct ArgumentSlot: Hashable, Sendable, Codable {
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
    zip(list, slots(list.map(\.firstName.text))).map { parameter, slot in
      Parameter(
        slot: slot, name: (parameter.secondName ?? parameter.firstName).text,
        type: parameter.type, isVariadic: parameter.ellipsis != nil)
    }
  }

  /// The slots and types of an enum case's payload, in order (its labels stand for names).
  static func parameters(_ list: EnumCaseParameterListSyntax) -> [Parameter] {
    let labels = list.map { $0.firstName?.text ?? "_" }
    return zip(list, slots(labels)).map { parameter, slot in
      Parameter(slot: slot, name: slot.label ?? "_", type: parameter.type, isVariadic: false)
    }
  }

  /// The slots of parameters with these argument labels (`_` for none), in order.
  private static func slots(_ labels: [String]) -> [ArgumentSlot] {
    var unlabelled = 0
    return labels.map { label in
      guard label == "_" else { return ArgumentSlot(label: label, unlabelledIndex: 0) }
      unlabelled += 1
      return ArgumentSlot(label: nil, unlabelledIndex: unlabelled - 1)
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
