import L10nModel
import Testing

@Suite struct KeyOrderTests {
  @Test("sort puts ASCII keys in the order precedes gives, from any starting order")
  func sortAgreesWithPrecedes() {
    let keys = [
      "screen37.label-2", "screen165.label-0", "Screen37.label-10", "screen037.label-1",
      "item 2", "Item 10", "item 02", "a_b", "a.b", "a-b", "A b", "10", "9", "009", "Zeta",
      "zeta", "", "_", "x1y", "X01y", "~", "a~", "A", "b10c2", "b10c10", "b9c99",
    ]
    var expected = keys
    expected.sort { KeyOrder.xcode.precedes($0, $1) }
    for start in [keys, keys.reversed(), expected, expected.reversed()] {
      var sorted = start
      KeyOrder.xcode.sort(&sorted) { $0 }
      #expect(sorted == expected)
    }
  }

  @Test("beyond ASCII, sort is the plain sort of the keys as they come")
  func sortBeyondASCII() {
    let keys = ["zeta", "é", "e\u{301}x", "x c3\u{1F600}", "x C3\u{1F600}", "👍 1", "a"]
    for start in [keys, keys.reversed()] {
      var expected = start
      expected.sort { KeyOrder.xcode.precedes($0, $1) }
      var sorted = start
      KeyOrder.xcode.sort(&sorted) { $0 }
      #expect(sorted == expected)
    }
  }
}
