/// Strings joined into one made in a single allocation: a finding's message is a few parts
/// (key, language, words), and appending them one by one grew the string each time, for each
/// of hundreds of thousands of findings.
enum Joined {
  /// `parts` one after another.
  static func text(_ parts: String...) -> String {
    let count = parts.reduce(0) { $0 + $1.utf8.count }
    return String(unsafeUninitializedCapacity: count) { buffer in
      var offset = 0
      for part in parts {
        let copied: Void? = part.utf8.withContiguousStorageIfAvailable { bytes in
          guard let base = bytes.baseAddress, let target = buffer.baseAddress else { return }
          (target + offset).update(from: base, count: bytes.count)
        }
        if copied == nil {
          for byte in part.utf8 {
            buffer[offset] = byte
            offset += 1
          }
        } else {
          offset += part.utf8.count
        }
      }
      return offset
    }
  }
}
