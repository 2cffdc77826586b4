import L10nModel

/// What saving one file changes in its text, line by line: what the editor's review of a save
/// shows.
///
/// Both sides are compared as text: the file on disk decoded as its reader decodes it (a
/// UTF-16 `.strings` file compares by its characters, not its bytes), each line without its
/// line break. What the lines cannot show (a new file, another encoding, other line breaks, a
/// last line gaining its line break) is said in `notes`.
package struct SavePreview: Sendable {
  /// The lines the save removes and adds.
  package let diff: TextDiff
  /// What changes besides the lines, in words (empty when only lines change).
  package let notes: [String]
  /// Whether the file on disk already holds exactly the bytes the save writes (then the save
  /// leaves it untouched).
  package let isUnchanged: Bool

  /// The change from `onDisk` (`nil`: no such file yet) to `written`, the bytes a save writes
  /// (`ProjectWriter.bytes(of:file:)`).
  package init(onDisk: [UInt8]?, written: [UInt8]) {
    isUnchanged = onDisk == written
    let new = Self.text(of: written)
    let old = onDisk.map(Self.text(of:))
    var notes: [String] = []
    if let old {
      if old.encoding != new.encoding, let encoding = old.encoding {
        notes.append("stored as \(Self.name(of: encoding)) on disk; saved as UTF-8")
      }
      if old.crlf != new.crlf {
        notes.append(old.crlf ? "line breaks change from CRLF to LF" : "line breaks change to CRLF")
      }
      if old.endsWithLineBreak != new.endsWithLineBreak, !old.lines.isEmpty {
        notes.append(
          new.endsWithLineBreak
            ? "the last line gets a line break" : "the last line loses its line break")
      }
    } else {
      notes.append("a new file")
    }
    if isUnchanged { notes.append("the file already holds these bytes: it is not written") }
    self.notes = notes
    diff = TextDiff(old: old?.lines ?? [], new: new.lines)
  }

  /// A text as the diff compares it: its lines, and how it is stored.
  private struct Text {
    var lines: [Substring]
    /// The encoding on disk when it is not plain UTF-8.
    var encoding: SourceEncoding?
    /// Whether its lines end with CR LF.
    var crlf: Bool
    var endsWithLineBreak: Bool
  }

  private static func text(of bytes: [UInt8]) -> Text {
    var utf8 = bytes
    var encoding: SourceEncoding?
    if case .text(let decoded, let found)? = try? TextDecoding.decode(bytes) {
      utf8 = decoded
      encoding = found == .utf8 ? nil : found
    } else if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      utf8 = Array(bytes.dropFirst(3))
      encoding = .utf8WithBOM
    }
    let string = String(decoding: utf8, as: UTF8.self)
    // "\r\n" is one Character: split on scalars so each line keeps none of its break.
    var lines = string.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
      .map { Substring($0) }
    let endsWithLineBreak = lines.count > 1 && lines.last?.isEmpty == true
    if endsWithLineBreak || string.isEmpty { lines.removeLast() }
    // CR LF when every line break is one (a last line without a break has no CR to drop).
    let broken = endsWithLineBreak ? lines.count : lines.count - 1
    let crlf = broken > 0 && lines.prefix(broken).allSatisfy { $0.unicodeScalars.last == "\r" }
    if crlf {
      for index in 0..<broken { lines[index] = lines[index].dropLast() }
    }
    return Text(lines: lines, encoding: encoding, crlf: crlf, endsWithLineBreak: endsWithLineBreak)
  }

  private static func name(of encoding: SourceEncoding) -> String {
    switch encoding {
    case .utf8: "UTF-8"
    case .utf8WithBOM: "UTF-8 with a byte order mark"
    case .utf16LittleEndianWithBOM: "UTF-16 (little-endian, with a byte order mark)"
    case .utf16BigEndianWithBOM: "UTF-16 (big-endian, with a byte order mark)"
    case .utf16LittleEndian: "UTF-16 (little-endian)"
    case .utf16BigEndian: "UTF-16 (big-endian)"
    case .xmlPropertyList: "an XML property list"
    case .binaryPropertyList: "a binary property list"
    }
  }
}
