/// Finding where bytes stop being UTF-8, without making a `String` of them (which would hold
/// the whole file a second time).
enum UTF8Validation {
  /// The offset of the first byte that does not start a valid UTF-8 sequence (overlong forms,
  /// surrogates and values past U+10FFFF included), or `nil` when all of `bytes` is UTF-8;
  /// eight ASCII bytes at a time where it can.
  static func firstInvalidOffset(in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = buffer.baseAddress else { return nil }
    var index = 0
    let count = buffer.count
    while index < count {
      if index + 8 <= count {
        let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
        if word & 0x8080_8080_8080_8080 == 0 {
          index += 8
          continue
        }
      }
      let lead = buffer[index]
      let length: Int
      switch lead {
      case 0x00...0x7F: length = 1
      case 0xC2...0xDF: length = 2
      case 0xE0...0xEF: length = 3
      case 0xF0...0xF4: length = 4
      default: return index
      }
      guard index + length <= count else { return index }
      for next in 1..<length where buffer[index + next] & 0xC0 != 0x80 { return index }
      if length == 3 {
        let second = buffer[index + 1]
        if (lead == 0xE0 && second < 0xA0) || (lead == 0xED && second > 0x9F) { return index }
      } else if length == 4 {
        let second = buffer[index + 1]
        if (lead == 0xF0 && second < 0x90) || (lead == 0xF4 && second > 0x8F) { return index }
      }
      index += length
    }
    return nil
  }

  /// The offset of the first byte of `bytes` that does not start a valid UTF-8 sequence,
  /// counted from its first byte (not its `startIndex`, for a slice).
  static func firstInvalidOffset(in bytes: some Collection<UInt8>) -> Int? {
    bytes.withContiguousStorageIfAvailable { firstInvalidOffset(in: $0) }
      ?? Array(bytes).withUnsafeBufferPointer { firstInvalidOffset(in: $0) }
  }
}
