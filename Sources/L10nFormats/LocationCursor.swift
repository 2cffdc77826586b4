import L10nModel

/// Turns increasing byte offsets into lines and columns in one pass over a UTF-8 text.
///
/// A line ends at LF; columns count Unicode scalars. Each byte is looked at once however many
/// offsets are asked for, so even a file on one line costs one pass.
struct LocationCursor {
  private var offset = 0
  private var line = 1
  private var column = 1

  /// The location of `target`, which must not be before the previous one asked for.
  mutating func location(of target: Int, in bytes: [UInt8]) -> SourceLocation32 {
    // Eight bytes at a time while they hold no line break: the column counts the bytes that
    // start a scalar (not 10xxxxxx).
    bytes.withUnsafeBytes { raw in
      while offset + 8 <= min(target, raw.count) {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let lineBreaks = word ^ 0x0A0A_0A0A_0A0A_0A0A
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard (lineBreaks &- ones) & ~lineBreaks & highs == 0 else { break }
        let continuations = word & ~(word << 1) & highs
        column += 8 - continuations.nonzeroBitCount
        offset += 8
      }
    }
    while offset < target {
      let byte = bytes[offset]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      offset += 1
    }
    return SourceLocation32(line: line, column: column)
  }
}
