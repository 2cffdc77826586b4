import L10nModel

/// Finds the keys Objective-C and C code localizes: calls of the `NSLocalizedString` and
/// `CFCopyLocalizedString` families and of custom routines, with literal (or `#define`d)
/// keys, tables and values.
package struct ObjCScanner: Sendable {
  /// The routines that localize.
  package var routines: LocalizingRoutines

  /// The selectors whose first argument is a format and the rest its arguments.
  static let formatSelectors: Set<String> = [
    "stringWithFormat", "localizedStringWithFormat", "initWithFormat", "appendFormat",
  ]

  /// Creates a scanner.
  package init(routines: LocalizingRoutines = LocalizingRoutines()) {
    self.routines = routines
  }

  /// Scans the files `sources` (path and text); `#define`s of one file apply to all.
  package func scan(_ sources: [(path: String, text: String)]) -> CodeUsage {
    let tokenized = sources.map { ($0.path, ObjCTokenizer($0.text)) }
    var definitions: [String: String] = [:]
    for (_, tokenizer) in tokenized {
      definitions.merge(tokenizer.definitions) { first, _ in first }
    }
    var files = tokenized.map { path, tokenizer in
      var file = FileScan(path: path, tokens: tokenizer.tokens, definitions: definitions)
      file.run(routines)
      return file
    }
    // Wrappers' calls, in any file, give whole keys; a wrapper called so has its own call's
    // pattern (or run-time key) dropped.
    let wrappers = Dictionary(grouping: files.flatMap(\.wrappers), by: \.callee)
    var called: Set<CodeReference.Place> = []
    var usage = CodeUsage(fileCount: sources.count)
    usage.declaringFiles = tokenized.indices.filter {
      !tokenized[$0].1.definitions.isEmpty || !files[$0].wrappers.isEmpty
    }.map { tokenized[$0].0 }
    for index in files.indices {
      called.formUnion(files[index].findCalls(of: wrappers))
      files[index].collectOtherLiterals()
      usage.merge(files[index].usage)
      usage.hardcodedTexts += ObjCHardcodedTexts(
        path: files[index].path, tokens: files[index].tokens, positions: routines.textPositions,
        markers: IgnoreMarkers(sources[index].text)
      ).find(consumed: files[index].consumed)
    }
    usage.patterns.removeAll { called.contains($0.place) }
    usage.dynamicKeys.removeAll { called.contains($0) }
    return usage
  }
}

/// The scan of one file's tokens.
private struct FileScan {
  let path: String
  let tokens: [ObjCToken]
  let definitions: [String: String]
  /// The blocks of `tokens` and the later uses of their variables.
  let blocks: ObjCBlocks
  var usage = CodeUsage()
  /// Indexes of string tokens that are arguments of localizing calls.
  var consumed: Set<Int> = []
  /// The functions and methods of the file that wrap a localizing call.
  var wrappers: [ObjCWrapper] = []

  init(path: String, tokens: [ObjCToken], definitions: [String: String]) {
    self.path = path
    self.tokens = tokens
    self.definitions = definitions
    blocks = ObjCBlocks(tokens)
  }

  mutating func run(_ routines: LocalizingRoutines) {
    for (index, token) in tokens.enumerated() {
      noteTableReadWhole(at: index)
      guard let name = token.identifier, let shape = routines.shape(of: name),
        index + 1 < tokens.count, tokens[index + 1].isPunctuation("(")
      else { continue }
      let (arguments, end) = self.arguments(from: index + 1)
      call(name, shape: shape, at: index, arguments: arguments, end: end)
    }
  }

  /// The string literals no localizing call (or wrapper's call) takes: a key among them may
  /// be used through a variable.
  mutating func collectOtherLiterals() {
    for (index, token) in tokens.enumerated() where !consumed.contains(index) {
      if let text = token.string { usage.otherLiterals.insert(text) }
    }
  }

