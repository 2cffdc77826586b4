import L10nModel

/// Turns byte offsets in UTF-8 text into 1-based lines and columns, for error messages.
///
/// A line ends at LF, CRLF or a lone CR. Columns count Unicode scalars.
enum LineIndex {
  /// The location of `offset` in `text`, counted from the start.
  static func location(of offset: Int, in text: UnsafeBufferPointer<UInt8>) -> SourceLocation {
    var line = 1
    var lineStart = 0
    for index in 0..<offset {
      let byte = text[index]
      if byte == 0x0A || (byte == 0x0D && (index + 1 >= text.count || text[index + 1] != 0x0A)) {
        line += 1
        lineStart = index + 1
      }
    }
    var column = 1
    for index in lineStart..<offset where text[index] & 0xC0 != 0x80 { column += 1 }
    return SourceLocation(line: line, column: column)
  }
}
