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

  /// Keys on which Foundation's comparison on Linux misbehaved: equal but for DEL and U+FEFF
  /// (FuzzXCStrings: ordered one way, then the other, in one process), each before the other
  /// (`é.`, `eＡ`), and keys beside an emoji that, compared by other rules than the rest, made
  /// the order circular (`_` before `-_` before `2😀A0` before `_`).
  static let hostileKeys = [
    "error_screen.ok",
    "er" + String(repeating: "\u{7F}", count: 44) + "\u{FEFF}\u{7F}\u{7F}\u{7F}ror_screen.ok",
    "error_screen.title", "", "é.", "eＡ", "_", "-_", "2\u{1F600}A0", "e\u{301}\u{301}", "eé",
    "x c3\u{1F600}", "x C3\u{1F600}", "a\u{200B}b", "ab", "ﬁx", "fix", "\u{1}", "Zeta", "zeta",
  ]

  @Test("Xcode's order is total: of two different keys one goes first, whichever is asked")
  func antisymmetric() {
    for lhs in Self.hostileKeys {
      for rhs in Self.hostileKeys where !lhs.unicodeScalars.elementsEqual(rhs.unicodeScalars) {
        #expect(
          KeyOrder.xcode.precedes(lhs, rhs) != KeyOrder.xcode.precedes(rhs, lhs),
          "\(lhs.debugDescription) and \(rhs.debugDescription)")
      }
    }
  }

  @Test("Xcode's order is total: the keys sort the same from any starting order")
  func sameFromAnyStart() {
    let keys = Self.hostileKeys
    var expected = keys
    KeyOrder.xcode.sort(&expected) { $0 }
    for shift in keys.indices {
      let rotated = Array(keys[shift...] + keys[..<shift])
      for start in [rotated, rotated.reversed()] {
        var sorted = start
        KeyOrder.xcode.sort(&sorted) { $0 }
        #expect(sorted == expected)
        #expect(start.sorted { KeyOrder.xcode.precedes($0, $1) } == expected)
      }
    }
  }

  @Test("keys equal but for characters collation ignores are in code-point order")
  func ignoredCharacters() {
    // The fuzz finding's pair: `r` (U+0072) before DEL (U+007F).
    #expect(KeyOrder.xcode.precedes(Self.hostileKeys[0], Self.hostileKeys[1]))
    #expect(KeyOrder.xcode.precedes("ab", "a\u{200B}b"))
    #expect(KeyOrder.xcode.precedes("\u{1}", "a"))
    // Otherwise they do not move a key: `a\u{1}c` is between `ab` and `ad`.
    #expect(KeyOrder.xcode.precedes("ab", "a\u{1}c"))
    #expect(KeyOrder.xcode.precedes("a\u{1}c", "ad"))
  }
}