  /// Records the calls of `wrappers` with a literal key (`menuTitle(@"file")`, `[self
  /// menuTitle:@"file"]`) as whole keys; returns the places of the wrapped calls they give
  /// keys for.
  mutating func findCalls(of wrappers: [ObjCWrapper.Callee: [ObjCWrapper]]) -> Set<
    CodeReference.Place
  > {
    var called: Set<CodeReference.Place> = []
    for (index, token) in tokens.enumerated() {
      guard let name = token.identifier, index + 2 < tokens.count else { continue }
      var literal: Int?
      var found: [ObjCWrapper] = []
      if let functions = wrappers[.function(name)], tokens[index + 1].isPunctuation("(") {
        let (arguments, end) = self.arguments(from: index + 1)
        // A definition (`) {` after the parameters) is no call.
        guard end + 1 >= tokens.count || !tokens[end + 1].isPunctuation("{") else { continue }
        for wrapper in functions where wrapper.parameter < arguments.count {
          let range = arguments[wrapper.parameter]
          guard range.count == 1, tokens[range.lowerBound].string != nil else { continue }
          literal = range.lowerBound
          found.append(wrapper)
        }
      } else if let methods = wrappers[.method(name)], tokens[index + 1].isPunctuation(":"),
        tokens[index + 2].string != nil, index + 3 < tokens.count,
        tokens[index + 3].isPunctuation("]")
      {
        literal = index + 2
        found = methods
      }
      guard let literal, let text = tokens[literal].string else { continue }
      consumed.insert(literal)
      for wrapper in found {
        var reference = CodeReference(
          path: path, location: tokens[literal].location,
          key: CodeKey(parts: wrapper.prefix + [.text(text)] + wrapper.suffix),
          table: wrapper.table, routine: wrapper.routine)
        reference.namesTable = wrapper.namesTable
        reference.throughWrapper = true
        usage.references.append(reference)
        called.insert(wrapper.place)
      }
    }
    return called
  }

  /// The top-level arguments (token ranges) of the call whose `(` is at `open`, and the index
  /// of its `)`.
  func arguments(from open: Int) -> ([Range<Int>], Int) {
    var depth = 0
    var start = open + 1
    var result: [Range<Int>] = []
    var index = open
    while index < tokens.count {
      switch tokens[index].kind {
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"):
        depth -= 1
        if depth == 0 {
          if start < index || !result.isEmpty { result.append(start..<index) }
          return (result, index)
        }
      case .punctuation(",") where depth == 1:
        result.append(start..<index)
        start = index + 1
      default: break
      }
      index += 1
    }
    return (result, tokens.count - 1)
  }

  /// The text of an argument that is string literals (concatenated) or a `#define`d name;
  /// `.some(nil)` for `nil`/`NULL`; `nil` when it is an expression.
  func literal(_ range: Range<Int>) -> String?? {
    let parts = tokens[range]
    if parts.count == 1, let name = parts.first?.identifier {
      if name == "nil" || name == "NULL" { return .some(nil) }
      return definitions[name].map { .some($0) }
    }
    // `CFSTR("…")` and parenthesised literals.
    let strings = parts.compactMap(\.string)
    let rest = parts.filter { $0.string == nil }
    let wrapped =
      rest.allSatisfy { $0.isPunctuation("(") || $0.isPunctuation(")") || $0.identifier == "CFSTR" }
    guard !strings.isEmpty, wrapped else { return nil }
    return .some(strings.joined())
  }

