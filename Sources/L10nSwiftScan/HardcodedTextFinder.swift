import L10nModel
import L10nScan
import SwiftSyntax

/// Finds the texts one Swift file shows a user without localizing them (part of
/// `LocalizationVisitor`'s walk): literals given to UIKit's and AppKit's text positions, and
/// `String`s given to SwiftUI views and modifiers that would look a literal up.
///
/// Nothing inside `#if DEBUG`, a `PreviewProvider` or `#Preview` (not walked), nor in a test's
/// file. Each node is looked at once, so the cost is linear in the file.
struct HardcodedTextFinder {
  private let path: String
  private let locations: ScalarLocations
  private let positions: TextPositions
  private let markers: IgnoreMarkers
  /// What was found, in walk order.
  private(set) var found: [HardcodedText] = []
  /// The literals the file's `String` helpers return (`ReturnedLiterals`): by `title()` for
  /// `func title() -> String { "…" }`, by `title` for `var title: String { "…" }`.
  private var helpers = ReturnedLiterals()
  /// How many enclosing debug-only clauses and previews: nothing is recorded inside one.
  var suppressed = 0
  /// Whether the file imports a test framework (`XCTest`, `Testing`): nothing of it counts.
  var importsTests = false
  /// `Text(name)` and the like, waiting for the end of the file: a name declared once in the
  /// file, by a `let` of a literal, is that `String`.
  private var namedArguments: [(name: String, position: String, at: ExprSyntax)] = []
  /// The literals held by `let name = "…"` (no type, or `String`), by name.
  private var heldLiterals: [String: StringLiteralExprSyntax] = [:]
  /// How many times each name is declared in the file (variables, parameters, patterns).
  private var declarationCounts: [String: Int] = [:]
  /// The names declared as integers in the scopes around the node being looked at (set by the
  /// visitor): an interpolation of one is `%lld`.
  var integerScopes: [Set<String>] = []

  init(path: String, text: String, locations: ScalarLocations, positions: TextPositions) {
    self.path = path
    self.locations = locations
    self.positions = positions
    markers = IgnoreMarkers(text)
    if TextPositions.isTestFile(path) { suppressed = 1 }
  }

  // MARK: Positions

  /// A call: a SwiftUI view or modifier given a `String`, or a UIKit/AppKit (or the project's)
  /// call given a literal; `isLocalizing` when the scanner reads the call as a lookup.
  mutating func call(_ node: FunctionCallExprSyntax, isLocalizing: Bool) {
    guard suppressed == 0, let name = SwiftCallShapes.name(of: node.calledExpression) else {
      return
    }
    let isMember = node.calledExpression.is(MemberAccessExprSyntax.self)
    let isView = SwiftLocalizingNames.views.contains(name) && !isMember
    if isView || (SwiftLocalizingNames.modifiers.contains(name) && isMember) {
      let position = isView ? "SwiftUI \(name)" : "SwiftUI .\(name)"
      if let first = node.arguments.first {
        if first.label == nil {
          keyArgument(first.expression, position: position)
        } else if name == "Text", first.label?.text == "verbatim",
          let literal = first.expression.as(StringLiteralExprSyntax.self)
        {
          record(literal, position: "SwiftUI Text(verbatim:)", shape: .verbatim)
        }
      }
      return
    }
    guard !isLocalizing, let labels = positions.arguments[name] else { return }
    // UIKit's `setTitle(_:for:)`, not a project's own `setTitle(_:)` of another meaning.
    if name == "setTitle", !node.arguments.contains(where: { $0.label?.text == "for" }) {
      return
    }
    let unlabelled = node.arguments.first { $0.label == nil }
    for argument in node.arguments {
      let label = argument.label?.text ?? "_"
      guard labels.contains(label), argument.label != nil || argument.id == unlabelled?.id
      else { continue }
      stringArgument([argument.expression], position: "\(name)(\(label):)")
    }
  }

