import Dispatch

/// Runs each open document's diagnostics once its text has not changed for a short while,
/// one document at a time off the request queue; a run overtaken by a newer change is told
/// it is cancelled.
package final class DiagnosticsScheduler: Sendable {
  private struct State {
    /// The latest run asked for each document, by URI.
    var tickets: [String: Int] = [:]
    var next = 0
    var run: (@Sendable (_ uri: String, _ isCancelled: @escaping @Sendable () -> Bool) -> Void)?
  }

  private let delay: Double
  private let queue = DispatchQueue(label: "l10nedit.lsp.diagnostics")
  private let state = Shared(State())

  /// A scheduler waiting `delay` seconds of quiet.
  package init(delay: Double) {
    self.delay = delay
  }

  /// Starts running: `run` computes and publishes one document's diagnostics.
  package func start(
    _ run:
      @escaping @Sendable (_ uri: String, _ isCancelled: @escaping @Sendable () -> Bool) ->
      Void
  ) {
    state.change { $0.run = run }
  }

  /// Diagnoses `uri` after the delay, unless it changes again meanwhile.
  package func schedule(_ uri: String) {
    let ticket = state.change { state in
      state.next += 1
      state.tickets[uri] = state.next
      return state.next
    }
    queue.asyncAfter(deadline: .now() + delay) { [state] in
      let current = state.change { $0.tickets[uri] == ticket ? $0.run : nil }
      current?(uri) { state.current.tickets[uri] != ticket }
    }
  }

  /// Diagnoses every document scheduled before (and not closed) again: the workspace changed.
  package func scheduleAll() {
    for uri in state.current.tickets.keys { schedule(uri) }
  }

  /// Forgets `uri` (closed): a run waiting for it does nothing.
  package func cancel(_ uri: String) {
    state.change { _ = $0.tickets.removeValue(forKey: uri) }
  }
}
