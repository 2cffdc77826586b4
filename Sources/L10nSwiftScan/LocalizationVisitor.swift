import L10nModel
import L10nScan
import SwiftSyntax

/// Walks one file's syntax tree (the second pass, knowing every file's declarations),
/// collecting localizing calls, key patterns, tables read at run time, a generated file's
/// accessors, the other string literals, and the texts shown without localization.
final class LocalizationVisitor: SyntaxVisitor {
  private let path: String
  private let locations: ScalarLocations
  private let routines: LocalizingRoutines
  private let declarations: SwiftDeclarations
  private let isGenerated: Bool
  /// What was found.
  var usage = CodeUsage()
  /// The accessors of a generated file.
  var accessors: [GeneratedAccessor] = []
  /// The dotted names code outside generated files uses (`L10n.Alert.title`).
  var memberNames: Set<String> = []
  /// The wrappers this file calls.
  var calledWrappers: Set<String> = []
  /// The key patterns (or keys made at run time) of wrappers' own calls, by wrapper name: they
  /// stand when no code calls the wrapper.
  var wrapperPatterns: [(wrapper: String, reference: CodeReference)] = []
  /// Literals that are arguments of localizing calls (not "other" literals).
  private var consumed: Set<SyntaxIdentifier> = []
  /// The enclosing types' and members' names, outermost first (a generated accessor's name).
  private var scope: [String] = []
  /// The names declared as integers in each enclosing type and function, innermost last.
  private var integerScopes: [Set<String>] = [[]]
  /// References held in a local `let` (`let format = NSLocalizedString(…)`), by name, in the
  /// current function: their format may be passed to `String(format:)` later.
  private var heldFormats: [String: [Int]] = [:]
  /// The texts shown without localization.
  private var hardcoded: HardcodedTextFinder

  /// `positions` are the text positions, the project's functions that reach one included.
  init(
    path: String, text: String, routines: LocalizingRoutines, positions: TextPositions,
    declarations: SwiftDeclarations
  ) {
    self.path = path
    let locations = ScalarLocations(text)
    self.locations = locations
    hardcoded = HardcodedTextFinder(
      path: path, text: text, locations: locations, positions: positions)
    self.routines = routines
    self.declarations = declarations
    isGenerated = declarations.generatedFiles.contains(path)
    super.init(viewMode: .sourceAccurate)
  }

  /// The texts shown without localization, once the file is walked.
  func hardcodedTexts() -> [HardcodedText] {
    isGenerated ? [] : hardcoded.finish()
  }

