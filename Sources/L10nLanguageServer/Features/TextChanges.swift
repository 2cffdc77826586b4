import L10nModel

/// The text edits that turn one text into another, as few and as small as a line diff finds
/// them: each changed stretch of lines becomes one edit, trimmed to the characters that differ.
package enum TextChanges {
  /// The edits turning `old` into `new`, ranges in `old`'s positions in `encoding`, in order and
  /// not overlapping; empty when the texts are the same.
  package static func edits(from old: String, to new: String, encoding: PositionEncoding)
    -> [LSPTextEdit]
  {
    guard old != new else { return [] }
    let oldBytes = Array(old.utf8)
    let newBytes = Array(new.utf8)
    // Only the lines between the common start and end are diffed (a rename in a file of 40,000
    // lines changes one).
    let (head, tail) = commonLines(oldBytes, newBytes)
    let oldMiddle = String(decoding: oldBytes[head..<(oldBytes.count - tail)], as: UTF8.self)
    let newMiddle = String(decoding: newBytes[head..<(newBytes.count - tail)], as: UTF8.self)
    let oldLines = lines(of: oldMiddle)
    let newLines = lines(of: newMiddle)
    let oldStarts = starts(of: oldLines, from: head)
    let newStarts = starts(of: newLines, from: head)
    let document = TextDocument(uri: "", languageID: "", version: 0, text: old)
    var edits: [LSPTextEdit] = []
    for hunk in TextDiff(old: oldLines, new: newLines, context: 0).hunks {
      // Without context, a hunk replaces old lines with new ones; an empty side's start is the
      // line before the change (so, from 0, the line where it goes).
      let oldFirst = hunk.oldCount == 0 ? hunk.oldStart : hunk.oldStart - 1
      let newFirst = hunk.newCount == 0 ? hunk.newStart : hunk.newStart - 1
      var oldRange = oldStarts[oldFirst]..<oldStarts[oldFirst + hunk.oldCount]
      var newRange = newStarts[newFirst]..<newStarts[newFirst + hunk.newCount]
      trim(&oldRange, &newRange, oldBytes, newBytes)
      edits.append(
        LSPTextEdit(
          range: document.range(utf8: oldRange, encoding: encoding),
          newText: String(decoding: newBytes[newRange], as: UTF8.self)))
    }
    return edits
  }

  /// The lines of `text`, each with its `\n` (the last without one, when the text does not end
  /// with it), so that joined they are the text.
  private static func lines(of text: String) -> [Substring] {
    var lines: [Substring] = []
    var start = text.utf8.startIndex
    var index = start
    while index < text.utf8.endIndex {
      let next = text.utf8.index(after: index)
      if text.utf8[index] == UInt8(ascii: "\n") {
        lines.append(text[start..<next])
        start = next
      }
      index = next
    }
    if start < text.utf8.endIndex { lines.append(text[start...]) }
    return lines
  }

  /// How many bytes of whole lines `old` and `new` share at their start and at their end (not
  /// overlapping).
  private static func commonLines(_ old: [UInt8], _ new: [UInt8]) -> (head: Int, tail: Int) {
    let newline = UInt8(ascii: "\n")
    var prefix = 0
    let most = min(old.count, new.count)
    while prefix < most, old[prefix] == new[prefix] { prefix += 1 }
    // Back to the start of the line the texts part in.
    while prefix > 0, old[prefix - 1] != newline { prefix -= 1 }
    var suffix = 0
    while suffix < most - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
      suffix += 1
    }
    // Forward to a line start: the byte before the end's first line is a line break the texts
    // share (so not the byte where they part).
    let shared = suffix
    while suffix > 0, suffix == shared || old[old.count - suffix - 1] != newline {
      suffix -= 1
    }
    return (prefix, suffix)
  }

  /// The UTF-8 offset where each line starts (the first at `start`), and the lines' end last.
  private static func starts(of lines: [Substring], from start: Int) -> [Int] {
    var starts = [start]
    starts.reserveCapacity(lines.count + 1)
    for line in lines { starts.append(starts[starts.count - 1] + line.utf8.count) }
    return starts
  }

  /// Narrows two replaced byte ranges to where they differ: their common start and end are
  /// left alone, cut at whole characters (never inside a scalar, nor between `\r` and `\n`).
  private static func trim(
    _ old: inout Range<Int>, _ new: inout Range<Int>, _ oldBytes: [UInt8], _ newBytes: [UInt8]
  ) {
    var prefix = 0
    let most = min(old.count, new.count)
    while prefix < most, oldBytes[old.lowerBound + prefix] == newBytes[new.lowerBound + prefix] {
      prefix += 1
    }
    while prefix > 0, !isBoundary(old.lowerBound + prefix, in: oldBytes) { prefix -= 1 }
    var suffix = 0
    while suffix < most - prefix,
      oldBytes[old.upperBound - 1 - suffix] == newBytes[new.upperBound - 1 - suffix]
    {
      suffix += 1
    }
    while suffix > 0, !isBoundary(old.upperBound - suffix, in: oldBytes) { suffix -= 1 }
    old = (old.lowerBound + prefix)..<(old.upperBound - suffix)
    new = (new.lowerBound + prefix)..<(new.upperBound - suffix)
  }

  /// Whether an edit may start or end at `offset` of `bytes`: not inside a scalar's UTF-8, not
  /// between the `\r` and `\n` of one line break.
  private static func isBoundary(_ offset: Int, in bytes: [UInt8]) -> Bool {
    guard offset > 0, offset < bytes.count else { return true }
    if bytes[offset] & 0xC0 == 0x80 { return false }
    return !(bytes[offset - 1] == UInt8(ascii: "\r") && bytes[offset] == UInt8(ascii: "\n"))
  }
}
