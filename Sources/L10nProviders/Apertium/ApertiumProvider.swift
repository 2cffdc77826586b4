import Foundation
import L10nModel
import L10nProcess
import L10nTranslate

/// The built-in provider `apertium`: Apertium's offline, rule-based translation, run as the
/// `apertium` program found on `PATH` with the language pairs installed beside it (Debian's
/// `apertium` and `apertium-eng-spa`, `apertium-eng-cat`, …).
///
/// Requests go in batches, one `apertium -u -f none -z MODE` run each (`ApertiumStream`: the
/// texts as NUL-separated chunks, so that a text's line breaks stay in it; `-u` leaves unknown
/// words as they are, without apertium's `*` mark), bounded in time and output. A batch that
/// fails fails its requests, with the reason; the next batch carries on.
package struct ApertiumProvider: TranslationProvider {
  package let name = "apertium"
  /// The program run (`apertium`, looked up on `PATH`).
  package var program: String
  /// The translation directions installed.
  package var modes: ApertiumModes
  /// The most texts in one run of apertium.
  package var batchTexts = 100
  /// The most bytes of (encoded) text in one run of apertium.
  package var batchBytes = 32 << 10
  /// Seconds a run may take, plus `secondsPerKilobyte` for each kilobyte it is sent.
  package var timeout = 60.0
  /// Seconds a run may take for each kilobyte it is sent, on top of `timeout`.
  package var secondsPerKilobyte = 1.0

  /// The provider with the modes `program -l` lists; throws, naming the packages to install,
  /// when the program cannot be run.
  package static func installed(program: String = "apertium") throws(ProviderError)
    -> ApertiumProvider
  {
    var listing: [UInt8] = []
    let ending: ChildProcess.Ending
    let deadline = Date().addingTimeInterval(30)
    do {
      ending = try ChildProcess.run([program, "-l"], in: nil, input: []) { chunk in
        listing += chunk
        return listing.count > 1 << 20 ? .stop("it listed more than 1 MB") : .proceed
      } tick: {
        Date() > deadline ? .stop("it did not list its pairs within 30 s") : .proceed
      }
    } catch {
      throw ProviderError(ApertiumModes.notInstalled)
    }
    guard ending.termination == .exited(0), ending.stopReason == nil else {
      let why = ending.stopReason ?? ending.lastMessage ?? "\(ending.termination)"
      throw ProviderError("`\(program) -l` failed (\(why)); \(ApertiumModes.notInstalled)")
    }
    return ApertiumProvider(
      program: program, modes: ApertiumModes(listing: String(decoding: listing, as: UTF8.self)))
  }

  /// A provider running `program` with `modes` installed.
  package init(program: String, modes: ApertiumModes) {
    self.program = program
    self.modes = modes
  }

  package func prepare(source: String, target: String) throws(ProviderFailure) {
    _ = try modes.mode(from: source, to: target).get()
  }

  package func translate(
    _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
    isCancelled: @escaping @Sendable () -> Bool
  ) {
    var pairs: [String: [ProviderRequest]] = [:]
    var order: [String] = []
    for request in requests {
      let pair = "\(request.source)\u{0}\(request.target)"
      if pairs[pair] == nil { order.append(pair) }
      pairs[pair, default: []].append(request)
    }
    for pair in order {
      let group = pairs[pair] ?? []
      guard let first = group.first else { continue }
      switch modes.mode(from: first.source, to: first.target) {
      case .failure(let failure):
        for request in group { deliver(ProviderOutcome(id: request.id, result: .failure(failure))) }
      case .success(let mode):
        for batch in batches(of: group, deliver: deliver) {
          if isCancelled() {
            for request in batch {
              deliver(ProviderOutcome(id: request.id, result: .failure(Self.stopped)))
            }
          } else {
            run(batch, mode: mode, deliver: deliver, isCancelled: isCancelled)
          }
        }
      }
    }
  }

  /// The failure of a request not sent because the run was stopped.
  static let stopped = ProviderFailure("stopped before it was sent")

  /// `requests` in batches of at most `batchTexts` texts and about `batchBytes` bytes; a text
  /// that cannot be sent (it holds a NUL) is failed through `deliver` instead.
  func batches(
    of requests: [ProviderRequest], deliver: @Sendable (ProviderOutcome) -> Void
  ) -> [[ProviderRequest]] {
    var batches: [[ProviderRequest]] = []
    var current: [ProviderRequest] = []
    var bytes = 0
    for request in requests {
      guard !ApertiumStream.holdsNUL(request.text) else {
        deliver(
          ProviderOutcome(
            id: request.id,
            result: .failure(ProviderFailure("apertium cannot be sent a text with a NUL"))))
        continue
      }
      let size = request.text.utf8.count
      if !current.isEmpty && (current.count >= batchTexts || bytes + size > batchBytes) {
        batches.append(current)
        current = []
        bytes = 0
      }
      current.append(request)
      bytes += size
    }
    if !current.isEmpty { batches.append(current) }
    return batches
  }

  /// One run of apertium for `batch`, each request's outcome delivered.
  func run(
    _ batch: [ProviderRequest], mode: String, deliver: @Sendable (ProviderOutcome) -> Void,
    isCancelled: @Sendable () -> Bool
  ) {
    let input = ApertiumStream.encode(batch.map(\.text))
    let outputLimit = input.count * 16 + (1 << 20)
    let seconds = timeout + secondsPerKilobyte * Double(input.count) / 1024
    let deadline = Date().addingTimeInterval(seconds)
    var output: [UInt8] = []
    let ending: ChildProcess.Ending
    do {
      ending = try ChildProcess.run(
        [program, "-u", "-f", "none", "-z", mode], in: nil, input: input
      ) { chunk in
        output += chunk
        return output.count > outputLimit
          ? .stop("apertium wrote more than \(outputLimit) bytes for \(input.count)") : .proceed
      } tick: {
        if isCancelled() { return .stop("stopped") }
        return Date() > deadline
          ? .stop("apertium took more than \(Int(seconds)) s for \(batch.count) texts") : .proceed
      }
    } catch {
      let failure = ProviderFailure("\(error.description); \(ApertiumModes.notInstalled)")
      for request in batch { deliver(ProviderOutcome(id: request.id, result: .failure(failure))) }
      return
    }
    let results = ApertiumStream.decode(output, count: batch.count)
    let why = Self.reason(ending)
    for (request, result) in zip(batch, results) {
      let outcome: Result<String, ProviderFailure> =
        switch result {
        case .success(let text): .success(Self.tidied(text, source: request.text))
        case .failure(.missing) where why != nil: .failure(ProviderFailure(why ?? ""))
        case .failure(let failure): .failure(ProviderFailure(failure.description))
        }
      deliver(ProviderOutcome(id: request.id, result: outcome))
    }
  }

  /// `translation` without the blanks apertium leaves where it drops a word ("would you like"
  /// → "  t'agrada"): runs of spaces made one, spaces at its start or end removed — each only
  /// where the source text has none.
  static func tidied(_ translation: String, source: String) -> String {
    var text = Substring(translation)
    if source.first != " " { text = text.drop { $0 == " " } }
    if source.last != " " {
      while text.last == " " { text.removeLast() }
    }
    guard !source.contains("  ") else { return String(text) }
    var tidy = ""
    tidy.reserveCapacity(text.utf8.count)
    for character in text where !(character == " " && tidy.last == " ") {
      tidy.append(character)
    }
    return tidy
  }

  /// Why a run gave no more translations: stopped, or apertium failed; `nil` when it ended well.
  static func reason(_ ending: ChildProcess.Ending) -> String? {
    if let stopReason = ending.stopReason { return stopReason }
    switch ending.termination {
    case .exited(0): return nil
    case .exited(let status):
      return "apertium ended with status \(status)" + (ending.lastMessage.map { ": \($0)" } ?? "")
    case .signalled(let signal):
      return "apertium was ended by signal \(signal)"
    }
  }
}

extension ApertiumProvider {
  /// `apertium` as the registry's built-in provider: made when a run asks for it, which fails,
  /// naming the packages to install, when the program is not on `PATH`.
  package static let builtIn = ProviderRegistry.BuiltIn(
    name: "apertium",
    summary: { source, target in
      ProviderSummary(
        name: "apertium",
        commandLine: "apertium -u -f none -z \(ApertiumModes.plainMode(from: source, to: target)) "
          + "(built in)")
    },
    make: { _ throws(ProviderError) in try ApertiumProvider.installed() })
}
