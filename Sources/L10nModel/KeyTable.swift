#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Interns keys by their exact UTF-8 bytes: an open-addressing hash table over one byte arena.
///
/// Building a table's grid looks up every entry of every language (hundreds of thousands in a
/// large project); hashing raw bytes avoids creating a `String` per entry and Swift `String`
/// hashing, which normalises (and would merge canonically equivalent keys).
package struct KeyTable {
  private var arena: [UInt8] = []
  private var offsets: [Int32] = [0]
  private var slots: HashSlots

  /// Creates a table expecting about `capacity` distinct keys of about `bytes` bytes in all
  /// (24 a key when not given).
  init(capacity: Int, bytes: Int? = nil) {
    slots = HashSlots(capacity: capacity)
    arena.reserveCapacity(bytes ?? capacity * 24)
    offsets.reserveCapacity(capacity + 1)
  }

  /// The number of distinct keys.
  var count: Int { offsets.count - 1 }

  /// The identifier of `bytes`, adding it when new.
  ///
  /// Identifiers count up from 0.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    assert(slots.count == count, "a key inserted after releaseIndex() would be found nowhere")
    let id = Int32(count)
    let found = arena.withUnsafeBufferPointer { arena in
      offsets.withUnsafeBufferPointer { offsets in
        slots.find(hash: Self.hash(bytes), orInsert: id) { candidate in
          let range = Int(offsets[Int(candidate)])..<Int(offsets[Int(candidate) + 1])
          return Self.compare(UnsafeBufferPointer(rebasing: arena[range]), bytes) == 0
        }
      }
    }
    if let found { return found }
    arena.append(contentsOf: bytes)
    offsets.append(Int32(arena.count))
    return id
  }

  /// Frees the hash index: keys can no longer be inserted, but their bytes and order remain.
  mutating func releaseIndex() {
    slots = HashSlots(capacity: 0)
  }

  /// The bytes of key `id`.
  func bytes(of id: Int) -> ArraySlice<UInt8> {
    arena[Int(offsets[id])..<Int(offsets[id + 1])]
  }

  /// Key identifiers in code-point (UTF-8 byte) order.
  func sortedIDs() -> [Int32] {
    arena.withUnsafeBufferPointer { buffer in
      (0..<Int32(count)).sorted { lhs, rhs in
        let left = UnsafeBufferPointer(
          rebasing: buffer[Int(offsets[Int(lhs)])..<Int(offsets[Int(lhs) + 1])])
        let right = UnsafeBufferPointer(
          rebasing: buffer[Int(offsets[Int(rhs)])..<Int(offsets[Int(rhs) + 1])])
        return Self.compare(left, right) < 0
      }
    }
  }

  /// Compares byte strings like `memcmp`, a shorter prefix ordering first.
  @inlinable
  package static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let common = min(lhs.count, rhs.count)
    if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
      let result = memcmp(left, right, common)
      if result != 0 { return Int(result) }
    }
    return lhs.count - rhs.count
  }

  /// A fast 64-bit hash of a byte string, eight bytes at a time.
  @inlinable
  package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325 ^ UInt64(bytes.count)
    var index = 0
    let count = bytes.count
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    while index + 8 <= count {
      let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      hash = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
      hash ^= hash >> 29
      index += 8
    }
    var tail: UInt64 = 0
    var shift: UInt64 = 0
    while index < count {
      tail |= UInt64(bytes[index]) << shift
      shift += 8
      index += 1
    }
    hash = (hash ^ tail) &* 0x9E37_79B9_7F4A_7C15
    return hash ^ (hash >> 32)
  }
}
