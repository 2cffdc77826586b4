import L10nModel

/// What a three-way merge of `.strings` files does to the result: entries spelled as the other
/// side spelled them, and git-style conflict markers around single entries where both sides
/// changed one entry differently.
extension StringsDocument {
  /// The line opening a conflict, OURS's version following.
  package static let oursMarker = "<<<<<<< ours"
  /// The line between OURS's and THEIRS's versions.
  package static let separatorMarker = "======="
  /// The line closing a conflict, after THEIRS's version.
  package static let theirsMarker = ">>>>>>> theirs"

  /// The bytes of the entry at `index` as its file spells it: the comments above it, the
  /// statement, and the rest of its line.
  ///
  /// The blank line that separates it from the entry before, if any, is left out.
  package func spelling(at index: Int) -> [UInt8] {
    let entry = entries[index]
    var leading = Array(bytes(of: entry.leading))
    if startsWithBlankLine(entry.leading), let newline = leading.firstIndex(of: 0x0A) {
      leading.removeSubrange(...newline)
    }
    var result = leading + bytes(of: entry.key.span) + bytes(of: entry.separator)
    if let value = entry.value { result += bytes(of: value.span) }
    result += bytes(of: entry.terminator) + bytes(of: entry.trailing)
    if result.last != 0x0A { result.append(0x0A) }
    return result
  }

  /// Surrounds the entry at `index` with conflict markers.
  ///
  /// `side` says which version the entry is: with `.ours`, `other` (THEIRS's spelling, `nil`
  /// when THEIRS deleted the key) follows it after the separator; with `.theirs` the entry is
  /// THEIRS's (OURS deleted the key) and the OURS part is empty. The blank line before the
  /// entry stays outside the markers.
  package mutating func markConflict(at index: Int, entryIs side: MergeSide, other: [UInt8]?) {
    let entry = entries[index]
    var leading = Array(bytes(of: entry.leading))
    var blank: [UInt8] = []
    if startsWithBlankLine(entry.leading), let newline = leading.firstIndex(of: 0x0A) {
      blank = Array(leading[...newline])
      leading.removeSubrange(...newline)
    }
    let open = Array((Self.oursMarker + "\n").utf8)
    let separator = Array((Self.separatorMarker + "\n").utf8)
    let close = Array((Self.theirsMarker + "\n").utf8)
    var trailing = Array(bytes(of: entry.trailing))
    if trailing.last != 0x0A { trailing.append(0x0A) }
    switch side {
    case .ours:
      entries[index].leading = appendRaw(blank + open + leading)
      entries[index].trailing = appendRaw(trailing + separator + (other ?? []) + close)
    case .theirs:
      entries[index].leading = appendRaw(blank + open + separator + leading)
      entries[index].trailing = appendRaw(trailing + close)
    }
  }

  /// Gives the entry at `index` the spelling of entry `otherIndex` of `other` (its comments,
  /// spacing, escapes and the rest of its line, which is ended with a line break) and its
  /// location there, so that a keep-order write puts it where it stands instead of at the end
  /// as an added entry.
  ///
  /// The two entries must hold the same key and value.
  package mutating func adoptSpelling(
    at index: Int, from other: StringsDocument, entry otherIndex: Int
  ) {
    let source = other.entries[otherIndex]
    let leading = appendRaw(Array(other.bytes(of: source.leading)))
    let key = StringsToken(
      span: appendRaw(Array(other.bytes(of: source.key.span))), style: source.key.style,
      hasEscapes: source.key.hasEscapes)
    let separator = appendRaw(Array(other.bytes(of: source.separator)))
    let value = source.value.map { token in
      StringsToken(
        span: appendRaw(Array(other.bytes(of: token.span))), style: token.style,
        hasEscapes: token.hasEscapes)
    }
    let terminator = appendRaw(Array(other.bytes(of: source.terminator)))
    // Ended with a line break, so that what follows it is never inside its comment.
    var trailingBytes = Array(other.bytes(of: source.trailing))
    if trailingBytes.last != 0x0A, trailingBytes.last != 0x0D { trailingBytes.append(0x0A) }
    let trailing = appendRaw(trailingBytes)
    entries[index] = StringsEntry(
      leading: leading, key: key, separator: separator, value: value, terminator: terminator,
      trailing: trailing, location: source.location)
  }

  /// Starts the entry at `index` on a line of its own when what precedes it (the header, or
  /// the previous entry's line) does not end with a line break: an entry put there by a merge
  /// would otherwise follow a `//` comment, or its conflict marker would not start a line.
  package mutating func startLine(at index: Int) {
    let before = index == 0 ? bytes(of: header) : bytes(of: entries[index - 1].trailing)
    guard index > 0 || !before.isEmpty, before.last != 0x0A, before.last != 0x0D else { return }
    entries[index].leading = appendRaw([0x0A] + Array(bytes(of: entries[index].leading)))
  }
}

/// One of the two sides of a merge.
package enum MergeSide: Sendable {
  /// The version merged into (git's `%A`).
  case ours
  /// The version merged in (git's `%B`).
  case theirs
}
