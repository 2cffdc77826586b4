import Foundation

/// A mutual-exclusion lock for small caches shared between threads.
final class Lock: @unchecked Sendable {
  private let lock = NSLock()

  func withLock<Value>(_ body: () -> Value) -> Value {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
