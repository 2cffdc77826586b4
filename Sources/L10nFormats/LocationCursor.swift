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
