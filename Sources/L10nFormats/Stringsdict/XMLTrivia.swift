import L10nModel

/// What lies between the elements of an XML property list: white space and `<!-- -->` comments.
///
/// Lines end at LF, CRLF or a lone CR.
enum XMLTrivia {
  /// The offsets in `range` of `text` where a line break starts (outside comments).
  static func lineBreaks(in text: [UInt8], _ range: Range<Int>) -> [Int] {
    var breaks: [Int] = []
    var index = range.lowerBound
    while index < range.upperBound {
      switch text[index] {
      case UInt8(ascii: "<") where startsComment(text, at: index, before: range.upperBound):
        index = commentEnd(text, from: index, before: range.upperBound)
      case 0x0D:
        breaks.append(index)
        index += index + 1 < range.upperBound && text[index + 1] == 0x0A ? 2 : 1
      case 0x0A:
        breaks.append(index)
        index += 1
      default:
        index += 1
      }
    }
    return breaks
  }

  /// Whether `range` of `text` holds only white space (no comment).
  static func isBlank(_ text: [UInt8], _ range: Range<Int>) -> Bool {
    text[range].allSatisfy(isSpace)
  }

  /// The white space that starts the line holding `offset`.
  static func lineIndent(in text: [UInt8], at offset: Int) -> ArraySlice<UInt8> {
    var start = min(offset, text.count)
    while start > 0, text[start - 1] != 0x0A, text[start - 1] != 0x0D { start -= 1 }
    var end = start
    while end < text.count, text[end] == 0x20 || text[end] == 0x09 { end += 1 }
    return text[start..<end]
  }

  /// The line ending `text` uses first (LF when it has none).
  static func lineEnding(of text: [UInt8]) -> [UInt8] {
    guard let index = text.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return [0x0A] }
    guard text[index] == 0x0D else { return [0x0A] }
    return index + 1 < text.count && text[index + 1] == 0x0A ? [0x0D, 0x0A] : [0x0D]
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func startsComment(_ text: [UInt8], at index: Int, before end: Int) -> Bool {
    index + 4 <= end && text[index..<(index + 4)].elementsEqual("<!--".utf8)
  }

  /// The offset just past the comment starting at `start` (or `end` when it is unterminated).
  private static func commentEnd(_ text: [UInt8], from start: Int, before end: Int) -> Int {
    var index = start + 4
    while index + 3 <= end {
      if text[index..<(index + 3)].elementsEqual("-->".utf8) { return index + 3 }
      index += 1
    }
    return end
  }
}
