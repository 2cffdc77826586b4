/// Reads `ManifestExpression`s from a manifest's tokens.
///
/// Only the shapes target declarations use are told apart; any other expression is skipped to
/// the `,` or closing bracket that ends it and becomes `.other`, so the reader can say which
/// parts it could not follow.
struct ManifestParser {
  private let tokens: [ManifestToken]
  private var index = 0

  /// A parser at the start of `tokens`.
  init(_ tokens: [ManifestToken]) {
    self.tokens = tokens
  }

  /// The first `Package(…)` call (whatever follows it on later lines is another statement).
  mutating func packageCall() -> ManifestExpression? {
    while index + 1 < tokens.count {
      if tokens[index].identifier == "Package", tokens[index + 1].isSymbol("("),
        index == 0 || !tokens[index - 1].isSymbol(".")
      {
        return memberChain()
      }
      index += 1
    }
    return nil
  }

  /// The offset of a later change of the package's targets, which the call does not show.
  ///
  /// That is `.targets` followed by `+=`, `=`, `.append` or `.insert`.
  mutating func laterChangeOfTargets() -> Int? {
    while index + 3 < tokens.count {
      defer { index += 1 }
      guard tokens[index].isSymbol("."), tokens[index + 1].identifier == "targets" else {
        continue
      }
      let next = tokens[index + 2]
      if next.isSymbol("+") || next.isSymbol("=")
        || next.isSymbol(".") && ["append", "insert"].contains(tokens[index + 3].identifier)
      {
        return tokens[index].offset
      }
    }
    return nil
  }

  private var current: ManifestToken? { index < tokens.count ? tokens[index] : nil }

  /// Whether the current token ends an expression: `,`, a closing bracket or the end.
  private var atExpressionEnd: Bool {
    guard let token = current else { return true }
    return token.isSymbol(",") || token.isSymbol(")") || token.isSymbol("]")
      || token.isSymbol("}")
  }

  private mutating func expression() -> ManifestExpression {
    let offset = current?.offset ?? tokens.last?.offset ?? 0
    let value = primary()
    guard !atExpressionEnd else { return value }
    while !atExpressionEnd { skipTokenOrGroup() }
    return ManifestExpression(kind: .other, offset: offset)
  }

  private mutating func primary() -> ManifestExpression {
    guard let token = current else { return ManifestExpression(kind: .other, offset: 0) }
    switch token.kind {
    case .string(let text):
      index += 1
      return ManifestExpression(kind: text.map { .string($0) } ?? .other, offset: token.offset)
    case .symbol(UInt8(ascii: "[")):
      return array()
    case .symbol(UInt8(ascii: ".")), .identifier:
      return memberChain()
    default:
      return ManifestExpression(kind: .other, offset: token.offset)
    }
  }

  /// `[a, b, ]`; a dictionary literal is `.other`.
  private mutating func array() -> ManifestExpression {
    let offset = tokens[index].offset
    index += 1
    var elements: [ManifestExpression] = []
    while let token = current, !token.isSymbol("]") {
      elements.append(expression())
      if current?.isSymbol(",") == true {
        index += 1
      } else if current?.isSymbol("]") != true {
        while let token = current, !token.isSymbol("]") { skipTokenOrGroup() }
        index += 1
        return ManifestExpression(kind: .other, offset: offset)
      }
    }
    index += 1
    return ManifestExpression(kind: .array(elements), offset: offset)
  }

  /// `name`, `.name`, `A.b.c`, each maybe called: `.target(name: "A")`.
  private mutating func memberChain() -> ManifestExpression {
    let offset = tokens[index].offset
    var name = ""
    while let token = current {
      if token.isSymbol("."), let member = tokens.dropFirst(index + 1).first?.identifier {
        name = member
        index += 2
      } else if let identifier = token.identifier, name.isEmpty {
        name = identifier
        index += 1
      } else {
        break
      }
    }
    guard !name.isEmpty else { return ManifestExpression(kind: .other, offset: offset) }
    guard current?.isSymbol("(") == true else {
      return ManifestExpression(kind: .name(name), offset: offset)
    }
    return ManifestExpression(kind: .call(name, arguments()), offset: offset)
  }

  /// `(label: value, value)`.
  private mutating func arguments() -> [ManifestArgument] {
    index += 1
    var arguments: [ManifestArgument] = []
    while let token = current, !token.isSymbol(")") {
      var label: String?
      if let name = token.identifier, tokens.dropFirst(index + 1).first?.isSymbol(":") == true {
        label = name
        index += 2
      }
      arguments.append(ManifestArgument(label: label, value: expression()))
      if current?.isSymbol(",") == true || current?.isSymbol("]") == true
        || current?.isSymbol("}") == true
      {
        index += 1  // a stray closing bracket is skipped so that reading goes on
      }
    }
    index += 1
    return arguments
  }

  /// Skips one token, or a whole bracketed group when it opens one.
  private mutating func skipTokenOrGroup() {
    var depth = 0
    repeat {
      guard let token = current else { return }
      if token.isSymbol("(") || token.isSymbol("[") || token.isSymbol("{") { depth += 1 }
      if token.isSymbol(")") || token.isSymbol("]") || token.isSymbol("}") { depth -= 1 }
      index += 1
    } while depth > 0
  }
}
