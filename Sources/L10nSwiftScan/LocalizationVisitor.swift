import L10nModel
import L10nScan
import SwiftSyntax

/// Walks one file's syntax tree, collecting localizing calls and the other string literals.
final class LocalizationVisitor: SyntaxVisitor {
  private let path: String
  private let locations: ScalarLocations
  private let routines: LocalizingRoutines
  /// What was found.
  var usage = CodeUsage()
  /// Literals that are arguments of localizing calls (not "other" literals).
  private var consumed: Set<SyntaxIdentifier> = []

  init(path: String, locations: ScalarLocations, routines: LocalizingRoutines) {
    self.path = path
    self.locations = locations
    self.routines = routines
    super.init(viewMode: .sourceAccurate)
  }

  override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
    let arguments = Array(node.arguments)
    guard let name = Self.name(of: node.calledExpression) else { return .visitChildren }
    let labels = arguments.map { $0.label?.text }
    func labelled(_ label: String) -> ExprSyntax? {
      arguments.first { $0.label?.text == label }?.expression
    }
    if node.calledExpression.is(DeclReferenceExprSyntax.self),
      let shape = routines.shape(of: name)
    {
      guard let key = arguments.first, key.label == nil else { return .visitChildren }
      let unlabelled = arguments.filter { $0.label == nil }.map(\.expression)
      let positions = shape.positions
      func positional(_ index: Int?) -> ExprSyntax? {
        guard let index, shape != .key, index < unlabelled.count else { return nil }
        return unlabelled[index]
      }
      record(
        key: key.expression, routine: name, call: node,
        table: labelled("tableName") ?? labelled("table") ?? positional(positions.table),
        value: labelled("value") ?? positional(positions.value),
        comment: labelled("comment") ?? positional(positions.comment), takesString: true)
    } else if name == "String", labels.first == "localized", let key = arguments.first {
      record(
        key: key.expression, routine: "String(localized:)", call: node, table: labelled("table"),
        value: labelled("defaultValue"), comment: labelled("comment"))
    } else if name == "LocalizedStringResource", let key = arguments.first, key.label == nil {
      record(
        key: key.expression, routine: name, call: node, table: labelled("table"),
        value: labelled("defaultValue"), comment: labelled("comment"))
    } else if let key = arguments.first, key.label == nil,
      (SwiftCallShapes.views.contains(name)
        && node.calledExpression.is(DeclReferenceExprSyntax.self))
        || (SwiftCallShapes.modifiers.contains(name)
          && node.calledExpression.is(MemberAccessExprSyntax.self)),
      key.expression.is(StringLiteralExprSyntax.self)
    {
      record(
        key: key.expression, routine: name, call: node, table: labelled("tableName"), value: nil,
        comment: labelled("comment"))
    }
    return .visitChildren
  }

  override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    if !consumed.contains(node.id), let text = node.representedLiteralValue {
      usage.otherLiterals.insert(text)
    }
    return .visitChildren
  }

  /// The called name: `NSLocalizedString`, or `navigationTitle` of `.navigationTitle`.
  private static func name(of callee: ExprSyntax) -> String? {
    if let reference = callee.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text
    }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
  }

  /// Records a reference for each literal `key` can be (two for a ternary of literals);
  /// `takesString` for `NSLocalizedString` and custom routines, whose key is a `String`, not a
  /// `LocalizedStringKey` or `String.LocalizationValue`.
  private func record(
    key: ExprSyntax, routine: String, call: FunctionCallExprSyntax, table: ExprSyntax?,
    value: ExprSyntax?, comment: ExprSyntax?, takesString: Bool = false
  ) {
    // A function that takes a `String` gets an interpolation's result: a key made at run time.
    let keys = Self.alternatives(key).filter {
      !(takesString && $0.segments.contains { $0.is(ExpressionSegmentSyntax.self) })
    }
    guard !keys.isEmpty else {
      if takesString {
        usage.dynamicKeys.append(CodeReference.Place(path: path, location: location(of: key)))
      }
      return
    }
    var tableName: String? = "Localizable"
    let namesTable = table.map { !$0.is(NilLiteralExprSyntax.self) } ?? false
    if let table, namesTable { tableName = text(table) }
    for argument in [table, value, comment].compactMap({ $0 }) {
      if let literal = argument.as(StringLiteralExprSyntax.self) { consumed.insert(literal.id) }
    }
    for literal in keys {
      consumed.insert(literal.id)
      var reference = CodeReference(
        path: path, location: location(of: ExprSyntax(literal)), key: Self.key(literal),
        table: tableName, value: value.flatMap(text), comment: comment.flatMap(text),
        routine: routine, formatArgumentCount: Self.formatArgumentCount(around: call))
      reference.namesTable = namesTable
      usage.references.append(reference)
    }
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
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return alternatives(inner)
    }
    return []
  }

  /// The text of a literal without interpolations.
  private func text(_ expression: ExprSyntax) -> String? {
    expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
  }

  private func location(of expression: ExprSyntax) -> L10nModel.SourceLocation {
    locations.location(ofUTF8: expression.positionAfterSkippingLeadingTrivia.utf8Offset)
  }

  /// A literal as a key: its text with escapes decoded, interpolations as wildcards.
  static func key(_ literal: StringLiteralExprSyntax) -> CodeKey {
    if let text = literal.representedLiteralValue { return CodeKey(text) }
    var parts: [CodeKey.Part] = []
    for segment in literal.segments {
      switch segment {
      case .stringSegment:
        // Decode one segment at a time through a literal holding only it.
        let alone = literal.with(\.segments, StringLiteralSegmentListSyntax([segment]))
        parts.append(.text(alone.representedLiteralValue ?? segment.description))
      case .expressionSegment(let interpolation):
        parts.append(.interpolation(specifier: specifier(of: interpolation)))
      }
    }
    return CodeKey(parts: parts)
  }

  /// The format of an interpolation when the syntax tells: `specifier: "%.1f"`, or the type
  /// of a literal.
  private static func specifier(of interpolation: ExpressionSegmentSyntax) -> String? {
    let expressions = Array(interpolation.expressions)
    if let given = expressions.first(where: { $0.label?.text == "specifier" }) {
      return given.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }
    guard expressions.count == 1, let value = expressions.first?.expression else { return nil }
    if value.is(IntegerLiteralExprSyntax.self) { return "%lld" }
    if value.is(FloatLiteralExprSyntax.self) { return "%lf" }
    if value.is(StringLiteralExprSyntax.self) { return "%@" }
    return nil
  }

  /// How many arguments follow when `call` is the format of `String(format: call, a, b)` or
  /// `String.localizedStringWithFormat(call, a, b)`.
  private static func formatArgumentCount(around call: FunctionCallExprSyntax) -> Int? {
    guard let argument = call.parent?.as(LabeledExprSyntax.self),
      let list = argument.parent?.as(LabeledExprListSyntax.self), list.first?.id == argument.id,
      let outer = list.parent?.as(FunctionCallExprSyntax.self),
      let name = name(of: outer.calledExpression)
    else { return nil }
    let isFormat =
      ((name == "String" || name == "NSString") && argument.label?.text == "format")
      || (SwiftCallShapes.formatFunctions.contains(name) && argument.label == nil)
    guard isFormat, !list.contains(where: { $0.label?.text == "arguments" }) else { return nil }
    return list.dropFirst().filter { $0.label == nil }.count
  }
}
