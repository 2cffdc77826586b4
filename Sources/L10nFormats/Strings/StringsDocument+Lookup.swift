import L10nModel

/// Finding a key's entries without decoding every key: raw bytes are compared wherever a key
/// holds no escape (as `TableGrid` identifies keys), so a lookup in a file of 20,000 entries
/// costs a few comparisons of short byte runs per entry.
extension StringsDocument {
  /// The indices of every entry of `key` (duplicates included), in file order.
  public func entryIndices(of key: LocalizationKey) -> [Int] {
    matching(key) { entries.indices.filter($0) }
  }

  /// The index of the effective entry for `key` (the last occurrence, as on device).
  public func lastIndex(of key: LocalizationKey) -> Int? {
    matching(key) { entries.indices.last(where: $0) }
  }

  /// `body` given a test of whether the entry at an index has `key`.
  private func matching<Result>(
    _ key: LocalizationKey, _ body: ((Int) -> Bool) -> Result
  ) -> Result {
    var wanted = key.text
    return wanted.withUTF8 { wanted in
      text.withUnsafeBufferPointer { text in
        body { index in
          let token = entries[index].key
          if token.hasEscapes { return self.key(at: index) == key }
          let range = token.contentRange
          return range.count == wanted.count
            && UnsafeBufferPointer(rebasing: text[range]).elementsEqual(wanted)
        }
      }
    }
  }
}

extension StringsDocument {
  /// For a text `.strings` file (not a property list, which is not written sorted), the first
  /// entry out of key order and the key `l10nedit format` puts there instead.
  public func firstUnsortedEntry() -> (
    entry: Int, key: LocalizationKey, expected: LocalizationKey
  )? {
    guard !encoding.isPropertyList else { return nil }
    let order = sortedEntryIndices()
    guard let position = order.indices.first(where: { order[$0] != $0 }) else { return nil }
    return (position, key(at: position), key(at: order[position]))
  }
}
