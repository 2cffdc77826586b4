/// A localization key, compared and hashed by its exact Unicode scalars.
///
/// Swift `String` equality is canonical equivalence: `"é"` (U+00E9) and `"e\u{301}"` are equal
/// `String`s, yet Apple's runtime treats them as two different keys. `LocalizationKey` keeps
/// distinct scalar sequences distinct and orders keys by their UTF-8 bytes (which is Unicode
/// code-point order), so sorting never depends on the locale.
public struct LocalizationKey: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
  /// The key's text, exactly as decoded from the file.
  public let text: String

  /// Creates a key from its decoded text.
  public init(_ text: String) {
    self.text = text
  }

  public var description: String { text }

  public static func == (lhs: LocalizationKey, rhs: LocalizationKey) -> Bool {
    let (left, right) = (lhs.text.utf8, rhs.text.utf8)
    guard left.count == right.count else { return false }
    // Native strings' bytes compared as buffers: the UTF-8 views' iterators took a hundred
    // instructions a byte (`lint` compares a finding's key with the one before).
    let equal = left.withContiguousStorageIfAvailable { left in
      right.withContiguousStorageIfAvailable { right in bytesEqual(left, right) }
    }
    return (equal ?? nil) ?? left.elementsEqual(right)
  }

  /// Whether two buffers of one length hold the same bytes: eight at a time (`elementsEqual`
  /// went byte by byte), at once when they are the same storage.
  private static func bytesEqual(
    _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
  )
    -> Bool
  {
    guard let first = left.baseAddress, let second = right.baseAddress else {
      return left.count == right.count
    }
    if first == second { return true }
    let (a, b) = (UnsafeRawPointer(first), UnsafeRawPointer(second))
    var offset = 0
    while offset + 8 <= left.count {
      guard
        a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
          == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      else { return false }
      offset += 8
    }
    while offset < left.count {
      guard first[offset] == second[offset] else { return false }
      offset += 1
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    var text = text
    text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
  }

  public static func < (lhs: LocalizationKey, rhs: LocalizationKey) -> Bool {
    lhs.text.utf8.lexicographicallyPrecedes(rhs.text.utf8)
  }
}
