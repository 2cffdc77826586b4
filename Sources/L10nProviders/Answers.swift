@_spi(Fuzzing) import L10nTranslate

/// The answers of one run of a provider command (`CommandRun`), read from its output as it
/// comes: lines split (each at most `ProviderProtocol.maxLineBytes`), responses decoded, a
/// request answered twice refused, lines that are no answer counted.
struct Answers {
  /// The requests of the run.
  let ids: Set<String>
  /// Each answered request's result (a second answer makes it a failure).
  private(set) var results: [String: Result<String, ProviderFailure>] = [:]
  /// How many requests have an answer.
  private(set) var answered = 0
  /// How many lines were no answer, and what was wrong with the first.
  private(set) var junkCount = 0
  private(set) var junk: String?
  /// Why the output is over its bounds, once it is.
  private(set) var overflow: String?
  /// The ids answered that no request has (at most a few kept).
  private(set) var unknownIDs: [String] = []
  private var counts: [String: Int] = [:]
  private var line: [UInt8] = []
  private var overlong = false
  private var total = 0

  /// Answers for the requests `ids`.
  init(ids: Set<String>) {
    self.ids = ids
    junkLimit = 100 + 10 * ids.count
  }

  /// The most lines that are no answer a run may print (a flood is stopped early).
  private let junkLimit: Int

  /// Whether every request has an answer.
  var isComplete: Bool { answered == ids.count }

  /// Reads a chunk of output; a reason to stop once the output is over its bound.
  mutating func read(_ chunk: ArraySlice<UInt8>) -> String? {
    total += chunk.count
    var rest = chunk
    while let newline = rest.firstIndex(of: 0x0A) {
      take(rest[..<newline])
      finishLine()
      rest = rest[(newline + 1)...]
    }
    take(rest)
    if total > CommandRun.outputLimit {
      overflow = "the provider printed more than \(CommandRun.outputLimit >> 20) MB"
    } else if junkCount > junkLimit {
      overflow =
        "the provider printed more than \(junkLimit) lines that are no answer (the first: \(junk ?? ""))"
    }
    return overflow
  }

  /// Reads the last line when the output ended without a line feed.
  mutating func finish() {
    if !line.isEmpty || overlong { finishLine() }
  }

  private mutating func take(_ bytes: ArraySlice<UInt8>) {
    guard !overlong else { return }
    if line.count + bytes.count > ProviderProtocol.maxLineBytes {
      overlong = true
      line = []
    } else {
      line += bytes
    }
  }

  private mutating func finishLine() {
    defer {
      line = []
      overlong = false
    }
    if overlong {
      noAnswer("a line of more than \(ProviderProtocol.maxLineBytes >> 10) KB")
      return
    }
    // A blank line (or a lone carriage return) is nothing.
    if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { return }
    switch ProviderProtocol.decode(line) {
    case .success(let response):
      switch response {
      case .translation(let id, let text): answer(id, .success(text))
      case .error(let id, let message):
        answer(id, .failure(ProviderFailure("the provider said: \(message)")))
      }
    case .failure(let error):
      if let id = error.id, ids.contains(id) {
        answer(id, .failure(ProviderFailure("its answer is unreadable: \(error.description)")))
      } else {
        noAnswer(error.description)
      }
    }
  }

  private mutating func answer(_ id: String, _ result: Result<String, ProviderFailure>) {
    guard ids.contains(id) else {
      if unknownIDs.count < 4 { unknownIDs.append(id) }
      return
    }
    counts[id, default: 0] += 1
    switch counts[id] {
    case 1:
      results[id] = result
      answered += 1
    case 2:
      results[id] = .failure(ProviderFailure("answered twice (ambiguous): refused"))
    default: break
    }
  }

  private mutating func noAnswer(_ reason: String) {
    junkCount += 1
    if junk == nil { junk = reason }
  }
}
