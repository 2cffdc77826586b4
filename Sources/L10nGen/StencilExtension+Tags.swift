import Stencil

extension Extension {
  /// Registers StencilSwiftKit's `set`, `macro` and `call` tags, which SwiftGen's templates
  /// are written with.
  ///
  /// `{% set name %}…{% endset %}` stores the rendered text, `{% set name expression %}` the
  /// value; `{% macro name a b %}…{% endmacro %}` defines a block that
  /// `{% call name x y %}` renders with `a` and `b` bound to `x` and `y` (recursion allowed).
  func registerSwiftGenTags() {
    registerTag("set", parser: SetNode.parse)
    registerTag("macro", parser: MacroNode.parse)
    registerTag("call", parser: CallNode.parse)
  }
}

/// `{% set %}`: a variable of the current scope.
private final class SetNode: NodeType {
  let name: String
  let value: Resolvable?
  let nodes: [NodeType]
  let token: Token?

  init(name: String, value: Resolvable?, nodes: [NodeType], token: Token) {
    self.name = name
    self.value = value
    self.nodes = nodes
    self.token = token
  }

  static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
    let parts = token.components
    guard parts.count == 2 || parts.count == 3 else {
      throw TemplateSyntaxError("'set' takes a name and optionally a value")
    }
    if parts.count == 3 {
      return SetNode(
        name: parts[1], value: try parser.compileResolvable(parts[2], containedIn: token),
        nodes: [], token: token)
    }
    let nodes = try parser.parse(until(["endset"]))
    guard parser.nextToken() != nil else { throw TemplateSyntaxError("'endset' is missing") }
    return SetNode(name: parts[1], value: nil, nodes: nodes, token: token)
  }

  func render(_ context: Context) throws -> String {
    context[name] = try value.map { try $0.resolve(context) } ?? renderNodes(nodes, context)
    return ""
  }
}

/// A macro's parameters and body, stored in the context under its name.
private struct MacroBlock {
  let parameters: [String]
  let nodes: [NodeType]
}

/// `{% macro %}`: defines a block.
private final class MacroNode: NodeType {
  let name: String
  let block: MacroBlock
  let token: Token?

  init(name: String, block: MacroBlock, token: Token) {
    self.name = name
    self.block = block
    self.token = token
  }

  static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
    let parts = token.components
    guard parts.count >= 2 else { throw TemplateSyntaxError("'macro' takes a name") }
    let nodes = try parser.parse(until(["endmacro"]))
    guard parser.nextToken() != nil else { throw TemplateSyntaxError("'endmacro' is missing") }
    return MacroNode(
      name: parts[1], block: MacroBlock(parameters: Array(parts.dropFirst(2)), nodes: nodes),
      token: token)
  }

  func render(_ context: Context) throws -> String {
    context[name] = block
    return ""
  }
}

/// `{% call %}`: renders a block with its parameters bound.
private final class CallNode: NodeType {
  let name: Variable
  let arguments: [Resolvable]
  let token: Token?

  init(name: Variable, arguments: [Resolvable], token: Token) {
    self.name = name
    self.arguments = arguments
    self.token = token
  }

  static func parse(_ parser: TokenParser, token: Token) throws -> NodeType {
    let parts = token.components
    guard parts.count >= 2 else { throw TemplateSyntaxError("'call' takes a block name") }
    return CallNode(
      name: Variable(parts[1]),
      arguments: try parts.dropFirst(2).map {
        try parser.compileResolvable($0, containedIn: token)
      },
      token: token)
  }

  func render(_ context: Context) throws -> String {
    guard let block = try name.resolve(context) as? MacroBlock else {
      throw TemplateSyntaxError("'\(name.variable)' is not a macro")
    }
    guard block.parameters.count == arguments.count else {
      throw TemplateSyntaxError(
        "'\(name.variable)' takes \(block.parameters.count) arguments, \(arguments.count) given")
    }
    var bound: [String: Any] = [:]
    for (parameter, argument) in zip(block.parameters, arguments) {
      bound[parameter] = try argument.resolve(context)
    }
    return try context.push(dictionary: bound) { try renderNodes(block.nodes, context) }
  }
}
