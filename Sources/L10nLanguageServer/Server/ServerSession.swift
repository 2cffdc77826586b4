import L10nGrammar

/// Where the session is in the protocol's lifecycle, and what `initialize` settled.
package struct ServerSession: Sendable {
  /// The lifecycle's phases.
  package enum Phase: Sendable {
    /// Before `initialize`: requests are refused (-32002).
    case starting
    /// Between `initialize` and `shutdown`.
    case running
    /// After `shutdown`: requests are invalid; `exit` ends with status 0.
    case shutDown
  }

  /// The phase.
  package var phase = Phase.starting
  /// The position encoding negotiated.
  package var encoding = PositionEncoding.utf16
  /// The client's options.
  package var options = ServerOptions()
  /// The workspace root (absolute), once initialized.
  package var root: String?
  /// Whether the client watches files for the server (dynamic registration of
  /// `workspace/didChangeWatchedFiles`).
  package var clientWatchesFiles = false
  /// The next id of a request to the client.
  package var nextRequestID = 1
}

/// A value shared between threads, read and changed under a lock.
package final class Shared<Value: Sendable>: Sendable {
  private let lock = Lock()
  nonisolated(unsafe) private var value: Value

  /// Holds `value`.
  package init(_ value: Value) {
    self.value = value
  }

  /// The value now.
  package var current: Value {
    lock.withLock { value }
  }

  /// Changes the value; what `body` returns.
  @discardableResult
  package func change<Result>(_ body: (inout Value) -> Result) -> Result {
    lock.withLock { body(&value) }
  }
}
