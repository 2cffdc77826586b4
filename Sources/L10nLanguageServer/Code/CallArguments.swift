/// The call around a token, read from tokens alone: its callee and its arguments, each with its
/// label, as far as the text has them (an unfinished call ends where the tokens do).
struct CallArguments {
  /// An argument: its label (`tableName` of `tableName: "Menu"`) and its tokens after it.
  struct Argument {
    var label: String?
    var tokens: Range<Int>
  }

  /// The called name: `NSLocalizedString`, `Text`, `navigationTitle` of `.navigationTitle`.
  var callee: String
  /// The token index of the callee.
  var calleeToken: Int
  /// Whether the callee is a member (`.navigationTitle(…)`, `Bundle.main.localizedString(…)`).
  var isMember: Bool
  /// Whether the callee has no base before its `.` (`.init(…)`, `.result(…)`).
  var isImplicitMember: Bool
  /// Whether it is an attribute (`@Parameter(title: …)`).
  var isAttribute: Bool
  /// The arguments, in order.
  var arguments: [Argument]
  /// The index of the argument holding the token asked about.
  var current: Int

  /// Names that start a new statement: an unfinished call's arguments end before them.
  private static let statementStarts: Set<String> = [
    "let", "var", "func", "return", "if", "guard", "for", "while", "switch", "case", "import",
    "struct", "class", "enum", "extension",
  ]

  /// The call whose argument list holds token `index` directly (not inside an array, a closure
  /// or another call), if any.
  init?(around index: Int, in tokens: [SourceTokens.Token]) {
    // Back to the unmatched `(`.
    var depth = 0
    var open: Int?
    var position = index - 1
    while position >= 0 {
      let token = tokens[position]
      if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        depth += 1
      } else if token.isPunctuation("(") {
        if depth == 0 {
          open = position
          break
        }
        depth -= 1
      } else if token.isPunctuation("[") || token.isPunctuation("{") || token.isPunctuation(";") {
        if depth == 0 { return nil }
        depth -= 1
      }
      position -= 1
    }
    guard let open, open > 0, let callee = tokens[open - 1].identifier else { return nil }
    self.callee = callee
    calleeToken = open - 1
    let before = open >= 2 ? tokens[open - 2] : nil
    isMember = before?.isPunctuation(".") == true
    isAttribute = before?.isPunctuation("@") == true
    isImplicitMember =
      isMember
      && (open < 3
        || !(tokens[open - 3].identifier != nil || tokens[open - 3].isPunctuation(")")
          || tokens[open - 3].isPunctuation("]") || tokens[open - 3].isPunctuation("?")
          || tokens[open - 3].isPunctuation("!")))
    // Forward: the arguments, split at top-level commas.
    var arguments: [Argument] = []
    var start = open + 1
    var current: Int?
    depth = 0
    position = open + 1
    func close(at end: Int) {
      guard start < end || !arguments.isEmpty || end > open + 1 else { return }
      var label: String?
      var first = start
      if end - start >= 2, let name = tokens[start].identifier,
        tokens[start + 1].isPunctuation(":")
      {
        label = name
        first = start + 2
      }
      if (start..<max(end, start + 1)).contains(index) { current = arguments.count }
      arguments.append(Argument(label: label, tokens: first..<max(first, end)))
    }
    scan: while position < tokens.count {
      let token = tokens[position]
      if depth == 0, let name = token.identifier, Self.statementStarts.contains(name),
        position > index
      {
        break scan
      }
      if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
        depth += 1
      } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
        if depth == 0 { break scan }
        depth -= 1
      } else if depth == 0, token.isPunctuation(",") {
        close(at: position)
        start = position + 1
      }
      position += 1
    }
    close(at: position)
    guard let current else { return nil }
    self.arguments = arguments
    self.current = current
  }

  /// The argument labelled `label`, if any.
  func argument(_ label: String) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// The unlabelled argument at `index` among the unlabelled ones.
  func unlabelled(_ index: Int) -> Argument? {
    let plain = arguments.filter { $0.label == nil }
    return index < plain.count ? plain[index] : nil
  }

  /// The index of the current argument among the unlabelled ones (`nil` when it has a label).
  var currentUnlabelledIndex: Int? {
    guard arguments[current].label == nil else { return nil }
    return arguments[..<current].filter { $0.label == nil }.count
  }
}
