/// The blocks of one file's tokens and the later uses of its variables, found in one pass, so
/// that each localizing call asks in constant or logarithmic time what a scan from the file's
/// start (or to its block's end) would tell: a file of thousands of calls scans in linear time.
struct ObjCBlocks {
  /// For each token, the `{` opening the top-level block (a function's or method's body) that
  /// holds it, or -1.
  private let topLevelOpening: [Int32]
  /// For each token, the `}` closing the innermost block that holds it, or the token count.
  private let innermostClosing: [Int32]
  /// For each variable, where it is assigned again (`name =`) or used as a format
  /// (`stringWithFormat:name`), in file order: the position of the name, or of the selector.
  private let variableEvents: [String: [(position: Int, isFormat: Bool)]]

  /// The blocks and variable events of `tokens`.
  init(_ tokens: [ObjCToken]) {
    var topLevel = [Int32](repeating: -1, count: tokens.count)
    var closing = [Int32](repeating: Int32(tokens.count), count: tokens.count)
    var events: [String: [(position: Int, isFormat: Bool)]] = [:]
    // Open blocks, innermost last, with the tokens each holds directly so far.
    var open: [(brace: Int, held: [Int])] = []
    // The tokens outside every block since the last stray `}`, which ends them as a block's
    // `}` would.
    var outside: [Int] = []
    for (index, token) in tokens.enumerated() {
      if let bottom = open.first { topLevel[index] = Int32(bottom.brace) }
      if token.isPunctuation("}"), let block = open.popLast() {
        for held in block.held + [index] { closing[held] = Int32(index) }
        if open.isEmpty { outside.append(index) } else { open[open.count - 1].held.append(index) }
      } else if token.isPunctuation("}") {
        for held in outside + [index] { closing[held] = Int32(index) }
        outside = []
      } else {
        if open.isEmpty { outside.append(index) } else { open[open.count - 1].held.append(index) }
        if token.isPunctuation("{") { open.append((index, [])) }
      }
      guard index + 3 < tokens.count, let name = token.identifier else { continue }
      if tokens[index + 1].isPunctuation("=") {
        events[name, default: []].append((index, false))
      } else if ObjCScanner.formatSelectors.contains(name), tokens[index + 1].isPunctuation(":"),
        let variable = tokens[index + 2].identifier
      {
        events[variable, default: []].append((index, true))
      }
    }
    topLevelOpening = topLevel
    innermostClosing = closing
    variableEvents = events
  }

  /// The `{` opening the top-level block that holds token `index`, if any.
  func topLevelBlock(holding index: Int) -> Int? {
    topLevelOpening[index] < 0 ? nil : Int(topLevelOpening[index])
  }

  /// The first later use of `variable` in the block holding token `index`, after it: the
  /// position of its format message's selector, or `nil` when the block ends first or the
  /// variable is assigned again first.
  func formatUse(of variable: String, after index: Int) -> Int? {
    guard let events = variableEvents[variable] else { return nil }
    var low = 0
    var high = events.count
    while low < high {
      let middle = (low + high) / 2
      if events[middle].position <= index { low = middle + 1 } else { high = middle }
    }
    guard low < events.count, events[low].position < innermostClosing[index] else { return nil }
    return events[low].isFormat ? events[low].position : nil
  }
}
