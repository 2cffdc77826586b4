import Foundation
import L10nProcess
@_spi(Fuzzing) import L10nTranslate

/// One run of a provider command for a batch of requests (`CommandProvider`): the requests
/// written as its standard input, its answers read line by line, bounded in time and output.
struct CommandRun {
  /// A request's outcome, and whether it may be sent again (it got no answer).
  struct Outcome {
    var outcome: ProviderOutcome
    var retryable: Bool
  }

  /// The most bytes of output a run may print in all.
  static let outputLimit = 16 << 20
  /// The stop reason of a run whose every request was answered (its leftovers are killed).
  private static let allAnswered = "every request answered"

  let provider: CommandProvider
  let requests: [ProviderRequest]
  let isCancelled: @Sendable () -> Bool

  /// Runs the command to its end.
  func run() -> [Outcome] {
    func all(_ reason: String, retryable: Bool) -> [Outcome] {
      requests.map {
        Outcome(
          outcome: ProviderOutcome(id: $0.id, result: .failure(ProviderFailure(reason))),
          retryable: retryable)
      }
    }
    if isCancelled() { return all("stopped before it was sent", retryable: false) }
    let settings = provider.settings
    let input: [UInt8] = requests.flatMap { Array(ProviderProtocol.encode($0).utf8) + [0x0A] }
    var answers = Answers(ids: Set(requests.map(\.id)))
    let start = Date()
    var lastAnswer = start
    var allAnsweredAt: Date?
    var cancelledAt: Date?
    let ending: ChildProcess.Ending
    do throws(ChildProcess.SpawnFailure) {
      ending = try ChildProcess.run(settings.command, in: provider.root, input: input) { chunk in
        let before = answers.answered
        if let reason = answers.read(chunk) { return .stop(reason) }
        if answers.answered > before { lastAnswer = Date() }
        return .proceed
      } tick: {
        let now = Date()
        if answers.isComplete {
          // Every request answered: a moment for a second answer, then the run is over.
          allAnsweredAt = allAnsweredAt ?? now
          if let allAnsweredAt, now.timeIntervalSince(allAnsweredAt) > 1 {
            return .stop(Self.allAnswered)
          }
          return .proceed
        }
        if isCancelled() {
          cancelledAt = cancelledAt ?? now
          if let cancelledAt, now.timeIntervalSince(cancelledAt) > provider.cancelGrace {
            return .stop("stopped")
          }
        }
        if now.timeIntervalSince(lastAnswer) > settings.timeout {
          return .stop("no answer within \(Self.seconds(settings.timeout))")
        }
        if now.timeIntervalSince(start) > settings.timeout * Double(requests.count) {
          return .stop(
            "the batch of \(requests.count) took more than \(Self.seconds(settings.timeout * Double(requests.count)))"
          )
        }
        return .proceed
      }
    } catch {
      return all(error.description, retryable: false)
    }
    answers.finish()
    let reason = unansweredReason(ending, answers)
    let retryable = ending.stopReason != "stopped"
    return requests.map { request in
      let result: Result<String, ProviderFailure> =
        answers.results[request.id] ?? .failure(ProviderFailure(reason))
      return Outcome(
        outcome: ProviderOutcome(id: request.id, result: result),
        retryable: answers.results[request.id] == nil && retryable)
    }
  }

  /// Why the requests without an answer have none: how the run ended, what it said on standard
  /// error, what it printed that was no answer.
  private func unansweredReason(_ ending: ChildProcess.Ending, _ answers: Answers) -> String {
    var reason: String
    switch (ending.stopReason, ending.termination) {
    case (let stopped?, _) where stopped != Self.allAnswered: reason = stopped
    case (_, .exited(0)): reason = "no answer before the provider exited"
    case (_, .exited(let status)):
      reason = "the provider exited with status \(status) before answering"
    case (_, .signalled(let signal)):
      reason = "the provider was ended by signal \(signal) before answering"
    }
    if let message = ending.lastMessage.map(ProviderProtocol.inert), !message.isEmpty {
      reason += "; it said: \(message)"
    }
    if let junk = answers.junk, answers.overflow == nil {
      let lines = answers.junkCount == 1 ? "1 line that is" : "\(answers.junkCount) lines that are"
      reason += "; it printed \(lines) no answer (the first: \(junk))"
    }
    if !answers.unknownIDs.isEmpty {
      let shown = answers.unknownIDs.prefix(3).map { ProviderProtocol.inert($0).debugDescription }
      reason +=
        "; it answered ids it was not asked: \(shown.joined(separator: ", "))"
        + (answers.unknownIDs.count > 3 ? ", …" : "")
    }
    return reason
  }

  private static func seconds(_ value: Double) -> String {
    value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
  }
}
