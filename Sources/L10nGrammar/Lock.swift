import Foundation

/// A mutual-exclusion lock for small caches and results shared between threads.
package final class Lock: @unchecked Sendable {
  private let lock = NSLock()

  /// A new, unlocked lock.
  package init() {}

  /// `body`'s result, run while holding the lock.
  package func withLock<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
