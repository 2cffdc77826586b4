/// Finds where a run of bytes that need no escape ends, eight bytes at a time (each word tested
/// at once for control characters and a few stop bytes): the escaping writers of `.strings`
/// and JSON text copy such runs whole.
package struct PlainRuns: Sendable {
  /// The stop bytes (at most five; fewer repeat the first), each repeated in every byte of a
  /// word: fixed fields, tested all at once, with no array to walk per word.
  private let stops: (UInt64, UInt64, UInt64, UInt64, UInt64)

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// A finder of runs without control characters (below U+0020) and without `stops` (one to
  /// five bytes).
  package init(stops: [UInt8]) {
    precondition((1...5).contains(stops.count), "one to five stop bytes")
    let words = stops.map { Self.ones &* UInt64($0) }
    let word = { (index: Int) in index < words.count ? words[index] : words[0] }
    self.stops = (word(0), word(1), word(2), word(3), word(4))
  }

  /// The first offset from `start` of eight bytes that may hold a control character or a stop
  /// byte, or the offset where fewer than eight are left; the bytes before it hold none.
  package func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
    var index = start
    while index + 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      let found =
        Self.below(0x20, word) | Self.below(1, word ^ stops.0) | Self.below(1, word ^ stops.1)
        | Self.below(1, word ^ stops.2) | Self.below(1, word ^ stops.3)
        | Self.below(1, word ^ stops.4)
      if found != 0 { break }
      index += 8
    }
    return index
  }

  /// Non-zero when a byte of `word` is below `limit` (at most 0x80): exact as a yes or no.
  private static func below(_ limit: UInt64, _ word: UInt64) -> UInt64 {
    (word &- ones &* limit) & ~word & highs
  }
}
