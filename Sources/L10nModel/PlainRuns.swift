/// Finds where a run of bytes that need no escape ends, eight bytes at a time (each word tested
/// at once for control characters and a few stop bytes): the escaping writers of `.strings`
/// and JSON text copy such runs whole.
package struct PlainRuns: Sendable {
  /// Each stop byte repeated in every byte of a word.
  private let stops: [UInt64]

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// A finder of runs without control characters (below U+0020) and without `stops`.
  package init(stops: [UInt8]) {
    self.stops = stops.map { Self.ones &* UInt64($0) }
  }

  /// The first offset from `start` of eight bytes that may hold a control character or a stop
  /// byte, or the offset where fewer than eight are left; the bytes before it hold none.
  package func end(of bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = UnsafeRawPointer(bytes.baseAddress) else { return start }
    var index = start
    words: while index + 8 <= bytes.count {
      let word = base.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      if Self.hasByte(below: 0x20, in: word) { break }
      for stop in stops where Self.hasByte(below: 1, in: word ^ stop) { break words }
      index += 8
    }
    return index
  }

  /// Whether a byte of `word` is below `limit` (at most 0x80): exact as a yes or no.
  private static func hasByte(below limit: UInt64, in word: UInt64) -> Bool {
    (word &- ones &* limit) & ~word & highs != 0
  }
}
