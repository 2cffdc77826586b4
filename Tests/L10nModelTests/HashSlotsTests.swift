import L10nModel
import L10nTestSupport
import Testing

/// `HashSlots` against a dictionary, with hashes that collide in full, in their low 32 bits
/// only, and at the all-ones value next to the empty slot's bit pattern.
@Suite("HashSlots: identifiers found by hash and match, through growth and collisions")
struct HashSlotsTests {
  @Test("the first identifier stored for each value is found again", arguments: [0, 3, 10_000])
  func matchesADictionary(expected: Int) {
    var random = SeededRandom()
    // Values are small numbers; a value's hash is one of a few, so that many values share one.
    let hashes: [UInt64] = [0, 0xFFFF_FFFF, 0x1_0000_0000, 0xFFFF_FFFF_FFFF_FFFF, 0x1234_5678]
    func hash(_ value: Int) -> UInt64 {
      value % 7 == 0
        ? hashes[value % hashes.count] : UInt64(truncatingIfNeeded: value &* 2_654_435_761)
    }
    var slots = HashSlots(capacity: expected)
    var values: [Int] = []  // by identifier
    var firstID: [Int: Int32] = [:]
    for _ in 0..<6_000 {
      let value = Int.random(in: 0..<3_000, using: &random)
      let id = Int32(values.count)
      let found = slots.find(hash: hash(value), orInsert: id) { values[Int($0)] == value }
      if let known = firstID[value] {
        guard found == known else {
          Issue.record(
            "\(value) found \(String(describing: found)), stored as \(known), seed \(random.seed)")
          return
        }
      } else {
        guard found == nil else {
          Issue.record(
            "\(value) is new yet found \(String(describing: found)), seed \(random.seed)")
          return
        }
        firstID[value] = id
        values.append(value)
      }
    }
    #expect(slots.count == firstID.count)
    for value in 0..<3_000 {
      #expect(slots.find(hash: hash(value)) { values[Int($0)] == value } == firstID[value])
    }
  }
}
