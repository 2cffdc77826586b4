import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A change of a document's text as `textDocument/didChange` sends it: a range and its new
/// text, or (no range) the whole new text.
package struct LSPContentChange: Codable, Hashable, Sendable {
  /// What is replaced; `nil` replaces the whole text.
  package var range: LSPRange?
  /// The new text.
  package var text: String

  /// Creates a change.
  package init(range: LSPRange?, text: String) {
    self.range = range
    self.text = text
  }
}

/// An open document's text as the editor has it (saved or not), with the conversions between
/// the protocol's positions, UTF-8 offsets and the scanners' locations (lines from 1, columns in
/// Unicode scalars from 1).
///
/// Lines end at `\n`, `\r\n` or `\r`, as the protocol counts them. A position past the end of
/// its line means the line's end; a line past the last means the end of the text.
package struct TextDocument: Sendable {
  /// The URI the client named it by.
  package let uri: String
  /// Its file's path (`file:` URIs only).
  package let path: String?
  /// The client's language id (`swift`, `objective-c`, `plaintext`, …).
  package var languageID: String
  /// The version the client gave with its last change.
  package var version: Int
  /// The text.
  package private(set) var text: String
  /// The UTF-8 offset at which each line starts; the first is 0.
  package private(set) var lineStarts: [Int]

  /// Creates a document.
  package init(uri: String, languageID: String, version: Int, text: String) {
    self.uri = uri
    path = DocumentURI.path(of: uri)
    self.languageID = languageID
    self.version = version
    self.text = text
    lineStarts = Self.lineStarts(of: text)
  }

  /// The number of lines (a text ending in a line break has an empty last line).
  package var lineCount: Int { lineStarts.count }

  /// The text of line `line` (from 0) without its line break; empty past the last line.
  package func line(_ line: Int) -> Substring {
    guard line >= 0, line < lineStarts.count else { return "" }
    let utf8 = text.utf8
    let start = utf8.index(utf8.startIndex, offsetBy: lineStarts[line])
    var end =
      line + 1 < lineStarts.count
      ? utf8.index(utf8.startIndex, offsetBy: lineStarts[line + 1]) : utf8.endIndex
    // Back over the line break (`\n`, `\r\n` or `\r`).
    if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\n") {
      end = utf8.index(before: end)
    }
    if end > start, utf8[utf8.index(before: end)] == UInt8(ascii: "\r") {
      end = utf8.index(before: end)
    }
    return text[start..<end]
  }

  /// The UTF-8 offset of `position`, clamped to its line and to the text.
  package func utf8Offset(of position: LSPPosition, encoding: PositionEncoding) -> Int {
    guard position.line >= 0 else { return 0 }
    guard position.line < lineStarts.count else { return text.utf8.count }
    var offset = lineStarts[position.line]
    var units = 0
    for scalar in line(position.line).unicodeScalars {
      let width = encoding.width(of: scalar)
      // A position inside a scalar (half a surrogate pair) is the scalar's start.
      guard units + width <= position.character else { break }
      units += width
      offset += UTF8.width(scalar)
    }
    return offset
  }

  /// The position of a UTF-8 offset (clamped to the text; an offset inside a scalar is the
  /// scalar's start).
  package func position(ofUTF8Offset offset: Int, encoding: PositionEncoding) -> LSPPosition {
    let offset = max(0, min(offset, text.utf8.count))
    // The last line starting at or before the offset.
    var low = 0
    var high = lineStarts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
    }
    var bytes = lineStarts[low]
    var units = 0
    for scalar in line(low).unicodeScalars {
      let width = UTF8.width(scalar)
      guard bytes + width <= offset else { break }
      bytes += width
      units += encoding.width(of: scalar)
    }
    return LSPPosition(line: low, character: units)
  }

  /// The position of a scanner's location (line from 1, column in Unicode scalars from 1).
  package func position(of location: SourceLocation, encoding: PositionEncoding) -> LSPPosition {
    let line = max(0, location.line - 1)
    var units = 0
    for (index, scalar) in self.line(line).unicodeScalars.enumerated() {
      guard index < location.column - 1 else { break }
      units += encoding.width(of: scalar)
    }
    return LSPPosition(line: line, character: units)
  }

  /// The scanner's location of a position (line from 1, column in Unicode scalars from 1).
  package func location(of position: LSPPosition, encoding: PositionEncoding) -> SourceLocation {
    let line = max(0, position.line)
    var units = 0
    var column = 1
    for scalar in self.line(line).unicodeScalars {
      let width = encoding.width(of: scalar)
      guard units + width <= position.character else { break }
      units += width
      column += 1
    }
    return SourceLocation(line: line + 1, column: column)
  }

  /// The range from one UTF-8 offset to another.
  package func range(utf8 range: Range<Int>, encoding: PositionEncoding) -> LSPRange {
    LSPRange(
      start: position(ofUTF8Offset: range.lowerBound, encoding: encoding),
      end: position(ofUTF8Offset: range.upperBound, encoding: encoding))
  }

  /// Applies the changes of one `didChange`, in order, and takes its version.
  package mutating func apply(
    _ changes: [LSPContentChange], version: Int, encoding: PositionEncoding
  ) {
    for change in changes {
      guard let range = change.range else {
        text = change.text
        lineStarts = Self.lineStarts(of: text)
        continue
      }
      let start = utf8Offset(of: range.start, encoding: encoding)
      let end = max(start, utf8Offset(of: range.end, encoding: encoding))
      var bytes = Array(text.utf8)
      bytes.replaceSubrange(start..<end, with: Array(change.text.utf8))
      text = String(decoding: bytes, as: UTF8.self)
      lineStarts = Self.lineStarts(of: text)
    }
    self.version = version
  }

  /// Where each line starts, in UTF-8 offsets.
  ///
  /// Found with `memchr` in the text's contiguous UTF-8 (a byte at a time only for a text with
  /// a `\r`): a 10 MB buffer's lines in milliseconds, even in a debug build.
  private static func lineStarts(of text: String) -> [Int] {
    var text = text
    return text.withUTF8 { bytes in
      var starts = [0]
      guard let base = bytes.baseAddress, !bytes.isEmpty else { return starts }
      let count = bytes.count
      guard memchr(base, Int32(UInt8(ascii: "\r")), count) != nil else {
        var offset = 0
        while offset < count,
          let found = memchr(base + offset, Int32(UInt8(ascii: "\n")), count - offset)
        {
          offset = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
          starts.append(offset)
        }
        return starts
      }
      var previous: UInt8 = 0
      for offset in 0..<count {
        let byte = bytes[offset]
        if byte == UInt8(ascii: "\n") {
          starts.append(offset + 1)
        } else if previous == UInt8(ascii: "\r") {
          // A `\r` not followed by `\n` ended the line before this byte.
          starts.append(offset)
        }
        previous = byte
      }
      if previous == UInt8(ascii: "\r") { starts.append(count) }
      return starts
    }
  }
}
