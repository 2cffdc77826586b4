/// Values found once and shared between threads, by key (ICU's answers per language or
/// number); emptied when it holds `limit` values, so that it stays small.
final class LockedCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
  private var values: [Key: Value] = [:]
  private let lock = Lock()
  private let limit: Int

  /// An empty cache of at most `limit` values.
  init(limit: Int = .max) {
    self.limit = limit
  }

  /// The value stored for `key`, if any.
  func value(for key: Key) -> Value? {
    lock.withLock { values[key] }
  }

  /// Stores `value` for `key`.
  func store(_ value: Value, for key: Key) {
    lock.withLock {
      if values.count >= limit { values.removeAll() }
      values[key] = value
    }
  }
}