  // MARK: Calls

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    noteTableReadWhole(node)
    noteHeldFormat(node)
    let calls = LocalizingCall.all(in: node, routines: routines, declarations: declarations)
    let wrapper = declarations.wrapperBodies[
      SwiftDeclarations.Place(path: path, offset: node.position.utf8Offset)]
    for call in calls { record(call, at: node, inWrapper: wrapper) }
    hardcoded.integerScopes = integerScopes
    hardcoded.call(node, isLocalizing: !calls.isEmpty)
    if calls.isEmpty, let call = LocalizingCall.wrapped(node, declarations: declarations) {
      calledWrappers.insert(call.routine)
      record(call, at: node, throughWrapper: true)
    }
    return .visitChildren
  }

  /// `#Preview { … }`: previews run in Xcode only, their texts are no lookups of the app.
  override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    node.macroName.text == "Preview" ? .skipChildren : .visitChildren
  }

  /// `@Parameter(title: "Folder", description: "…")` of an App Intent.
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
    guard let name = node.attributeName.as(IdentifierTypeSyntax.self)?.name.text,
      let labels = SwiftLocalizingNames.attributeKeys[name],
      case .argumentList(let arguments) = node.arguments
    else { return .visitChildren }
    for argument in arguments {
      guard let label = argument.label?.text, labels.contains(label) else { continue }
      record(LocalizingCall(key: argument.expression, routine: "@\(name)(\(label):)"), at: nil)
    }
    return .visitChildren
  }

  // MARK: Where texts are no user's

  /// `#if DEBUG`: what only debug builds show.
  override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
    if Self.isDebugOnly(node) { hardcoded.suppressed += 1 }
    return .visitChildren
  }

  override func visitPost(_ node: IfConfigClauseSyntax) {
    if Self.isDebugOnly(node) { hardcoded.suppressed -= 1 }
  }

  override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
    let module = node.path.first?.name.text
    if module == "XCTest" || module == "Testing" { hardcoded.importsTests = true }
    return .skipChildren
  }

  override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.declares(node.identifier.text)
    return .visitChildren
  }

  override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.declares((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.declares(node.name.text)
    return .visitChildren
  }

  override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.declares((node.secondName ?? node.firstName).text)
    return .visitChildren
  }

  /// Whether a clause of `#if` is compiled in debug builds only: `#if DEBUG` (or a condition
  /// naming `DEBUG` without negating it), or the `#else` of `#if !DEBUG`.
  private static func isDebugOnly(_ clause: IfConfigClauseSyntax) -> Bool {
    if let condition = clause.condition?.trimmedDescription {
      return condition.contains("DEBUG") && !condition.contains("!")
    }
    guard let clauses = clause.parent?.as(IfConfigClauseListSyntax.self) else { return false }
    let conditions = clauses.compactMap { $0.condition?.trimmedDescription }
    return !conditions.isEmpty && conditions.allSatisfy { $0 == "!DEBUG" }
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if !isGenerated, !consumed.contains(node.id), let text = node.representedLiteralValue,
      LiteralPosition.canReachLookup(node)
    {
      usage.otherLiterals.insert(text)
    }
    return .visitChildren
  }

  override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
    if !isGenerated, let name = Self.dottedName(node) { memberNames.insert(name) }
    if !isGenerated, let name = Self.implicitMember(node) { usage.implicitMembers.insert(name) }
    return .visitChildren
  }

  // MARK: Declarations typed `LocalizedStringKey`

  override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.declaration(node)
    integerScopes[integerScopes.count - 1].formUnion(InterpolationType.integerNames(node))
    scope.append(
      Self.plain(node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier) ?? "")
    for binding in node.bindings where SwiftCallShapes.isLocalized(binding.typeAnnotation?.type) {
      let routine = binding.typeAnnotation?.type.trimmedDescription ?? "LocalizedStringKey"
      var results: [ExprSyntax] = binding.initializer.map { [$0.value] } ?? []
      if let accessors = binding.accessorBlock { results += ResultExpressions.of(accessors) }
      for result in results { record(LocalizingCall(key: result, routine: routine), at: nil) }
    }
    return .visitChildren
  }

  override func visitPost(_ node: VariableDeclSyntax) { scope.removeLast() }

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    hardcoded.function(node)
    scope.append(Self.plain(node.name))
    // Parameters and the body's own declarations: the body's results are recorded before the
    // walk reaches its statements.
    var integers = Set(InterpolationType.integerNames(node.signature.parameterClause.parameters))
    for item in node.body?.statements ?? [] {
      if let declaration = item.item.as(VariableDeclSyntax.self) {
        integers.formUnion(InterpolationType.integerNames(declaration))
      }
    }
    integerScopes.append(integers)
    heldFormats = [:]
    if let returned = node.signature.returnClause?.type, SwiftCallShapes.isLocalized(returned),
      let body = node.body
    {
      for result in ResultExpressions.of(body.statements) {
        record(LocalizingCall(key: result, routine: returned.trimmedDescription), at: nil)
      }
    }
    return .visitChildren
  }

  override func visitPost(_ node: FunctionDeclSyntax) {
    scope.removeLast()
    integerScopes.removeLast()
  }

  override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
    // `title = "Done"` (or `self.title`) for a property typed `LocalizedStringKey`; not
    // `label.text = "1 day left"`, another type's property of the same name (a UIKit `String`).
    let elements = Array(node.elements)
    if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
      let name = SwiftDeclarations.propertyName(elements[0]),
      declarations.localizedProperties.contains(name)
    {
      record(LocalizingCall(key: elements[2], routine: "LocalizedStringKey"), at: nil)
    }
    hardcoded.integerScopes = integerScopes
    hardcoded.assignment(node, localizedProperties: declarations.localizedProperties)
    return .visitChildren
  }

  override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(Self.plain(node.name))
  }

  override func visitPost(_ node: EnumDeclSyntax) { leaveType() }

  override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
    if Self.isPreview(node) { hardcoded.suppressed += 1 }
    return enterType(Self.plain(node.name))
  }

  override func visitPost(_ node: StructDeclSyntax) {
    if Self.isPreview(node) { hardcoded.suppressed -= 1 }
    leaveType()
  }

  /// Whether `node` is a `PreviewProvider`: it runs in Xcode's canvas only.
  private static func isPreview(_ node: StructDeclSyntax) -> Bool {
    node.inheritanceClause?.inheritedTypes.contains {
      $0.type.trimmedDescription.hasSuffix("PreviewProvider")
    } ?? false
  }

  override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
    enterType(Self.plain(node.name))
  }

  override func visitPost(_ node: ClassDeclSyntax) { leaveType() }

  /// Enters a type's body: its name scopes the declarations in it, and its integers are its
  /// own.
  private func enterType(_ name: String) -> SyntaxVisitorContinueKind {
    scope.append(name)
    integerScopes.append([])
    return .visitChildren
  }

  /// Leaves the type entered last.
  private func leaveType() {
    scope.removeLast()
    integerScopes.removeLast()
  }

  override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
    scope.append(node.extendedType.trimmedDescription)
    return .visitChildren
  }

  override func visitPost(_ node: ExtensionDeclSyntax) { scope.removeLast() }

  // MARK: Recording

  /// Whether `call` passes `bundle: .module` (or `Bundle.module`, or Xcode 26's `#bundle`,
  /// the bundle of the code's own target): a Swift package target's own resources.
  private static func looksUpInModuleBundle(_ call: FunctionCallExprSyntax) -> Bool {
    guard let bundle = call.arguments.first(where: { $0.label?.text == "bundle" })?.expression
    else { return false }
    let spelled = bundle.trimmedDescription.filter { !$0.isWhitespace }
    return spelled == ".module" || spelled == "Bundle.module" || spelled == "#bundle"
  }

  /// Records the keys of `call`.
  ///
  /// Two for a ternary of literals: references, key patterns around values known only at run
  /// time, or keys made at run time; in a generated file, accessors. `node` is the call, when
  /// there is one (for the format's arguments); `inWrapper` the wrapper whose own call it is,
  /// whose callers give the keys; `throughWrapper` when the call is one of a wrapper's.
  private func record(
    _ call: LocalizingCall, at node: FunctionCallExprSyntax?, inWrapper wrapper: String? = nil,
    throughWrapper: Bool = false
  ) {
    let literals = Self.alternatives(call.key)
    var keys: [(key: CodeKey, at: ExprSyntax)] = literals.map { literal in
      // A function that takes a `String` gets an interpolation's result: made at run time.
      let spelled =
        call.takesString && literal.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
        ? KeyPiece.key(KeyPiece.pieces(of: ExprSyntax(literal))) : key(literal)
      return (spelled.surrounded(by: call.prefix, call.suffix), ExprSyntax(literal))
    }
    if keys.isEmpty, call.takesString,
      let name = call.key.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? call.key.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
      let patterns = declarations.keyProperties[name]
    {
      // A property holding a key built around literal text: every key its patterns match.
      keys = patterns.map { ($0.surrounded(by: call.prefix, call.suffix), call.key) }
    }
    if keys.isEmpty {
      guard call.takesString else { return }
      keys = [
        (
          KeyPiece.key(KeyPiece.pieces(of: call.key)).surrounded(by: call.prefix, call.suffix),
          call.key
        )
      ]
    }
    var tableName: String? = call.fixedTable ?? "Localizable"
    let namesTable =
      call.fixedTable != nil || call.table.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
    if let table = call.table, namesTable { tableName = text(table) }
    for argument in [call.table, call.value, call.comment].compactMap({ $0 }) {
      if let literal = argument.as(StringLiteralExprSyntax.self) { consumed.insert(literal.id) }
    }
    for literal in literals { consumed.insert(literal.id) }
    for literal in KeyPiece.literals(of: call.key) { consumed.insert(literal.id) }
    for (key, expression) in keys {
      let place = CodeReference.Place(path: path, location: location(of: expression))
      var reference = CodeReference(
        path: path, location: place.location, key: key, table: tableName,
        value: call.value.flatMap(text), comment: call.comment.flatMap(text),
        routine: call.routine, formatArgumentCount: node.flatMap(Self.formatArgumentCount))
      reference.namesTable = namesTable
      reference.inModuleBundle = node.map(Self.looksUpInModuleBundle) ?? false
      reference.throughWrapper = throughWrapper
      if let wrapper, key.isPattern {
        wrapperPatterns.append((wrapper, reference))
      } else if key.isPattern {
        usage.addMadeAtRunTime(reference)
      } else if isGenerated {
        if !key.hasInterpolations, let tableName {
          accessors.append(
            GeneratedAccessor(
              name: scope.joined(separator: "."), key: key.description, table: tableName,
              place: place))
        }
      } else {
        if let name = Self.heldName(of: node) {
          heldFormats[name, default: []].append(usage.references.count)
        }
        usage.references.append(reference)
      }
    }
  }

  /// A table code reads whole: `path(forResource: "KeyBinding", ofType: "strings")`,
  /// `url(forResource:withExtension:)`.
  private func noteTableReadWhole(_ node: FunctionCallExprSyntax) {
    let arguments = node.arguments
    func literal(_ label: String) -> String? {
      arguments.first { $0.label?.text == label }?.expression.as(StringLiteralExprSyntax.self)?
        .representedLiteralValue
    }
    guard let table = literal("forResource"),
      let type = literal("ofType") ?? literal("withExtension"),
      SwiftCallShapes.tableExtensions.contains(type)
    else { return }
    usage.runTimeTables.append(
      RunTimeTable(
        table: table,
        place: CodeReference.Place(path: path, location: location(of: ExprSyntax(node)))))
  }

  /// `String(format: held, a, b)` for a localized string held in a local `let`: the count of
  /// arguments is the held references'.
  private func noteHeldFormat(_ node: FunctionCallExprSyntax) {
    guard let first = node.arguments.first,
      let name = first.expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
      let held = heldFormats[name],
      let count = Self.formatArgumentCount(of: first, in: node)
    else { return }
    for index in held { usage.references[index].formatArgumentCount = count }
  }

  /// The name of the local `let` whose value `node` is, if any.
  private static func heldName(of node: FunctionCallExprSyntax?) -> String? {
    guard
      let binding = node?.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
        PatternBindingSyntax.self),
      binding.parent?.parent?.as(VariableDeclSyntax.self)?.bindingSpecifier.text == "let"
    else { return nil }
    return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
  }

  /// The string literals an expression evaluates to: itself, or both branches of `c ? "a" : "b"`.
  private static func alternatives(_ expression: ExprSyntax) -> [StringLiteralExprSyntax] {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return [literal] }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      // `?:` binds loosest: `a > b ? "x" : "y"` ends with the ternary and its `else`.
      if elements.count >= 3,
        let ternary = elements[elements.count - 2].as(UnresolvedTernaryExprSyntax.self),
        let then = ternary.thenExpression.as(StringLiteralExprSyntax.self),
        let otherwise = elements[elements.count - 1].as(StringLiteralExprSyntax.self)
      {
        return [then, otherwise]
      }
    }
    if let ternary = expression.as(TernaryExprSyntax.self),
      let then = ternary.thenExpression.as(StringLiteralExprSyntax.self),
      let otherwise = ternary.elseExpression.as(StringLiteralExprSyntax.self)
    {
      return [then, otherwise]
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return alternatives(inner)
    }
    return []
  }

  /// `A.b.c` of a member access made only of names, else `nil`.
  private static func dottedName(_ node: MemberAccessExprSyntax) -> String? {
    guard let base = node.base else { return nil }
    let prefix: String?
    if let reference = base.as(DeclReferenceExprSyntax.self) {
      prefix = plain(reference.baseName)
    } else if let member = base.as(MemberAccessExprSyntax.self) {
      prefix = dottedName(member)
    } else {
      prefix = nil
    }
    return prefix.map { "\($0).\(plain(node.declName.baseName))" }
  }

  /// `done` of `.done`, `InAppPurchase.yearlyName` of `.InAppPurchase.yearlyName`: a member
  /// access whose innermost base is implicit, or `LocalizedStringResource` (where Xcode's
  /// generated catalog symbols are: `LocalizedStringResource.cartTitle` is `cartTitle`), else
  /// `nil`.
  private static func implicitMember(_ node: MemberAccessExprSyntax) -> String? {
    guard let base = node.base else { return plain(node.declName.baseName) }
    if base.as(DeclReferenceExprSyntax.self).map({ plain($0.baseName) })
      == "LocalizedStringResource"
    {
      return plain(node.declName.baseName)
    }
    return base.as(MemberAccessExprSyntax.self).flatMap(implicitMember).map {
      "\($0).\(plain(node.declName.baseName))"
    }
  }

  /// A name without the backticks that let a keyword be one (`` `public` `` is `public`, as
  /// code calls it: SwiftGen's `` static let `left` `` is called `L10n.left`).
  static func plain(_ name: TokenSyntax) -> String {
    name.identifier?.name ?? name.text
  }

  static func plain(_ name: TokenSyntax?) -> String? {
    name.map(plain)
  }

  /// The text of a literal without interpolations.
  private func text(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  private func location(of expression: ExprSyntax) -> L10nModel.SourceLocation {
    locations.location(ofUTF8: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A literal as a key: its text with escapes decoded, interpolations as wildcards unless
  /// their type is known.
  private func key(_ literal: StringLiteralExprSyntax) -> CodeKey {
    let integerNames = integerScopes.reduce(into: Set<String>()) { $0.formUnion($1) }
    if let text = literal.representedLiteralValue { return CodeKey(text) }
    return CodeKey(
      parts: literal.segments.map { segment in
        switch segment {
        case .stringSegment: .text(KeyPiece.text(of: segment, in: literal))
        case .expressionSegment(let interpolation):
          .interpolation(
            specifier: InterpolationType.specifier(of: interpolation, integerNames: integerNames))
        }
      })
  }

  /// How many arguments follow when `call` is the format of `String(format: call, a, b)` or
  /// `String.localizedStringWithFormat(call, a, b)`.
  private static func formatArgumentCount(around call: FunctionCallExprSyntax) -> Int? {
    guard let argument = call.parent?.as(LabeledExprSyntax.self),
      let outer = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    else { return nil }
    return formatArgumentCount(of: argument, in: outer)
  }

  /// How many arguments follow `argument` when it is the format of the call `outer`.
  private static func formatArgumentCount(
    of argument: LabeledExprSyntax, in outer: FunctionCallExprSyntax
  ) -> Int? {
    let list = outer.arguments
    guard list.first?.id == argument.id, let name = SwiftCallShapes.name(of: outer.calledExpression)
    else { return nil }
    let isFormat =
      ((name == "String" || name == "NSString") && argument.label?.text == "format")
      || (SwiftCallShapes.formatFunctions.contains(name) && argument.label == nil)
    guard isFormat, !list.contains(where: { $0.label?.text == "arguments" }) else { return nil }
    return list.dropFirst().filter { $0.label == nil }.count
  }
}