  /// An assignment `x.text = "…"` to a text property (not one typed `LocalizedStringKey`).
  mutating func assignment(_ node: SequenceExprSyntax, localizedProperties: Set<String>) {
    guard suppressed == 0 else { return }
    let elements = Array(node.elements)
    guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
      let member = elements[0].as(MemberAccessExprSyntax.self), member.base != nil
    else { return }
    let name = member.declName.baseName.text
    guard positions.properties.contains(name), !localizedProperties.contains(name) else { return }
    stringArgument(Array(elements[2...]), position: ".\(name)")
  }

  /// A function's declaration: one without parameters returning a literal `String` is a helper
  /// whose calls show that literal.
  mutating func function(_ node: FunctionDeclSyntax) {
    helpers.add(node)
  }

  /// A variable's declaration: `let title = "…"` holds a `String`; every name counts.
  mutating func declaration(_ node: VariableDeclSyntax) {
    helpers.add(node)
    guard node.bindingSpecifier.text == "let", node.attributes.isEmpty else { return }
    for binding in node.bindings {
      guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
        let literal = binding.initializer?.value.as(StringLiteralExprSyntax.self),
        binding.typeAnnotation.map({ $0.type.trimmedDescription == "String" }) ?? true
      else { continue }
      heldLiterals[name] = literal
    }
  }

  /// A name declared (a variable, a parameter, a pattern's binding).
  mutating func declares(_ name: String) {
    declarationCounts[name, default: 0] += 1
  }

  /// The texts found, with the `Text(name)` of names holding a literal; nothing in a test's
  /// file.
  mutating func finish() -> [HardcodedText] {
    guard !importsTests, !TextPositions.isTestFile(path) else { return [] }
    for (name, position, expression) in namedArguments {
      guard declarationCounts[name] == 1, let literal = heldLiterals[name] else { continue }
      let held = ExprSyntax(literal)
      record(
        held.positionAfterSkippingLeadingTrivia
          .utf8Offset..<held.endPositionBeforeTrailingTrivia.utf8Offset,
        text: Self.text(of: held), at: expression, position: position, shape: .variable,
        hasInterpolations: Self.hasInterpolations(held), parts: parts(of: literal))
    }
    for (literal, position, shape) in helpers.uses(declarationCounts: declarationCounts) {
      record(literal, position: position, shape: shape)
    }
    return found.sorted { $0.location < $1.location }
  }

  // MARK: What reaches a position

