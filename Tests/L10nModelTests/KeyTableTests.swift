import L10nTestSupport
import Testing

@testable import L10nModel

/// The key table against a dictionary of byte strings.
@Suite("KeyTable: one identifier per distinct byte string, in insertion order")
struct KeyTableTests {
  @Test(
    "the same identifiers as a dictionary, growing past its expected size, and sorted by bytes",
    arguments: [0, 10, 5_000])
  func matchesADictionary(expected: Int) {
    var random = SeededRandom()
    var table = KeyTable(capacity: expected)
    var plain: [[UInt8]: Int32] = [:]
    var inserted: [[UInt8]] = []
    // Short keys from a small alphabet repeat often; the empty key and long shared prefixes too.
    for step in 0..<20_000 {
      let length = step % 97 == 0 ? 0 : Int.random(in: 1...(step % 3 == 0 ? 40 : 4), using: &random)
      let key = (0..<length).map { index in
        index < length - 3 && step % 3 == 0
          ? UInt8(ascii: "k") : [0x61, 0x62, 0xC3, 0xA9, 0x00].randomElement(using: &random) ?? 0
      }
      let id = key.withUnsafeBufferPointer { table.insert($0) }
      if let known = plain[key] {
        guard id == known else {
          Issue.record("\(key) got \(id), first \(known), seed \(random.seed)")
          return
        }
      } else {
        #expect(id == Int32(inserted.count))
        plain[key] = id
        inserted.append(key)
      }
    }
    #expect(table.count == plain.count)
    #expect(inserted.indices.allSatisfy { Array(table.bytes(of: $0)) == inserted[$0] })
    let sorted = inserted.indices.sorted { inserted[$0].lexicographicallyPrecedes(inserted[$1]) }
    #expect(table.sortedIDs().map(Int.init) == sorted, "seed \(random.seed)")
  }
}
