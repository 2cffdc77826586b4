import L10nModel
import SwiftSyntax

/// A `String` key expression taken apart: literal text and the values code adds at run time
/// (`"alert." + name`, `"osc.\(key)"`).
enum KeyPiece {
  /// Literal text, escapes decoded.
  case text(String)
  /// A value known only at run time.
  case value(ExprSyntax)

  /// The pieces of `expression`: a literal's text and interpolated values, the operands of a
  /// `+` concatenation, or the whole expression as one value.
  static func pieces(of expression: ExprSyntax) -> [KeyPiece] {
    if let literal = expression.as(StringLiteralExprSyntax.self) {
      return literal.segments.map { segment in
        switch segment {
        case .stringSegment: .text(text(of: segment, in: literal))
        case .expressionSegment(let interpolation):
          .value(
            interpolation.expressions.count == 1
              ? interpolation.expressions.first?.expression ?? ExprSyntax(literal)
              : ExprSyntax(literal))
        }
      }
    }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return pieces(of: inner)
    }
    if let sequence = expression.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      let operators = stride(from: 1, to: elements.count, by: 2).map { elements[$0] }
      if elements.count % 2 == 1,
        operators.allSatisfy({ $0.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" })
      {
        return stride(from: 0, to: elements.count, by: 2).flatMap { pieces(of: elements[$0]) }
      }
    }
    return [.value(expression)]
  }

  /// The string literals of a key expression's concatenation (`"alert." + name`).
  static func literals(of expression: ExprSyntax) -> [StringLiteralExprSyntax] {
    if let literal = expression.as(StringLiteralExprSyntax.self) { return [literal] }
    if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
      let inner = tuple.elements.first?.expression
    {
      return literals(of: inner)
    }
    guard let sequence = expression.as(SequenceExprSyntax.self) else { return [] }
    return sequence.elements.flatMap { literals(of: $0) }
  }

  /// One literal segment's text, escapes decoded (through a literal holding only it).
  static func text(
    of segment: StringLiteralSegmentListSyntax.Element, in literal: StringLiteralExprSyntax
  )
    -> String
  {
    // Detached first: changing a node of the file's tree rebuilds every node above it (the
    // file's list of statements), which made a file of such literals quadratic.
    let alone = literal.detached.with(\.segments, StringLiteralSegmentListSyntax([segment]))
    return alone.representedLiteralValue ?? segment.description
  }

  /// The key `pieces` spell: each value a run-time part.
  static func key(_ pieces: [KeyPiece]) -> CodeKey {
    CodeKey(
      parts: pieces.map { piece in
        switch piece {
        case .text(let text): .text(text)
        case .value: .runTime
        }
      })
  }
}

extension CodeUsage {
  /// Adds a key made at run time: a key pattern when it has literal text worth matching, else
  /// a dynamic key — which, in a table the call names, may be any of its keys.
  mutating func addMadeAtRunTime(_ reference: CodeReference) {
    if reference.key.isUsablePattern {
      patterns.append(reference)
      return
    }
    dynamicKeys.append(reference.place)
    if reference.namesTable, let table = reference.table, table != "Localizable" {
      runTimeTables.append(RunTimeTable(table: table, place: reference.place))
    }
  }
}

extension CodeKey {
  /// Whether a pattern has literal text worth matching (a letter): `alert.*` does, `*: *%`
  /// does not and is a key made at run time like any other.
  var isUsablePattern: Bool { isPattern && hasLetters }

  /// This key with `prefix` before it and `suffix` after it.
  func surrounded(by prefix: [Part], _ suffix: [Part]) -> CodeKey {
    prefix.isEmpty && suffix.isEmpty ? self : CodeKey(parts: prefix + parts + suffix)
  }
}
