import Foundation

/// Finding a short byte string in a long one: `memchr` (vectorized in the C library) jumps to
/// each occurrence of the needle's rarest-looking byte, and only there are the bytes compared.
enum ByteSearch {
  /// The first position at or after `start` where `needle` occurs wholly before `end`.
  static func find(
    _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, from start: Int,
    to end: Int
  ) -> Int? {
    guard let base = bytes.baseAddress, let needleBase = needle.baseAddress, !needle.isEmpty
    else { return nil }
    let anchor = anchorIndex(needle)
    let anchorByte = Int32(needle[anchor])
    // The anchor byte's possible places: from its offset in the needle after `start`, to where
    // the rest of the needle still fits before `end`.
    var position = start + anchor
    let limit = end - (needle.count - 1 - anchor)
    while position < limit {
      guard let found = memchr(base + position, anchorByte, limit - position) else { return nil }
      let candidate = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) - anchor
      if memcmp(base + candidate, needleBase, needle.count) == 0 { return candidate }
      position = candidate + anchor + 1
    }
    return nil
  }

  /// The index of the needle's byte that is likely rarest in text: rare letters before common
  /// ones, anything before a space.
  private static func anchorIndex(_ needle: UnsafeBufferPointer<UInt8>) -> Int {
    var best = 0
    var bestScore = Int.min
    for (index, byte) in needle.enumerated() {
      let score = rarity(byte)
      if score > bestScore {
        best = index
        bestScore = score
      }
    }
    return best
  }

  /// English letters by frequency, most common first.
  private static let letters = Array("etaoinsrhldcumfpgwybvkxjqz".utf8)

  private static func rarity(_ byte: UInt8) -> Int {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"): letters.firstIndex(of: byte) ?? 0
    case UInt8(ascii: " "): -1
    case UInt8(ascii: "0")...UInt8(ascii: "9"): 20
    case 0x80...0xBF: 15  // the last bytes of a non-ASCII character vary most
    case 0xC0...: 5
    default: 22
    }
  }
}
