/// A single-line text editor: what editing a cell, a key, a comment or a search uses.
///
/// The cursor moves by grapheme cluster, so an emoji with a skin tone or a letter with a
/// combining accent is one step. Line breaks are part of the text (Alt-Enter, Ctrl-J).
public struct LineEditor: Hashable, Sendable {
  /// The text being edited, as grapheme clusters.
  public private(set) var characters: [Character]
  /// The cursor, an index into `characters` (0...count).
  public private(set) var cursor: Int

  /// Starts editing `text` with the cursor at the end.
  public init(_ text: String = "") {
    // One pass over the graphemes (`Array(text)` counts them first, a second pass).
    var characters: [Character] = []
    characters.reserveCapacity(text.utf8.count)
    for character in text { characters.append(character) }
    self.characters = characters
    cursor = characters.count
  }

  /// The text.
  public var text: String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(characters.count)
    for character in characters { bytes += character.utf8 }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// Inserts text at the cursor (typed, pasted, or a line break).
  ///
  /// Joining can merge clusters (a combining mark after a letter, the second half of a flag):
  /// the inserted text is re-split with its neighbours only, so typing into a long text costs
  /// no more than typing into a short one.
  public mutating func insert(_ text: String) {
    let start = max(0, cursor - 1)
    var end = min(characters.count, cursor + 1)
    // Regional indicators pair up from the left: one inserted re-pairs those after it.
    while end < characters.count,
      characters[end - 1].unicodeScalars.last?.isRegionalIndicator == true
    {
      end += 1
    }
    let before = String(characters[start..<cursor]) + text
    characters.replaceSubrange(start..<end, with: Array(before + String(characters[cursor..<end])))
    cursor = start + before.count
  }

  /// Moves one grapheme left.
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }
  /// Moves one grapheme right.
  public mutating func moveRight() { cursor = min(characters.count, cursor + 1) }
  /// Moves to the start.
  public mutating func moveToStart() { cursor = 0 }
  /// Moves to the end.
  public mutating func moveToEnd() { cursor = characters.count }

  /// Deletes the grapheme before the cursor.
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    characters.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the grapheme after the cursor.
  public mutating func deleteForward() {
    guard cursor < characters.count else { return }
    characters.remove(at: cursor)
  }

  /// Deletes the word before the cursor (Ctrl-W): spaces, then non-spaces.
  public mutating func deleteWordBackward() {
    var start = cursor
    while start > 0, characters[start - 1].isWhitespace { start -= 1 }
    while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
    characters.removeSubrange(start..<cursor)
    cursor = start
  }

  /// Deletes from the start to the cursor (Ctrl-U).
  public mutating func deleteToStart() {
    characters.removeSubrange(0..<cursor)
    cursor = 0
  }

  /// Deletes from the cursor to the end (Ctrl-K).
  public mutating func deleteToEnd() {
    characters.removeSubrange(cursor..<characters.count)
  }
}

extension Unicode.Scalar {
  /// Whether this is one of the 26 regional indicator symbols, which make flags in pairs.
  fileprivate var isRegionalIndicator: Bool { (0x1F1E6...0x1F1FF).contains(value) }
}
