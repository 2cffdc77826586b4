import Foundation
import L10nModel
import L10nTranslate

/// A provider that is a command of the settings file (`providers:`): run in the project root
/// with this process's environment (providers read their keys from it), requests written to its
/// standard input as JSON lines, responses read from its standard output
/// (`ProviderProtocol`).
///
/// Requests go in batches of `batch`, one run of the command each, `concurrency` runs at once.
/// A run is stopped (its process group killed) once it has gone `timeout` seconds without an
/// answer — counted from its start, then from each answer — or after `timeout` seconds per
/// request of its batch in all. A request left without an answer (the run crashed, timed out,
/// printed junk, exited first) is sent again after a pause, up to `retries` times, in a later
/// round; one the provider answered with an `error`, answered twice (ambiguous) or answered
/// unreadably is not. Outcomes are delivered when their run ends (so that a second answer to
/// an id is seen).
package struct CommandProvider: TranslationProvider {
  package let name: String
  /// The command and how it is run.
  package let settings: ProviderSettings
  /// The folder it runs in: the project root.
  package let root: String
  /// The pause before the first retry round, doubled for each next one.
  package var backoff = 0.25
  /// How long running batches may still answer once the run is cancelled.
  package var cancelGrace = 1.0

  /// The provider `name` declared by `settings`, run in `root`.
  package init(name: String, settings: ProviderSettings, root: String) {
    self.name = name
    self.settings = settings
    self.root = root
  }

  package func translate(
    _ requests: [ProviderRequest], deliver: @escaping @Sendable (ProviderOutcome) -> Void,
    isCancelled: @escaping @Sendable () -> Bool
  ) {
    var pending: [ProviderRequest] = []
    for request in requests {
      switch mapped(request) {
      case .success(let request): pending.append(request)
      case .failure(let failure):
        deliver(ProviderOutcome(id: request.id, result: .failure(failure)))
      }
    }
    let originals = Dictionary(
      requests.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    var round = 0
    while !pending.isEmpty {
      let size =
        round == 0
        ? settings.batch
        : min(settings.batch, (pending.count + settings.concurrency - 1) / settings.concurrency)
      let batches = stride(from: 0, to: pending.count, by: max(size, 1)).map {
        Array(pending[$0..<min($0 + max(size, 1), pending.count)])
      }
      let isLast = round >= settings.retries
      let again = BatchQueue(batches).run(workers: settings.concurrency) { batch in
        CommandRun(provider: self, requests: batch, isCancelled: isCancelled).run()
      } finished: { outcome, retryable in
        if retryable && !isLast && !isCancelled() { return true }
        let tries = round + 1
        let result = outcome.result.mapError { failure in
          retryable && tries > 1
            ? ProviderFailure("\(failure.description) (tried \(tries) times)") : failure
        }
        deliver(ProviderOutcome(id: outcome.id, result: result))
        return false
      }
      pending = again.compactMap { originals[$0] }.compactMap { try? mapped($0).get() }
      round += 1
      if !pending.isEmpty { pause(backoff * Double(1 << (round - 1)), isCancelled: isCancelled) }
    }
  }

  /// `request` with its language codes as the provider declares them, or why it cannot take it.
  private func mapped(_ request: ProviderRequest) -> Result<ProviderRequest, ProviderFailure> {
    guard let languages = settings.languages else { return .success(request) }
    var request = request
    for code in [\ProviderRequest.source, \ProviderRequest.target] {
      guard let theirs = languages[request[keyPath: code]] else {
        let list = languages.keys.sorted().joined(separator: ", ")
        return .failure(
          ProviderFailure(
            "\(name) does not translate \(request[keyPath: code]) (its languages: \(list))"))
      }
      request[keyPath: code] = theirs
    }
    return .success(request)
  }

  private func pause(_ seconds: Double, isCancelled: () -> Bool) {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end && !isCancelled() { usleep(20_000) }
  }
}