  mutating func call(
    _ name: String, shape: LocalizingRoutines.Shape, at index: Int, arguments: [Range<Int>],
    end: Int
  ) {
    guard let keyRange = arguments.first, let keyStart = tokens[keyRange].first?.location else {
      return
    }
    let pattern = ObjCKeyPattern.pattern(tokens[keyRange])
    guard case .some(.some(let key)) = literal(keyRange) else {
      let (table, namesTable) = tableName(shape, arguments)
      if let wrapper = ObjCWrapper.enclosing(
        call: index, keyRange: keyRange, in: tokens, blocks: blocks, table: table,
        namesTable: namesTable,
        place: CodeReference.Place(path: path, location: keyStart))
      {
        wrappers.append(wrapper)
      }
      if let pattern {
        usage.patterns.append(
          CodeReference(
            path: path, location: keyStart, key: pattern, table: tableName(shape, arguments).table,
            routine: name))
      } else {
        usage.dynamicKeys.append(CodeReference.Place(path: path, location: keyStart))
      }
      return
    }
    for position in arguments.indices {
      for token in arguments[position] where tokens[token].string != nil {
        consumed.insert(token)
      }
    }
    let positions = shape.positions
    func text(_ position: Int?) -> String? {
      guard let position, position < arguments.count else { return nil }
      return literal(arguments[position]) ?? nil
    }
    let (table, namesTable) = tableName(shape, arguments)
    let location =
      tokens[keyRange].first { $0.string != nil }?.location ?? keyStart
    var reference = CodeReference(
      path: path, location: location, key: CodeKey(key), table: table,
      value: text(positions.value), comment: text(positions.comment), routine: name,
      formatArgumentCount: formatArgumentCount(callAt: index, end: end)
        ?? formatArgumentCountThroughVariable(callAt: index, end: end))
    reference.namesTable = namesTable
    usage.references.append(reference)
  }

  /// The table a call of `shape` names (`nil` when it is an expression), and whether it names
  /// one.
  func tableName(_ shape: LocalizingRoutines.Shape, _ arguments: [Range<Int>]) -> (
    table: String?, namesTable: Bool
  ) {
    guard let position = shape.positions.table else { return ("Localizable", false) }
    switch position < arguments.count ? literal(arguments[position]) : nil {
    case .some(.some(let name)): return (name, true)
    case .some(.none): return ("Localizable", false)
    case .none: return (nil, true)
    }
  }

  /// A table read whole at run time: `[bundle pathForResource:@"KeyBinding" ofType:@"strings"]`,
  /// `URLForResource:withExtension:`.
  mutating func noteTableReadWhole(at index: Int) {
    guard index + 6 < tokens.count,
      ["pathForResource", "URLForResource"].contains(tokens[index].identifier),
      tokens[index + 1].isPunctuation(":"), let table = tokens[index + 2].string,
      ["ofType", "withExtension"].contains(tokens[index + 3].identifier),
      tokens[index + 4].isPunctuation(":"), let type = tokens[index + 5].string,
      type == "strings" || type == "stringsdict"
    else { return }
    usage.runTimeTables.append(
      RunTimeTable(
        table: table,
        place: CodeReference.Place(path: path, location: tokens[index].location)))
  }

  /// How many arguments follow the call when it is the format of `[NSString
  /// stringWithFormat:CALL, a, b]`.
  func formatArgumentCount(callAt index: Int, end: Int) -> Int? {
    guard index >= 2, tokens[index - 1].isPunctuation(":"),
      let selector = tokens[index - 2].identifier, ObjCScanner.formatSelectors.contains(selector)
    else { return nil }
    return argumentsAfter(end)
  }

  /// How many arguments the format takes when the call initialises a local variable that a
  /// later `[NSString stringWithFormat:format, a, b]` of the same block uses as its format:
  /// `NSString *format = NSLocalizedString(@"%d of %d", nil);`.
  func formatArgumentCountThroughVariable(callAt index: Int, end: Int) -> Int? {
    guard index >= 2, tokens[index - 1].isPunctuation("="),
      let variable = tokens[index - 2].identifier,
      let selector = blocks.formatUse(of: variable, after: end)
    else { return nil }
    return argumentsAfter(selector + 2)
  }

  /// How many arguments follow the format ending at token `end`, up to the message's `]`
  /// (or the call's `)`).
  private func argumentsAfter(_ end: Int) -> Int? {
    var depth = 0
    var count = 0
    var position = end + 1
    while position < tokens.count {
      switch tokens[position].kind {
      case .punctuation("("), .punctuation("["), .punctuation("{"): depth += 1
      case .punctuation(")"), .punctuation("]"), .punctuation("}"):
        if depth == 0 { return count }
        depth -= 1
      case .punctuation(",") where depth == 0: count += 1
      case .punctuation(";"): return nil
      default: break
      }
      position += 1
    }
    return nil
  }
}