  /// The first argument of a SwiftUI view or modifier: a literal (or a ternary of literals)
  /// is a `LocalizedStringKey`; a concatenation, `String(format:)` or a variable holding a
  /// literal is a `String`, shown as it is.
  private mutating func keyArgument(_ expression: ExprSyntax, position: String) {
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return keyArgument(inner, position: position)
    }
    let elements = Self.elements(of: expression)
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      namedArguments.append((name, position, expression))
      helpers.use(name, position: position, shape: .variable)
    } else if let name = ReturnedLiterals.call(expression) {
      helpers.use(name, position: position, shape: .variable)
    } else if Self.isConcatenation(elements) || Self.formatLiteral(expression) != nil {
      built(elements, position: position)
    } else if let branches = Self.ternaryBranches(elements),
      !branches.allSatisfy({ $0.is(StringLiteralExprSyntax.self) })
    {
      // `c ? "On" : name` is a `String`: its literal branch is shown as it is.
      for case let literal? in branches.map({ $0.as(StringLiteralExprSyntax.self) }) {
        record(literal, position: position, shape: .built)
      }
    }
  }

  /// What a `String` position is given (one expression, or the operands and operators of an
  /// unfolded sequence): literals (a ternary's too) and what is built from them.
  private mutating func stringArgument(_ elements: [ExprSyntax], position: String) {
    if elements.count == 1, let only = elements.first {
      if let literal = only.as(StringLiteralExprSyntax.self) {
        record(literal, position: position, shape: .literal)
      } else if Self.formatLiteral(only) != nil {
        built(elements, position: position)
      } else if let name = ReturnedLiterals.reference(only) {
        helpers.use(name, position: position, shape: .literal)
      } else if let text = Self.attributedText(only) {
        stringArgument([text], position: position)
      } else if let tuple = only.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let inner = tuple.elements.first?.expression
      {
        stringArgument(Self.elements(of: inner), position: position)
      } else if only.is(SequenceExprSyntax.self) || only.is(TernaryExprSyntax.self) {
        let inner = Self.elements(of: only)
        if inner.count > 1 { stringArgument(inner, position: position) }
      }
    } else if Self.isConcatenation(elements) {
      built(elements, position: position)
    } else if let branches = Self.ternaryBranches(elements) {
      for case let literal? in branches.map({ $0.as(StringLiteralExprSyntax.self) }) {
        record(literal, position: position, shape: .literal)
      }
    }
  }

  /// A `String` built of `elements` (a concatenation's, or one `String(format:)`).
  private mutating func built(_ elements: [ExprSyntax], position: String) {
    guard let first = elements.first, let last = elements.last else { return }
    let format = elements.count == 1 ? Self.formatLiteral(first) : nil
    let shown =
      elements.count == 1
      ? format.map { Self.text(of: ExprSyntax($0)) } ?? ""
      : stride(from: 0, to: elements.count, by: 2).map { Self.text(of: elements[$0]) }.joined()
    // A concatenation's operands other than literals are `String`s (`+` takes two).
    let pieces =
      format.map { parts(of: $0) }
      ?? stride(from: 0, to: elements.count, by: 2).flatMap { index -> [HardcodedText.Part] in
        let operand = elements[index]
        if let literal = operand.as(StringLiteralExprSyntax.self) { return parts(of: literal) }
        return [.value(operand.trimmedDescription, specifier: "%@")]
      }
    record(
      first.positionAfterSkippingLeadingTrivia
        .utf8Offset..<last.endPositionBeforeTrailingTrivia.utf8Offset,
      text: shown, at: first, position: position, shape: .built, hasInterpolations: true,
      parts: pieces, formatRange: format.map(Self.range(of:)), isConcatenation: format == nil)
  }

  /// The UTF-8 offsets of a literal.
  private static func range(of literal: StringLiteralExprSyntax) -> Range<Int> {
    literal.positionAfterSkippingLeadingTrivia
      .utf8Offset..<literal.endPositionBeforeTrailingTrivia.utf8Offset
  }

  /// A literal's parts: its segments' text (spelled again only from a plain one-line literal)
  /// and its interpolations, with their specifiers when the syntax tells.
  private func parts(of literal: StringLiteralExprSyntax) -> [HardcodedText.Part] {
    let isPlain =
      literal.openingPounds == nil && literal.openingQuote.tokenKind == .stringQuote
    let integerNames = integerScopes.reduce(into: Set<String>()) { $0.formUnion($1) }
    return literal.segments.map { segment -> HardcodedText.Part in
      switch segment {
      case .stringSegment(let text):
        .text(
          KeyPiece.text(of: segment, in: literal),
          spelling: isPlain ? text.content.text : nil)
      case .expressionSegment(let interpolation):
        .value(
          interpolation.expressions.trimmedDescription,
          specifier: InterpolationType.specifier(of: interpolation, integerNames: integerNames))
      }
    }
  }

  private mutating func record(
    _ literal: StringLiteralExprSyntax, position: String, shape: HardcodedText.Shape
  ) {
    let expression = ExprSyntax(literal)
    record(
      expression.positionAfterSkippingLeadingTrivia
        .utf8Offset..<expression.endPositionBeforeTrailingTrivia.utf8Offset,
      text: Self.text(of: expression), at: expression, position: position, shape: shape,
      hasInterpolations: Self.hasInterpolations(expression), parts: parts(of: literal))
  }

  /// Records the text whose expression spans `range` (what a rewrite replaces), located at
  /// `place`.
  private mutating func record(
    _ range: Range<Int>, text: String, at place: ExprSyntax, position: String,
    shape: HardcodedText.Shape, hasInterpolations: Bool, parts: [HardcodedText.Part],
    formatRange: Range<Int>? = nil, isConcatenation: Bool = false
  ) {
    let location = locations.location(ofUTF8: place.positionAfterSkippingLeadingTrivia.utf8Offset)
    var text = HardcodedText(
      path: path, location: location, utf8Range: range, text: text,
      hasInterpolations: hasInterpolations, position: position, shape: shape,
      marker: markers.marker(forLine: location.line))
    text.parts = parts
    text.formatRange = formatRange
    text.isConcatenation = isConcatenation
    found.append(text)
  }

  // MARK: Expressions

  /// The `String` an attributed text is made of: `NSAttributedString(string: …)`,
  /// `NSMutableAttributedString(string: …)`, `AttributedString(…)`.
  private static func attributedText(_ expression: ExprSyntax) -> ExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      let name = SwiftCallShapes.name(of: call.calledExpression), let first = call.arguments.first
    else { return nil }
    switch name {
    case "NSAttributedString", "NSMutableAttributedString":
      return first.label?.text == "string" ? first.expression : nil
    case "AttributedString":
      return first.label == nil && call.arguments.count == 1 ? first.expression : nil
    default:
      return nil
    }
  }

  /// An unfolded sequence's operands and operators (`a + b`, `c ? x : y`), else the
  /// expression alone.
  private static func elements(of expression: ExprSyntax) -> [ExprSyntax] {
    if let ternary = expression.as(TernaryExprSyntax.self) {
      return [ternary.condition, ExprSyntax(ternary), ternary.elseExpression]
    }
    return expression.as(SequenceExprSyntax.self).map { Array($0.elements) } ?? [expression]
  }

  /// Whether `elements` are a `+` concatenation with a string literal among its operands.
  private static func isConcatenation(_ elements: [ExprSyntax]) -> Bool {
    guard elements.count >= 3, elements.count % 2 == 1 else { return false }
    let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
    return operators.allSatisfy { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" }
      && stride(from: 0, to: elements.count, by: 2).contains {
        elements[$0].is(StringLiteralExprSyntax.self)
      }
  }

  /// The literal format of `String(format: "…", …)`, if `expression` is one.
  private static func formatLiteral(_ expression: ExprSyntax) -> StringLiteralExprSyntax? {
    guard let call = expression.as(FunctionCallExprSyntax.self),
      SwiftCallShapes.name(of: call.calledExpression) == "String",
      let first = call.arguments.first, first.label?.text == "format"
    else { return nil }
    return first.expression.as(StringLiteralExprSyntax.self)
  }

  /// The two branches of `c ? a : b` among `elements`.
  private static func ternaryBranches(_ elements: [ExprSyntax]) -> [ExprSyntax]? {
    guard elements.count >= 3, let last = elements.last else { return nil }
    let middle = elements[elements.count - 2]
    if let ternary = middle.as(TernaryExprSyntax.self) {
      return [ternary.thenExpression, ternary.elseExpression]
    }
    return middle.as(UnresolvedTernaryExprSyntax.self).map { [$0.thenExpression, last] }
  }

  /// The text of a literal or a concatenation: literal text as it reads, anything known only
  /// at run time written `\(…)`.
  private static func text(of expression: ExprSyntax) -> String {
    if let plain = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue {
      return plain
    }
    return KeyPiece.pieces(of: expression).map { piece in
      switch piece {
      case .text(let text): text
      case .value: "\\(…)"
      }
    }.joined()
  }

  private static func hasInterpolations(_ expression: ExprSyntax) -> Bool {
    expression.as(StringLiteralExprSyntax.self)?.segments.contains {
      $0.is(ExpressionSegmentSyntax.self)
    } ?? true
  }
}
