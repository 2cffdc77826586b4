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
struct KeyTable {
  private var arena: [UInt8] = []
  private var offsets: [Int32] = [0]
  /// Open addressing with linear probing, at most three quarters full.
  ///
  /// Each slot holds a key's identifier (low 32 bits) and its hash's low 32 bits (high), or
  /// `empty`. A probe compares hashes without leaving the slots, and growing re-slots by them
  /// without rehashing.
  private var slots: [UInt64]
  private var mask: Int

  private static let empty = UInt64.max

  /// Creates a table expecting about `capacity` distinct keys of about `bytes` bytes in all
  /// (24 a key when not given).
  init(capacity: Int, bytes: Int? = nil) {
    var size = 16
    while size * 3 < capacity * 4 { size <<= 1 }
    slots = [UInt64](repeating: Self.empty, count: size)
    mask = size - 1
    arena.reserveCapacity(bytes ?? capacity * 24)
    offsets.reserveCapacity(capacity + 1)
  }

  /// The number of distinct keys.
  var count: Int { offsets.count - 1 }

  /// The identifier of `bytes`, adding it when new.
  ///
  /// Identifiers count up from 0.
  mutating func insert(_ bytes: UnsafeBufferPointer<UInt8>) -> Int32 {
    let hash = UInt64(truncatingIfNeeded: UInt32(truncatingIfNeeded: Self.hash(bytes)))
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let stored = slots[slot]
      if stored == Self.empty { break }
      let id = Int32(truncatingIfNeeded: stored)
      if stored >> 32 == hash && equals(Int(id), bytes) { return id }
      slot = (slot + 1) & mask
    }
    let id = Int32(count)
    slots[slot] = hash << 32 | UInt64(UInt32(bitPattern: id))
    arena.append(contentsOf: bytes)
    offsets.append(Int32(arena.count))
    if count * 4 > slots.count * 3 { grow() }
    return id
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

  private func equals(_ id: Int, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let start = Int(offsets[id])
    let end = Int(offsets[id + 1])
    guard end - start == bytes.count else { return false }
    return arena.withUnsafeBufferPointer { buffer in
      Self.compare(UnsafeBufferPointer(rebasing: buffer[start..<end]), bytes) == 0
    }
  }

  /// Compares byte strings like `memcmp`, a shorter prefix ordering first.
  static func compare(_ lhs: UnsafeBufferPointer<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Int {
    let common = min(lhs.count, rhs.count)
    if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
      let result = memcmp(left, right, common)
      if result != 0 { return Int(result) }
    }
    return lhs.count - rhs.count
  }

  private mutating func grow() {
    let old = slots
    slots = [UInt64](repeating: Self.empty, count: old.count * 2)
    mask = slots.count - 1
    for stored in old where stored != Self.empty {
      var slot = Int(truncatingIfNeeded: stored >> 32) & mask
      while slots[slot] != Self.empty { slot = (slot + 1) & mask }
      slots[slot] = stored
    }
  }

  /// A fast 64-bit hash of a byte string, eight bytes at a time.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
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
