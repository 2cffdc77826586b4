/// What one pass over a value's UTF-8 bytes tells the quality rules before they take it apart:
/// which bytes it holds, and whether it has two spaces or three periods in a row.
///
/// Found once per cell when its row is read, so that a rule's quick test ("has it a bracket at
/// all?") is a look at these bits rather than one more pass over the bytes per rule: sixteen
/// rules each passing over each of 800,000 values were a fifth of `lint`'s time. The tests are
/// only ever necessary conditions; a rule that passes one still reads the text itself.
package struct TextFacts: Sendable {
  /// One bit per byte value the text holds.
  private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
  /// Whether the text has two spaces in a row.
  package private(set) var hasDoubleSpace = false
  /// Whether the text has three periods in a row.
  package private(set) var hasThreePeriods = false

  /// The facts of an empty text.
  package init() {}

  /// The facts of `text`.
  package init(_ text: String) {
    var copy = text
    copy.withUTF8 { bytes in
      var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
      // The last two bytes' "is a space" and last three's "is a period", as bits: no branch
      // per byte (a switch on the byte's quarter and counters were a third slower).
      var spaces: UInt8 = 0
      var periods: UInt8 = 0
      var doubleSpace: UInt8 = 0
      var threePeriods: UInt8 = 0
      withUnsafeMutableBytes(of: &words) { raw in
        let words = raw.bindMemory(to: UInt64.self)
        for byte in bytes {
          words[Int(byte >> 6)] |= UInt64(1) << UInt64(byte & 63)
          spaces = (spaces << 1 | (byte == 0x20 ? 1 : 0)) & 3
          periods = (periods << 1 | (byte == 0x2E ? 1 : 0)) & 7
          doubleSpace |= spaces == 3 ? 1 : 0
          threePeriods |= periods == 7 ? 1 : 0
        }
      }
      self.words = words
      hasDoubleSpace = doubleSpace != 0
      hasThreePeriods = threePeriods != 0
    }
  }

  /// Whether the text holds `byte`.
  package func has(_ byte: UInt8) -> Bool {
    let bit = UInt64(1) << UInt64(byte & 63)
    switch byte >> 6 {
    case 0: return words.0 & bit != 0
    case 1: return words.1 & bit != 0
    case 2: return words.2 & bit != 0
    default: return words.3 & bit != 0
    }
  }

  /// Whether the text holds any of `bytes`.
  package func hasAny(of bytes: Bytes) -> Bool {
    words.0 & bytes.words.0 != 0 || words.1 & bytes.words.1 != 0
      || words.2 & bytes.words.2 != 0 || words.3 & bytes.words.3 != 0
  }

  /// Whether the text holds every one of `bytes`.
  package func hasAll(of bytes: Bytes) -> Bool {
    words.0 & bytes.words.0 == bytes.words.0 && words.1 & bytes.words.1 == bytes.words.1
      && words.2 & bytes.words.2 == bytes.words.2 && words.3 & bytes.words.3 == bytes.words.3
  }

  /// Whether these are the facts of no text (every text has a byte).
  package var isEmpty: Bool { words == (0, 0, 0, 0) }

  /// Whether both tell the same: texts whose facts differ differ.
  package func isSame(as other: TextFacts) -> Bool {
    words == other.words && hasDoubleSpace == other.hasDoubleSpace
      && hasThreePeriods == other.hasThreePeriods
  }

  /// Whether the text has a byte beyond ASCII.
  package var hasNonASCII: Bool { words.2 != 0 || words.3 != 0 }

  /// A set of byte values, for `hasAny(of:)` and `hasAll(of:)`.
  package struct Bytes: Sendable {
    fileprivate var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    /// The bytes of `list`, and those of the closed ranges `ranges`.
    package init(_ list: [UInt8], ranges: [ClosedRange<UInt8>] = []) {
      for byte in list + ranges.flatMap({ Array($0) }) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
      }
    }
  }
}
