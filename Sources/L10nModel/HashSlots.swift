/// Open addressing with linear probing over 32-bit identifiers, by 32-bit hash, at most three
/// quarters full: the index of a hash table whose values live elsewhere (`KeyTable`'s arena,
/// a document's text, the editor's rows of findings).
///
/// Each slot holds an identifier (low 32 bits) and its hash's low 32 bits (high), or `empty`,
/// so that a probe compares hashes without leaving the slots and growing re-slots by them
/// without rehashing. Identifiers are not negative (all ones is the empty slot).
package struct HashSlots: Sendable {
  private var slots: [UInt64]
  private var mask: Int
  /// The number of identifiers stored.
  package private(set) var count = 0

  private static let empty = UInt64.max

  /// Slots for about `capacity` identifiers before the first growth.
  package init(capacity: Int) {
    var size = 16
    while size * 3 < capacity * 4 { size <<= 1 }
    slots = [UInt64](repeating: Self.empty, count: size)
    mask = size - 1
  }

  /// The identifier stored under `hash` for which `matches` holds, if any.
  package func find(hash: UInt64, matches: (Int32) -> Bool) -> Int32? {
    probe(hash & 0xFFFF_FFFF, matches).found
  }

  /// The identifier stored under `hash` for which `matches` holds, or `nil` after storing `id`
  /// under `hash`.
  package mutating func find(
    hash fullHash: UInt64, orInsert id: Int32, matches: (Int32) -> Bool
  ) -> Int32? {
    precondition(id >= 0, "identifiers are not negative")
    let hash = fullHash & 0xFFFF_FFFF
    let (found, slot) = probe(hash, matches)
    if let found { return found }
    slots[slot] = hash << 32 | UInt64(UInt32(bitPattern: id))
    count += 1
    if count * 4 > slots.count * 3 { grow() }
    return nil
  }

  /// Stores `id` under `hash`, known to have no match.
  package mutating func insert(hash: UInt64, id: Int32) {
    _ = find(hash: hash, orInsert: id) { _ in false }
  }

  /// The match for `hash` (32 bits), or the empty slot where it would go.
  private func probe(_ hash: UInt64, _ matches: (Int32) -> Bool) -> (found: Int32?, slot: Int) {
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != Self.empty {
      let stored = slots[slot]
      if stored >> 32 == hash && matches(Int32(truncatingIfNeeded: stored)) {
        return (Int32(truncatingIfNeeded: stored), slot)
      }
      slot = (slot + 1) & mask
    }
    return (nil, slot)
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
}
