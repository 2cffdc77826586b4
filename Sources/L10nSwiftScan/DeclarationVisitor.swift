import L10nModel
import L10nScan
import SwiftSyntax

/// Walks one file's syntax tree for its declarations (the first of a scan's two passes):
/// wrappers of localizing calls, localized parameters and properties, whether the file is
/// generated, where `String` parameters are passed on (`TextFlow`).
final class DeclarationVisitor: SyntaxVisitor {
  private let path: String
  private let routines: LocalizingRoutines
  /// What was found.
  var declarations = SwiftDeclarations()
  /// The enclosing functions' names and parameters, innermost last.
  private var functions: [(name: String?, parameters: [ArgumentSlot.Parameter])] = []
  /// The enclosing types' names, innermost last, whether each is a struct, and the names of
  /// the properties it declares.
  private var types: [(name: String, isStruct: Bool, properties: Set<String>)] = []

  init(path: String, routines: LocalizingRoutines) {
    self.path = path
    self.routines = routines
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
    if GeneratedFile.isGenerated(node) { declarations.generatedFiles.insert(path) }
    return .visitChildren
  }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, true, Self.propertyNames(node.memberBlock)))
    return .visitChildren
  }

  override func visitPost(_ node: StructDeclSyntax) { types.removeLast() }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    types.append((node.name.text, false, Self.propertyNames(node.memberBlock)))
    return .visitChildren
  }

  override func visitPost(_ node: ClassDeclSyntax) { types.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = ArgumentSlot.parameters(node.signature.parameterClause.parameters)
    noteLocalized(parameters, of: node.name.text)
    functions.append((node.name.text, parameters))
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) { functions.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    let parameters = ArgumentSlot.parameters(node.signature.parameterClause.parameters)
    if let type = types.last { noteLocalized(parameters, of: type.name) }
    functions.append((nil, parameters))
    return .visitChildren
  }

  override func visitPost(_ node: InitializerDeclSyntax) { functions.removeLast() }

  /// `case notice(LocalizedStringKey)`: `.notice("Saved \(count) notes")` looks its key up.
  override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
    for element in node.elements {
      guard let parameters = element.parameterClause?.parameters else { continue }
      noteLocalized(
        ArgumentSlot.parameters(parameters), of: LocalizationVisitor.plain(element.name))
    }
    return .skipChildren
  }

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    let isStatic = node.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    for binding in node.bindings where SwiftCallShapes.isLocalized(binding.typeAnnotation?.type) {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
        continue
      }
      declarations.localizedProperties.insert(name)
      // A struct's stored property is a parameter of its memberwise initialiser.
      if let type = types.last, type.isStruct, !isStatic, functions.isEmpty,
        binding.accessorBlock == nil
      {
        declarations.localizedParameters[type.name, default: []].insert(
          ArgumentSlot(label: name, unlabelledIndex: 0))
      }
    }
    return .visitChildren
  }

  /// `self.localizationKey = "eq.preset." + name`: a key pattern the property holds; `x.text =
  /// parameter`: where a parameter goes.
  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    let elements = Array(node.elements)
    noteAssignedParameter(elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let name = SwiftDeclarations.propertyName(elements[0])
    else { return .visitChildren }
    // The value assigned: the rest of the (unfolded) sequence, `"eq.preset." + name`.
    let value =
      elements.count == 3
      ? elements[2] : ExprSyntax(SequenceExprSyntax(elements: ExprListSyntax(elements[2...])))
    let key = KeyPiece.key(KeyPiece.pieces(of: value))
    if key.isUsablePattern { declarations.keyProperties[name, default: []].append(key) }
    return .visitChildren
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    notePassedParameters(node)
    guard let function = functions.last, let name = function.name else { return .visitChildren }
    for call in LocalizingCall.all(
      in: node, routines: routines, declarations: SwiftDeclarations())
    where call.takesString {
      guard let wrapper = Self.wrapper(call, parameters: function.parameters) else { continue }
      declarations.wrappers[name, default: []].append(wrapper)
      declarations.wrapperBodies[
        SwiftDeclarations.Place(path: path, offset: node.position.utf8Offset)] = name
    }
    return .visitChildren
  }

  // MARK: Where `String` parameters go

  /// The names of the properties a type's body declares.
  private static func propertyNames(_ members: MemberBlockSyntax) -> Set<String> {
    var names: Set<String> = []
    for member in members.members {
      for binding in member.decl.as(VariableDeclSyntax.self)?.bindings ?? [] {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          names.insert(name)
        }
      }
    }
    return names
  }

  /// The innermost function's name (its type's for an initialiser) and the `String`
  /// parameter `expression` names, with its label, if it is one.
  private func stringParameter(_ expression: ExprSyntax) -> (function: String, label: String)? {
    guard let function = functions.last,
      let name = function.name ?? (functions.count == 1 ? types.last?.name : nil),
      let reference = expression.as(DeclReferenceExprSyntax.self),
      let parameter = function.parameters.first(where: {
        $0.name == reference.baseName.text && !$0.isVariadic
      }),
      SwiftCallShapes.unwrapped(parameter.type) == "String"
    else { return nil }
    if let label = parameter.slot.label { return (name, label) }
    return parameter.slot.unlabelledIndex == 0 ? (name, "_") : nil
  }

  /// `x.text = parameter` (`self.x` when the type does not declare `x` itself).
  private func noteAssignedParameter(_ elements: [ExprSyntax]) {
    guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self), let base = member.base,
      let (function, label) = stringParameter(elements[2])
    else { return }
    let property = member.declName.baseName.text
    if base.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
      types.last?.properties.contains(property) == true
    {
      return
    }
    declarations.textFlows.append(
      TextFlow(function: function, label: label, target: .property(property)))
  }

  /// `f(parameter)`, `g(title: parameter)`: a parameter given to a call.
  private func notePassedParameters(_ node: FunctionCallExprSyntax) {
    guard !functions.isEmpty, let callee = SwiftCallShapes.name(of: node.calledExpression)
    else { return }
    let firstUnlabelled = node.arguments.first { $0.label == nil }?.id
    for argument in node.arguments {
      guard argument.label != nil || argument.id == firstUnlabelled,
        let (function, label) = stringParameter(argument.expression)
      else { continue }
      declarations.textFlows.append(
        TextFlow(
          function: function, label: label,
          target: .argument(callee: callee, label: argument.label?.text ?? "_")))
    }
  }

  private func noteLocalized(_ parameters: [ArgumentSlot.Parameter], of name: String) {
    for parameter in parameters where SwiftCallShapes.isLocalized(parameter.type) {
      declarations.localizedParameters[name, default: []].insert(parameter.slot)
    }
  }

  /// The wrapper a function is when `call`'s key is literal text around exactly one of its
  /// `String` parameters.
  static func wrapper(_ call: LocalizingCall, parameters: [ArgumentSlot.Parameter])
    -> SwiftDeclarations.Wrapper?
  {
    func parameter(_ expression: ExprSyntax?) -> ArgumentSlot.Parameter? {
      guard let reference = expression?.as(DeclReferenceExprSyntax.self),
        reference.argumentNames == nil
      else { return nil }
      return parameters.first { $0.name == reference.baseName.text && !$0.isVariadic }
    }
    let pieces = KeyPiece.pieces(of: call.key)
    let values = pieces.indices.filter { if case .value = pieces[$0] { true } else { false } }
    guard values.count == 1, let index = values.first, case .value(let value) = pieces[index],
      let key = parameter(value),
      key.type.trimmedDescription.hasPrefix("String")
    else { return nil }
    let table: SwiftDeclarations.Table
    if let expression = call.table, !expression.is(NilLiteralExprSyntax.self) {
      if let name = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
        table = .named(name)
      } else if let slot = parameter(expression)?.slot {
        table = .argument(slot)
      } else {
        table = .unknown
      }
    } else {
      table = .standard
    }
    return SwiftDeclarations.Wrapper(
      key: key.slot, prefix: KeyPiece.key(Array(pieces[..<index])).parts,
      suffix: KeyPiece.key(Array(pieces[(index + 1)...])).parts, table: table,
      labels: Set(parameters.compactMap(\.slot.label)))
  }
}
