import Foundation  // String.replacingOccurrences

/// Edits of a project file's bytes, by object: whole entries and list elements removed,
/// comments renamed inside one object, a line inserted; applied at once, every other byte
/// kept.
///
/// A removed range takes its line with it when nothing else is on the line, else only the
/// spaces that separated it from its neighbour on the line (`A = {…}; B = {…};` less `B`
/// is `A = {…};`).
struct ProjectFileEdits {
  /// The file as read.
  let bytes: [UInt8]
  /// The lines of what is removed or replaced, for `--dry-run`.
  private(set) var removedLines: [String] = []
  /// The lines of what is added or replaces, for `--dry-run`.
  private(set) var addedLines: [String] = []
  private var removals: [Range<Int>] = []
  private var replacements: [(range: Range<Int>, bytes: [UInt8])] = []

  /// Edits of `bytes`.
  init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// Removes the entry or element at `range`.
  mutating func remove(_ range: Range<Int>) {
    removals.append(range)
    removedLines += lines(text(range))
  }

  /// Renames the comments `/* <table>.strings…` and `/* <table>.stringsdict…` inside `range`
  /// to `/* <table>.xcstrings…`.
  mutating func rename(_ range: Range<Int>, table: String) {
    let old = text(range)
    let new = old.replacingOccurrences(of: "/* \(table).strings", with: "/* \(table).xcstrings")
      .replacingOccurrences(of: "/* \(table).stringsdict", with: "/* \(table).xcstrings")
    guard new != old else { return }
    replacements.append((range, Array(new.utf8)))
    removedLines += lines(old)
    addedLines += lines(new)
  }

  /// Inserts `line` (with its line feed) at `offset`, a line's start.
  mutating func insert(_ line: String, at offset: Int) {
    replacements.append((offset..<offset, Array(line.utf8)))
    addedLines += lines(line)
  }

  /// The offset of the start of the line holding `offset`.
  func lineStart(of offset: Int) -> Int {
    var start = offset
    while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
    return start
  }

  /// The offset just past the line feed ending the line holding `offset` (the end of the
  /// file when none).
  func lineEnd(of offset: Int) -> Int {
    var end = offset
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    return min(end + 1, bytes.count)
  }

  /// The offset of the first line that is exactly `line`.
  func lineStart(ofLine line: String) -> Int? {
    let wanted = Array((line + "\n").utf8)
    var start = 0
    while start < bytes.count {
      let end = lineEnd(of: start)
      if bytes[start..<end].elementsEqual(wanted) { return start }
      start = end
    }
    return nil
  }

  /// The spaces and tabs before `offset` on its line, or two tabs when something else is.
  func indent(of offset: Int) -> String {
    let before = bytes[lineStart(of: offset)..<offset]
    return before.allSatisfy(Self.isSpace) ? String(decoding: before, as: UTF8.self) : "\t\t"
  }

  /// The key of the entry at `range` as written (quotes included).
  func keyToken(of range: Range<Int>) -> String {
    var end = range.lowerBound
    if bytes[end] == UInt8(ascii: "\"") {
      end += 1
      while end < range.upperBound, bytes[end] != UInt8(ascii: "\"") {
        end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1
      }
      end = min(end + 1, range.upperBound)
    } else {
      while end < range.upperBound, !Self.isSpace(bytes[end]), bytes[end] != UInt8(ascii: "="),
        bytes[end] != UInt8(ascii: "/")
      {
        end += 1
      }
    }
    return text(range.lowerBound..<end)
  }

  /// The edited bytes; `nil` when two edits overlap (which the callers never make).
  func apply() -> [UInt8]? {
    let edits =
      (mergedRemovals().map { (range: widened($0), bytes: [UInt8]()) } + replacements)
      .sorted {
        ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
      }
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var cursor = 0
    for edit in edits {
      guard edit.range.lowerBound >= cursor else { return nil }
      result += bytes[cursor..<edit.range.lowerBound]
      result += edit.bytes
      cursor = edit.range.upperBound
    }
    return result + bytes[cursor...]
  }

  /// The removals, those with only spaces between them joined (two objects removed from one
  /// line are one removal).
  private func mergedRemovals() -> [Range<Int>] {
    var merged: [Range<Int>] = []
    for range in removals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
      if let last = merged.last, last.upperBound <= range.lowerBound,
        bytes[last.upperBound..<range.lowerBound].allSatisfy(Self.isSpace)
      {
        merged[merged.count - 1] = last.lowerBound..<range.upperBound
      } else {
        merged.append(range)
      }
    }
    return merged
  }

  /// `range` with its whole line when nothing else is on it, else with the spaces between it
  /// and what is before it on the line (or, first on its line, after it).
  private func widened(_ range: Range<Int>) -> Range<Int> {
    let start = lineStart(of: range.lowerBound)
    var end = range.upperBound
    while end < bytes.count, bytes[end] != 0x0A { end += 1 }
    let before = bytes[start..<range.lowerBound]
    let after = bytes[range.upperBound..<end]
    if before.allSatisfy(Self.isSpace), after.allSatisfy(Self.isSpace) {
      return start..<min(end + 1, bytes.count)
    }
    if !before.allSatisfy(Self.isSpace) {
      var lower = range.lowerBound
      while lower > start, Self.isSpace(bytes[lower - 1]) { lower -= 1 }
      return lower..<range.upperBound
    }
    var upper = range.upperBound
    while upper < end, Self.isSpace(bytes[upper]) { upper += 1 }
    return range.lowerBound..<upper
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func lines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init)
  }

  private static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
}
