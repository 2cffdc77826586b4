#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The findings of a `FindingList` as `lint` prints them, `path:line:col: severity: message
/// [rule-id]`, put together from bytes prepared once for the whole list.
///
/// Each line is copied from a few pieces: its kind's `path:`, `: severity: ` and ` [rule]`
/// (made once per kind), its decimal line and column, and its stored message with the key and
/// language code copied in at their markers. Each part's records and messages are taken as
/// they are (no copy), and read by index from their buffers, so that a line touches no part,
/// string or finding (reading them through the parts retained each part's buffers for every
/// line).
package struct FindingTextLines: Sendable {
  /// Each finding's part and record, in the list's order.
  private let positions: [FindingList.Position]
  /// Each part's records, stored messages and where each of those starts.
  private let records: [[FindingList.Record]]
  private let messages: [[UInt8]]
  private let messageStarts: [[Int32]]
  /// Where each part's kinds and keys start in `kinds` and `keyStarts`.
  private let bases: [(kind: Int, key: Int)]
  /// Every kind's pieces, one after another: `path:`, `: severity: `, ` [rule]`, language code.
  private let pieces: [UInt8]
  /// Where each kind's pieces start and end in `pieces`.
  private let kinds: [KindPieces]
  /// Every part's keys, UTF-8, one after another: key `i` is
  /// `keys[keyStarts[i]..<keyStarts[i + 1]]`.
  private let keys: [UInt8]
  private let keyStarts: [Int]

  /// A kind's pieces: `pieces[start..<path]` is `path:`, then up to `severity` the severity
  /// between colons, up to `rule` the rule in brackets, up to `end` the language code.
  private struct KindPieces: Sendable {
    var start: Int
    var path: Int
    var severity: Int
    var rule: Int
    var end: Int
  }

  /// The lines of `list`.
  init(_ list: FindingList) {
    var bases: [(kind: Int, key: Int)] = []
    var pieces: [UInt8] = []
    var kinds: [KindPieces] = []
    var keys: [UInt8] = []
    var keyStarts = [0]
    for part in list.parts {
      bases.append((kinds.count, keyStarts.count - 1))
      for kind in part.kinds.values {
        let start = pieces.count
        pieces += part.paths[kind.path].utf8
        pieces.append(UInt8(ascii: ":"))
        let path = pieces.count
        pieces += ": \(kind.severity.rawValue): ".utf8
        let severity = pieces.count
        pieces += " [\(part.rules[kind.rule])]".utf8
        let rule = pieces.count
        if kind.language >= 0 { pieces += part.languages[kind.language].code.utf8 }
        kinds.append(
          KindPieces(start: start, path: path, severity: severity, rule: rule, end: pieces.count))
      }
      for key in part.keys {
        keys += key.text.utf8
        keyStarts.append(keys.count)
      }
    }
    positions = list.positions
    records = list.parts.map(\.records)
    messages = list.parts.map(\.messages)
    messageStarts = list.parts.map(\.messageStarts)
    self.bases = bases
    self.pieces = pieces
    self.kinds = kinds
    self.keys = keys
    self.keyStarts = keyStarts
  }

  /// Appends the line of the finding at `index`, as UTF-8, to `bytes`.
  package func appendLine(at index: Int, to bytes: inout [UInt8]) {
    appendLines(at: [index], to: &bytes) { _, _ in }
  }

  /// Appends the lines of the findings at `indices`, as UTF-8, to `bytes`, calling `finish`
  /// after each with the offset where it starts.
  ///
  /// The records, then the messages' places, then the messages' ends, of a group of lines are
  /// read before the lines are put together: in the list's order they are scattered in memory,
  /// and reads that do not wait for each other wait for memory together (the lines took a
  /// third less time).
  package func appendLines(
    at indices: [Int], to bytes: inout [UInt8],
    _ finish: (_ bytes: inout [UInt8], _ start: Int) -> Void
  ) {
    var group: [Line] = []
    group.reserveCapacity(Self.groupSize)
    var from = 0
    while from < indices.count {
      let to = Swift.min(indices.count, from + Self.groupSize)
      group.removeAll(keepingCapacity: true)
      for index in indices[from..<to] {
        let position = positions[index]
        let part = Int(position.part)
        group.append(
          Line(part: part, record: records[part][Int(position.record)], message: 0..<0))
      }
      for index in group.indices {
        let (part, message) = (group[index].part, Int(group[index].record.message))
        let starts = messageStarts[part]
        group[index].message = Int(starts[message])..<Int(starts[message + 1])
      }
      // The ends of each message read too, into the group (so that the reads stay).
      for index in group.indices where !group[index].message.isEmpty {
        let (part, message) = (group[index].part, group[index].message)
        group[index].ends =
          messages[part][message.lowerBound] ^ messages[part][message.upperBound - 1]
      }
      // Each run of lines of one part with its messages' buffer (taken once: taking it for each
      // line retained it, from both cores).
      var first = 0
      while first < group.count {
        let part = group[first].part
        var end = first + 1
        while end < group.count, group[end].part == part { end += 1 }
        messages[part].withUnsafeBufferPointer { messages in
          for line in group[first..<end] {
            let start = bytes.count
            append(line, messages: messages, to: &bytes)
            finish(&bytes, start)
          }
        }
        first = end
      }
      from = to
    }
  }

  /// How many lines `appendLines` reads ahead.
  private static let groupSize = 32

  /// What a line is made of: its part, record and stored message's range.
  private struct Line {
    var part: Int
    var record: FindingList.Record
    var message: Range<Int>
    /// The message's first and last bytes, mixed: read ahead, not used.
    var ends: UInt8 = 0
  }

  /// Appends `line`, as UTF-8, to `bytes`; `messages` is its part's.
  private func append(
    _ line: Line, messages: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]
  ) {
    let (part, record, message) = (line.part, line.record, line.message)
    let base = bases[part]
    let kind = kinds[base.kind + Int(record.kind)]
    pieces.withUnsafeBufferPointer { pieces in
      func append(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) {
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[range]))
      }
      append(pieces, kind.start..<kind.path)
      FindingList.appendDecimal(record.line, to: &bytes)
      bytes.append(UInt8(ascii: ":"))
      FindingList.appendDecimal(record.column, to: &bytes)
      append(pieces, kind.path..<kind.severity)
      var start = message.lowerBound
      // A message stored without its finding's key has no markers.
      if record.key >= 0 {
        let stored = UnsafeBufferPointer(rebasing: messages[message])
        var (key, language) = (
          Self.offset(of: FindingList.Part.keyMarker, in: stored),
          Self.offset(of: FindingList.Part.languageMarker, in: stored)
        )
        // Each marker, in order: the text before it, then the key or language code.
        while key != nil || language != nil {
          let isKey = key.map { key in language.map { key < $0 } ?? true } ?? false
          let at = message.lowerBound + ((isKey ? key : language) ?? 0)
          append(messages, start..<at)
          if isKey {
            let key = base.key + Int(record.key)
            keys.withUnsafeBufferPointer { append($0, keyStarts[key]..<keyStarts[key + 1]) }
          } else {
            append(pieces, kind.rule..<kind.end)
          }
          if isKey { key = nil } else { language = nil }
          start = at + 1
        }
      }
      append(messages, start..<message.upperBound)
      append(pieces, kind.severity..<kind.rule)
    }
  }

  /// The offset of `marker` in a stored message, if it holds one.
  private static func offset(of marker: UInt8, in message: UnsafeBufferPointer<UInt8>) -> Int? {
    guard let base = message.baseAddress, let found = memchr(base, Int32(marker), message.count)
    else { return nil }
    return UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
  }
}

extension FindingList {
  /// The findings' text lines, prepared for the whole list at once.
  package func textLines() -> FindingTextLines { FindingTextLines(self) }
}
