import L10nModel

/// An Objective-C or C function, or a one-argument method, whose parameter flows into the key
/// of a localizing call, with the literal text the call puts around it.
///
/// `NSString *menuTitle(NSString *name) { return NSLocalizedString([@"menu."
/// stringByAppendingString:name], @""); }`: its calls with a literal give whole keys.
struct ObjCWrapper: Sendable {
  /// How code calls it.
  enum Callee: Hashable, Sendable {
    /// A C function: `menuTitle(@"file")`.
    case function(String)
    /// A method with one argument, by its selector's name: `[self menuTitle:@"file"]`.
    case method(String)
  }

  let callee: Callee
  /// The parameter's position among a function's arguments (0 for a method).
  let parameter: Int
  /// What the wrapped call's key has before and after the parameter.
  let prefix: [CodeKey.Part]
  let suffix: [CodeKey.Part]
  /// The wrapped call's table, and whether it names one.
  let table: String?
  let namesTable: Bool
  /// Where the wrapped call's key is: its own pattern or run-time key, dropped once the
  /// wrapper's calls give whole keys.
  let place: CodeReference.Place

  /// The name calls are reported under.
  var routine: String {
    switch callee {
    case .function(let name): name
    case .method(let name): name + ":"
    }
  }

  /// The wrapper whose body holds the localizing call at `call` in `tokens`, when its key
  /// (`keyRange`) is one of the body's parameters or literal text around one; `nil` otherwise.
  static func enclosing(
    call: Int, keyRange: Range<Int>, in tokens: [ObjCToken], blocks: ObjCBlocks, table: String?,
    namesTable: Bool, place: CodeReference.Place
  ) -> ObjCWrapper? {
    let keyTokens = tokens[keyRange]
    let names = keyTokens.enumerated().compactMap { offset, token -> String? in
      guard let name = token.identifier, name != "NSString" else { return nil }
      let next = keyRange.lowerBound + offset + 1
      return next < tokens.count && tokens[next].isPunctuation(":") ? nil : name
    }
    guard names.count == 1, let name = names.first,
      let body = blocks.topLevelBlock(holding: call),
      let (callee, parameters) = signature(before: body, in: tokens),
      let parameter = parameters.firstIndex(of: name)
    else { return nil }
    var prefix: [CodeKey.Part] = []
    var suffix: [CodeKey.Part] = []
    if keyTokens.count > 1 {
      guard let pattern = ObjCKeyPattern.pattern(keyTokens),
        pattern.parts.count(where: { $0 == .runTime }) == 1,
        let runTime = pattern.parts.firstIndex(of: .runTime)
      else { return nil }
      prefix = Array(pattern.parts[..<runTime])
      suffix = Array(pattern.parts[(runTime + 1)...])
    }
    return ObjCWrapper(
      callee: callee, parameter: parameter, prefix: prefix, suffix: suffix, table: table,
      namesTable: namesTable, place: place)
  }

  /// The function or one-argument method whose body opens at `brace`, with its parameters'
  /// names in order.
  private static func signature(before brace: Int, in tokens: [ObjCToken]) -> (
    Callee, [String]
  )? {
    guard brace >= 2 else { return nil }
    // `- (NSString *)title:(NSString *)key {`
    if let parameter = tokens[brace - 1].identifier, tokens[brace - 2].isPunctuation(")"),
      let open = matchingOpen(brace - 2, in: tokens), open >= 3,
      tokens[open - 1].isPunctuation(":"), let selector = tokens[open - 2].identifier,
      tokens[open - 3].isPunctuation(")")
    {
      return (.method(selector), [parameter])
    }
    // `NSString *menuTitle(NSString *name) {`
    guard tokens[brace - 1].isPunctuation(")"), let open = matchingOpen(brace - 1, in: tokens),
      open >= 1, let name = tokens[open - 1].identifier
    else { return nil }
    var parameters: [String] = []
    var last: String?
    for token in tokens[(open + 1)..<(brace - 1)] {
      if token.isPunctuation(",") {
        parameters.append(last ?? "")
        last = nil
      } else if let identifier = token.identifier {
        last = identifier
      }
    }
    if let last { parameters.append(last) }
    return (.function(name), parameters)
  }

  /// The `(` matching the `)` at `close`.
  private static func matchingOpen(_ close: Int, in tokens: [ObjCToken]) -> Int? {
    var depth = 0
    for position in stride(from: close, through: 0, by: -1) {
      if tokens[position].isPunctuation(")") { depth += 1 }
      if tokens[position].isPunctuation("(") {
        depth -= 1
        if depth == 0 { return position }
      }
    }
    return nil
  }
}
