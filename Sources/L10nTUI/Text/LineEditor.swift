/// A single-line text editor: what editing a cell, a key, a comment or a search uses.
///
/// The cursor moves by grapheme cluster, so an emoji with a skin tone or a letter with a
/// combining accent is one step. Line breaks are part of the text (Alt-Enter, Ctrl-J), but in a
/// one-line editor (a search, a key, a list of languages), where Ctrl-J is Enter — what an Enter
/// typed ahead before the terminal is raw arrives as.
package struct LineEditor: Hashable, Sendable {
  /// Whether the text is one line: the line break key keeps it instead of inserting a break.
  package let isSingleLine: Bool
  /// The text being edited, as UTF-8: a long text is kept and given back whole, never taken
  /// apart into characters.
  private var bytes: [UInt8]
  /// Where each grapheme cluster starts in `bytes`, then where the last one ends.
  private var starts: [Int]
  /// The cursor, an index into `characters` (0...count).
  package private(set) var cursor: Int

  /// Starts editing `text` with the cursor at the end; a `singleLine` editor takes the line
  /// break key for Enter.
  package init(_ text: String = "", singleLine: Bool = false) {
    isSingleLine = singleLine
    bytes = Array(text.utf8)
    starts = Self.clusterStarts(of: text)
    cursor = starts.count - 1
  }

  /// The text.
  package var text: String { String(decoding: bytes, as: UTF8.self) }

  /// The text being edited, as grapheme clusters.
  package var characters: Characters { Characters(bytes: bytes, starts: starts) }

  /// The grapheme clusters of a line editor's text, read from its UTF-8 as they are asked for.
  package struct Characters: RandomAccessCollection, Sendable {
    fileprivate let bytes: [UInt8]
    fileprivate let starts: [Int]

    /// The first cluster's index, 0.
    package var startIndex: Int { 0 }
    /// The number of clusters.
    package var endIndex: Int { starts.count - 1 }

    /// The cluster at `position`.
    package subscript(position: Int) -> Character {
      let (start, end) = (starts[position], starts[position + 1])
      // A one-byte cluster is an ASCII character.
      if end == start + 1 { return Character(Unicode.Scalar(bytes[start])) }
      // A cluster split off on its own is one character; the fallback only guards the type.
      return String(decoding: bytes[start..<end], as: UTF8.self).first ?? " "
    }
  }

  /// Where each grapheme cluster of `text` starts in its UTF-8, then where the last one ends.
  private static func clusterStarts(of text: String) -> [Int] {
    var copy = text
    let utf8 = text.utf8
    return copy.withUTF8 { bytes in
      var starts: [Int] = []
      starts.reserveCapacity(bytes.count + 1)
      var offset = 0
      // The index of `offset` while Unicode's rules are stepping through the text.
      var index: String.Index? = text.startIndex
      while offset < bytes.count {
        starts.append(offset)
        let byte = bytes[offset]
        // An ASCII character before another is a cluster of its own, but a carriage return
        // before a line feed; elsewhere Unicode's rules decide.
        if byte < 0x80, offset + 1 < bytes.count, bytes[offset + 1] < 0x80,
          !(byte == 0x0D && bytes[offset + 1] == 0x0A)
        {
          offset += 1
          index = nil
        } else {
          let next = text.index(after: index ?? utf8.index(utf8.startIndex, offsetBy: offset))
          offset = utf8.distance(from: utf8.startIndex, to: next)
          index = next
        }
      }
      starts.append(bytes.count)
      return starts
    }
  }

  /// The number of clusters.
  private var count: Int { starts.count - 1 }

  /// Inserts text at the cursor (typed, pasted, or a line break).
  ///
  /// Joining can merge clusters (a combining mark after a letter, the second half of a flag):
  /// the inserted text is re-split with its neighbours only, so typing into a long text costs
  /// no more than typing into a short one.
  package mutating func insert(_ text: String) {
    let start = max(0, cursor - 1)
    var end = min(count, cursor + 1)
    // Regional indicators pair up from the left: one inserted re-pairs those after it.
    while end < count, characters[end - 1].unicodeScalars.last?.isRegionalIndicator == true {
      end += 1
    }
    let before = String(decoding: bytes[starts[start]..<starts[cursor]], as: UTF8.self) + text
    let joined = before + String(decoding: bytes[starts[cursor]..<starts[end]], as: UTF8.self)
    let base = starts[start]
    let delta = joined.utf8.count - (starts[end] - base)
    bytes.replaceSubrange(base..<starts[end], with: joined.utf8)
    let joinedStarts = Self.clusterStarts(of: joined).dropLast().map { $0 + base }
    starts.replaceSubrange(start..<end, with: joinedStarts)
    for index in (start + joinedStarts.count)..<starts.count { starts[index] += delta }
    cursor = start + before.count
  }

  /// Removes the clusters in `range`.
  private mutating func remove(_ range: Range<Int>) {
    let removed = starts[range.upperBound] - starts[range.lowerBound]
    bytes.removeSubrange(starts[range.lowerBound]..<starts[range.upperBound])
    starts.removeSubrange(range)
    for index in range.lowerBound..<starts.count { starts[index] -= removed }
  }

  /// Moves one grapheme left.
  package mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// Moves one grapheme right.
  package mutating func moveRight() { cursor = min(count, cursor + 1) }
  /// Moves to the start.
  package mutating func moveToStart() { cursor = 0 }
  /// Moves to the end.
  package mutating func moveToEnd() { cursor = count }

  /// Deletes the grapheme before the cursor.
  package mutating func deleteBackward() {
    guard cursor > 0 else { return }
    remove(cursor - 1..<cursor)
    cursor -= 1
  }

  /// Deletes the grapheme after the cursor.
  package mutating func deleteForward() {
    guard cursor < count else { return }
    remove(cursor..<cursor + 1)
  }

  /// Deletes the word before the cursor (Ctrl-W): spaces, then non-spaces.
  package mutating func deleteWordBackward() {
    let characters = characters
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    remove(start..<cursor)
    cursor = start
  }

  /// Deletes from the start to the cursor (Ctrl-U).
  package mutating func deleteToStart() {
    remove(0..<cursor)
    cursor = 0
  }

  /// Deletes from the cursor to the end (Ctrl-K).
  package mutating func deleteToEnd() {
    remove(cursor..<count)
  }
}

extension Unicode.Scalar {
  /// Whether this is one of the 26 regional indicator symbols, which make flags in pairs.
  fileprivate var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
