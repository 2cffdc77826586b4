import Foundation
import L10nTranslate

/// Batches of requests run by a number of threads at once (`CommandProvider`), each batch's
/// outcomes handed on, one at a time, as its run ends.
final class BatchQueue: @unchecked Sendable {
  private let batches: [[ProviderRequest]]
  private let lock = NSLock()
  private var next = 0
  private var retried: [Int: [String]] = [:]
  private var finished: (ProviderOutcome, Bool) -> Bool = { _, _ in false }

  /// A queue of `batches`, in order.
  init(_ batches: [[ProviderRequest]]) {
    self.batches = batches
  }

  /// Runs every batch with `run`, at most `workers` at a time, and returns the ids to retry.
  ///
  /// `finished` is called (one call at a time) with each outcome and whether it may be
  /// retried; it answers whether it is (then it is not delivered). The ids are in the batches'
  /// order.
  func run(
    workers: Int, _ run: @escaping @Sendable ([ProviderRequest]) -> [CommandRun.Outcome],
    finished: @escaping (ProviderOutcome, Bool) -> Bool
  ) -> [String] {
    self.finished = finished
    let group = DispatchGroup()
    for _ in 0..<max(1, min(workers, batches.count)) {
      group.enter()
      let thread = Thread { [self] in
        while let index = take() {
          let outcomes = run(batches[index])
          lock.withLock {
            retried[index] = outcomes.filter { self.finished($0.outcome, $0.retryable) }
              .map(\.outcome.id)
          }
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    return retried.keys.sorted().flatMap { retried[$0] ?? [] }
  }

  private func take() -> Int? {
    lock.withLock {
      guard next < batches.count else { return nil }
      defer { next += 1 }
      return next
    }
  }
}
