import L10nModel

/// What a table says of each language, looked up once per language: rules ask for every
/// translation of every row, and taking a code apart (`LanguageTag`) costs more than a lookup.
final class LanguageCache<Value: Sendable>: @unchecked Sendable {
  private let lock = Lock()
  private var values: [LanguageID: Value] = [:]
  private let make: @Sendable (LanguageID) -> Value

  /// A cache of `make`'s results.
  init(_ make: @escaping @Sendable (LanguageID) -> Value) {
    self.make = make
  }

  /// `make(language)`, made the first time only.
  subscript(language: LanguageID) -> Value {
    if let found = lock.withLock({ values[language] }) { return found }
    let value = make(language)
    lock.withLock { values[language] = value }
    return value
  }
}
