import L10nTestSupport
import Testing

@testable import L10nTUI

/// The packed listed rows against an array of `DisplayRow`s.
@Suite("DisplayRows: rows read back as appended")
struct DisplayRowsTests {
  @Test("headers and keys, up to the largest grid index and row, read back the same")
  func matchesAnArray() {
    var random = SeededRandom()
    let largest = [0, 1, 65_535, 1 << 31 - 1]
    var plain: [Viewport.DisplayRow] = []
    var rows = Viewport.DisplayRows()
    for _ in 0..<1_000 {
      let grid =
        Bool.random(using: &random)
        ? largest.randomElement(using: &random) ?? 0 : Int.random(in: 0..<100, using: &random)
      let row: Viewport.DisplayRow =
        Int.random(in: 0..<5, using: &random) == 0
        ? .header(grid)
        : .key(
          grid,
          Bool.random(using: &random)
            ? Int(UInt32.max) : Int.random(in: 0..<1_000_000, using: &random))
      plain.append(row)
      rows.append(row)
    }
    #expect(Array(rows) == plain, "seed \(random.seed)")
  }
}
