import L10nGrammar

/// The requests waiting or running, and which of them the client cancelled.
package final class CancellationSet: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var pending: Set<JSONValue> = []
  nonisolated(unsafe) private var cancelled: Set<JSONValue> = []

  /// None.
  package init() {}

  /// A request came in.
  package func begin(_ id: JSONValue) {
    lock.withLock { _ = pending.insert(id) }
  }

  /// The client cancelled `id` (a request already answered is not remembered).
  package func cancel(_ id: JSONValue) {
    lock.withLock {
      if pending.contains(id) { cancelled.insert(id) }
    }
  }

  /// Whether the client cancelled `id`.
  package func isCancelled(_ id: JSONValue) -> Bool {
    lock.withLock { cancelled.contains(id) }
  }

  /// The request is answered.
  package func end(_ id: JSONValue) {
    lock.withLock {
      pending.remove(id)
      cancelled.remove(id)
    }
  }
}
