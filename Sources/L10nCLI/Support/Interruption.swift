import Dispatch
import Foundation

/// Ctrl-C taken as a request to stop, for a command that must end cleanly.
///
/// While one of these lives, `SIGINT` no longer ends the process; `isRequested` says whether
/// it came. The default is back once it is released.
final class Interruption: @unchecked Sendable {
  private let source: any DispatchSourceSignal
  private let requested = Flag()

  /// Starts taking Ctrl-C.
  init() {
    signal(SIGINT, SIG_IGN)
    source = DispatchSource.makeSignalSource(signal: SIGINT, queue: .global())
    source.setEventHandler { [requested] in requested.set() }
    source.resume()
  }

  deinit {
    source.cancel()
    signal(SIGINT, SIG_DFL)
  }

  /// Whether Ctrl-C came.
  var isRequested: Bool { requested.isSet }

  /// A flag set once, read from any thread.
  private final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    func set() { lock.withLock { value = true } }
    var isSet: Bool { lock.withLock { value } }
  }
}
