import L10nModel
import L10nScan
import SwiftSyntax

/// A call that looks a key up, with the expressions of its key, table, value and comment.
struct LocalizingCall {
  /// The key's expression.
  var key: ExprSyntax
  /// What the call is: `NSLocalizedString`, `Text`, a wrapper's name.
  var routine: String
  /// The table's expression, if the call names one.
  var table: ExprSyntax?
  /// The table's name when it is known without an expression (a wrapper's own table).
  var fixedTable: String?
  var value: ExprSyntax?
  var comment: ExprSyntax?
  /// Whether the key is a `String` (an interpolation in it is made at run time), not a
  /// `LocalizedStringKey` or `String.LocalizationValue` (whose interpolations are formats).
  var takesString = false
  /// What a wrapper adds around its argument.
  var prefix: [CodeKey.Part] = []
  var suffix: [CodeKey.Part] = []

  /// The localizing calls `node` is: the `NSLocalizedString` family, custom routines (bare or
  /// member calls), `Bundle.localizedString(forKey:value:table:)`, `String(localized:)`,
  /// `LocalizedStringResource`/`LocalizedStringKey`, SwiftUI views and modifiers, AppIntents
  /// representations, and the project's own functions with localized parameters (one call
  /// each).
  static func all(
    in node: FunctionCallExprSyntax, routines: LocalizingRoutines,
    declarations: SwiftDeclarations
  ) -> [LocalizingCall] {
    guard var name = SwiftCallShapes.name(of: node.calledExpression) else { return [] }
    let arguments = node.arguments
    var isMember = node.calledExpression.is(MemberAccessExprSyntax.self)
    // `.init(title: "Open")` where the type is `DisplayRepresentation`: as its initialiser.
    if name == "init", let type = SwiftCallShapes.contextualType(of: node) {
      name = type
      isMember = false
    } else if name == "init", SwiftCallShapes.isLocalizedResource(node) {
      name = "LocalizedStringResource"
      isMember = false
    }
    // An array, not `SyntaxCollection.filter`'s new tree: the nodes keep their identities.
    let unlabelled = Array(arguments).filter { $0.label == nil }.map(\.expression)
    func labelled(_ label: String) -> ExprSyntax? {
      arguments.first { $0.label?.text == label }?.expression
    }
    if let roles = routines.signatures[name] {
      func role(_ role: LocalizingRoutines.Role) -> ExprSyntax? {
        roles.firstIndex(of: role).flatMap { $0 < unlabelled.count ? unlabelled[$0] : nil }
      }
      guard let key = role(.key) else { return [] }
      return [
        LocalizingCall(
          key: key, routine: name,
          table: labelled("tableName") ?? labelled("table") ?? role(.table),
          value: labelled("value") ?? role(.value), comment: labelled("comment") ?? role(.comment),
          takesString: true)
      ]
    }
    if let shape = routines.shape(of: name) {
      guard let key = arguments.first, key.label == nil else { return [] }
      let positions = shape.positions
      func positional(_ index: Int?) -> ExprSyntax? {
        guard let index, shape != .key, index < unlabelled.count else { return nil }
        return unlabelled[index]
      }
      return [
        LocalizingCall(
          key: key.expression, routine: name,
          table: labelled("tableName") ?? labelled("table") ?? positional(positions.table),
          value: labelled("value") ?? positional(positions.value),
          comment: labelled("comment") ?? positional(positions.comment), takesString: true)
      ]
    }
    if name == "localizedString", isMember, let key = labelled("forKey") {
      return [
        LocalizingCall(
          key: key, routine: "localizedString(forKey:)", table: labelled("table"),
          value: labelled("value"), takesString: true)
      ]
    }
    let first = arguments.first.flatMap { $0.label == nil ? $0.expression : nil }
    if name == "String" || name == "AttributedString",
      arguments.first?.label?.text == "localized", let key = arguments.first
    {
      return [
        LocalizingCall(
          key: key.expression, routine: "\(name)(localized:)", table: labelled("table"),
          value: labelled("defaultValue"), comment: labelled("comment"))
      ]
    }
    if name == "LocalizedStringResource" || name == "LocalizedStringKey", let first {
      return [
        LocalizingCall(
          key: first, routine: name, table: labelled("table"), value: labelled("defaultValue"),
          comment: labelled("comment"))
      ]
    }
    if let first,
      (SwiftLocalizingNames.views.contains(name) && !isMember)
        || (SwiftLocalizingNames.modifiers.contains(name) && isMember)
    {
      return [
        LocalizingCall(
          key: first, routine: name, table: labelled("tableName"), comment: labelled("comment"))
      ]
    }
    if let labels = SwiftLocalizingNames.labelledKeys[name] {
      return arguments.compactMap { argument in
        guard let label = argument.label?.text, labels.contains(label) else { return nil }
        return LocalizingCall(key: argument.expression, routine: "\(name)(\(label):)")
      }
    }
    if let slots = declarations.localizedParameters[name] {
      return slots.sorted {
        ($0.label ?? "", $0.unlabelledIndex) < ($1.label ?? "", $1.unlabelledIndex)
      }
      .compactMap { slot in
        slot.argument(in: arguments).map { LocalizingCall(key: $0, routine: name) }
      }
    }
    return []
  }

  /// The call of a wrapper `node` is, if any: the wrapper's key argument with what the wrapper
  /// adds around it.
  static func wrapped(_ node: FunctionCallExprSyntax, declarations: SwiftDeclarations)
    -> LocalizingCall?
  {
    guard let name = SwiftCallShapes.name(of: node.calledExpression),
      let candidates = declarations.wrappers[name]
    else { return nil }
    let labels = Set(node.arguments.compactMap { $0.label?.text })
    for wrapper in candidates where labels.isSubset(of: wrapper.labels) {
      guard let key = wrapper.key.argument(in: node.arguments) else { continue }
      var call = LocalizingCall(
        key: key, routine: name, takesString: true, prefix: wrapper.prefix,
        suffix: wrapper.suffix)
      switch wrapper.table {
      case .standard: break
      case .named(let table): call.fixedTable = table
      case .argument(let slot):
        call.table = slot.argument(in: node.arguments) ?? unreadable
      case .unknown: call.table = unreadable
      }
      return call
    }
    return nil
  }

  /// An expression standing for a table the scanner cannot read.
  private static var unreadable: ExprSyntax {
    ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("_")))
  }
}
