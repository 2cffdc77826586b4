import Dispatch

/// Runs each open document's diagnostics once its text has not changed for a short while,
/// one document at a time off the request queue; a run overtaken by a newer change is told
/// it is cancelled.
///
/// A document whose text changed goes before those run again because the workspace changed
/// (`scheduleAll`, after a scan or a change on disk): what was just typed is not kept waiting
/// behind a refresh of every open document.
package final class DiagnosticsScheduler: Sendable {
  private struct State {
    /// The latest run asked for each document, by URI.
    var tickets: [String: Int] = [:]
    /// The documents whose text changed and whose run has not started, with its ticket.
    var changed: [String: Int] = [:]
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

  /// Diagnoses `uri` after the delay, unless it changes again meanwhile: its text changed.
  package func schedule(_ uri: String) {
    schedule(uri, changed: true)
  }

  /// Diagnoses every document scheduled before (and not closed) again: the workspace changed.
  ///
  /// One whose changed text waits for its run already is left to it (that run reads the
  /// newest workspace).
  package func scheduleAll() {
    let waiting = state.change { state in state.tickets.keys.filter { state.changed[$0] == nil } }
    for uri in waiting { schedule(uri, changed: false) }
  }

  /// Forgets `uri` (closed): a run waiting for it does nothing.
  package func cancel(_ uri: String) {
    state.change {
      _ = $0.tickets.removeValue(forKey: uri)
      _ = $0.changed.removeValue(forKey: uri)
    }
  }

  private func schedule(_ uri: String, changed: Bool) {
    let ticket = state.change { state in
      state.next += 1
      state.tickets[uri] = state.next
      if changed { state.changed[uri] = state.next }
      return state.next
    }
    queue.asyncAfter(deadline: .now() + delay) { [self] in fire(uri, ticket: ticket) }
  }

  /// Runs `uri`'s diagnostics if `ticket` is still its latest; a refresh waits (asked again
  /// after the delay) while a changed document waits for its run.
  private func fire(_ uri: String, ticket: Int) {
    enum Next {
      case skip, wait
      case run(@Sendable (String, @escaping @Sendable () -> Bool) -> Void)
    }
    let next = state.change { state -> Next in
      guard state.tickets[uri] == ticket else { return .skip }
      if state.changed[uri] == ticket {
        state.changed[uri] = nil
      } else if !state.changed.isEmpty {
        return .wait
      }
      return state.run.map { .run($0) } ?? .skip
    }
    switch next {
    case .skip: return
    case .wait:
      queue.asyncAfter(deadline: .now() + delay) { [self] in fire(uri, ticket: ticket) }
    case .run(let run):
      run(uri) { [state] in state.current.tickets[uri] != ticket }
    }
  }
}
