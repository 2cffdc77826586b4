import L10nModel

/// Turns byte offsets in UTF-8 text into 1-based lines and columns.
///
/// A line ends at LF, CRLF or a lone CR. Columns count Unicode scalars.
struct LineIndex {
  private let text: UnsafeBufferPointer<UInt8>
  private var offset = 0
  private var line = 1
  private var lineStart = 0

  /// Creates an index over `text`; queries must come in increasing offset order.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// The location of `target`, which must not precede the previous query's offset.
  mutating func location(of target: Int) -> SourceLocation {
    precondition(target >= offset, "LineIndex queries must be monotonic")
    while offset < target {
      let byte = text[offset]
      if byte == 0x0A || (byte == 0x0D && (offset + 1 >= text.count || text[offset + 1] != 0x0A)) {
        line += 1
        lineStart = offset + 1
      }
      offset += 1
    }
    var column = 1
    var index = lineStart
    while index < target {
      if text[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(line: line, column: column)
  }

  /// The location of `offset` in `text`, computed from the start.
  static func location(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var index = LineIndex(text)
    return index.location(of: offset)
  }
}
