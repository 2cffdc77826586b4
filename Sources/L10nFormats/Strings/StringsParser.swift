import Foundation
import L10nModel

/// Parses old-style `.strings` text into a lossless `StringsDocument`.
///
/// The grammar is the one Apple's parser accepts for strings files: a sequence of
/// `key = value;` or `key;` statements, where keys and values are quoted strings (double or
/// single quotes) or bare words, separated by whitespace, `/* */` and `//` comments.
public enum StringsParser {
  /// Parses UTF-8 text.
  ///
  /// `encoding` records how the file was stored.
  public static func parse(
    utf8 text: [UInt8], encoding: SourceEncoding = .utf8, path: String
  ) throws(ParseError) -> StringsDocument {
    let result = text.withUnsafeBufferPointer { buffer in
      var scanner = Scanner(buffer)
      return Result { () throws(Scanner.Failure) in try scanner.scanDocument() }
    }
    switch result {
    case .success(let parts):
      return StringsDocument(
        text: text, encoding: encoding, header: parts.header, entries: parts.entries,
        footer: parts.footer)
    case .failure(let failure):
      let location = text.withUnsafeBufferPointer {
        LineIndex.location(of: failure.offset, in: $0)
      }
      throw ParseError(path: path, location: location, reason: failure.reason)
    }
  }
}

/// The byte-level scanner behind `StringsParser`.
private struct Scanner {
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  struct Parts {
    var header: TextSpan
    var entries: [StringsEntry]
    var footer: TextSpan
  }

  private let text: UnsafeBufferPointer<UInt8>
  private var position = 0
  /// The current line (1-based) and the offset where it starts, kept up to date as line
  /// breaks are consumed so entries get their location without a second pass.
  private var line = 1
  private var lineStart = 0

  init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  mutating func scanDocument() throws(Failure) -> Parts {
    var entries: [StringsEntry] = []
    entries.reserveCapacity(text.count / 64)
    var header = TextSpan.empty(at: 0)
    while true {
      let triviaStart = position
      let blankLineEnd = try skipTrivia()
      if position == text.count {
        if entries.isEmpty {
          return Parts(
            header: TextSpan(start: 0, end: position), entries: [], footer: .empty(at: position))
        }
        return Parts(
          header: header, entries: entries, footer: TextSpan(start: triviaStart, end: position))
      }
      var leadingStart = triviaStart
      if entries.isEmpty, let blankLineEnd {
        header = TextSpan(start: triviaStart, end: blankLineEnd)
        leadingStart = blankLineEnd
      } else if entries.isEmpty {
        header = .empty(at: triviaStart)
      }
      entries.append(try scanEntry(leadingStart: leadingStart))
    }
  }

  private mutating func scanEntry(leadingStart: Int) throws(Failure) -> StringsEntry {
    let location = SourceLocation32(line: line, column: column(of: position))
    let key = try scanToken(expected: "a key (a quoted string or a word)")
    let keyEnd = position
    _ = try skipTrivia()
    var separator = TextSpan.empty(at: keyEnd)
    var value: StringsToken?
    var terminatorStart = keyEnd
    if position < text.count, text[position] == UInt8(ascii: "=") {
      position += 1
      _ = try skipTrivia()
      value = try scanToken(expected: "a value after '='")
      separator = TextSpan(start: keyEnd, end: Int(value?.span.start ?? 0))
      terminatorStart = position
      _ = try skipTrivia()
    }
    guard position < text.count, text[position] == UInt8(ascii: ";") else {
      let what = value == nil ? "'=' or ';' after the key" : "';' after the value"
      throw Failure(
        offset: position, reason: "missing \(what) that ends at \(describe(terminatorStart))")
    }
    position += 1
    let terminator = TextSpan(start: terminatorStart, end: position)
    let trailingStart = position
    scanSameLineTrailer()
    return StringsEntry(
      leading: TextSpan(start: leadingStart, end: Int(key.span.start)), key: key,
      separator: separator, value: value, terminator: terminator,
      trailing: TextSpan(start: trailingStart, end: position), location: location)
  }

  /// Consumes spaces and a comment after `;` up to and including the line break, when nothing
  /// else follows on that line; otherwise consumes nothing.
  private mutating func scanSameLineTrailer() {
    var cursor = position
    skipSpacesAndTabs(&cursor)
    if cursor + 1 < text.count, text[cursor] == UInt8(ascii: "/") {
      if text[cursor + 1] == UInt8(ascii: "/") {
        while cursor < text.count, text[cursor] != 0x0A, text[cursor] != 0x0D { cursor += 1 }
      } else if text[cursor + 1] == UInt8(ascii: "*") {
        var probe = cursor + 2
        while probe + 1 < text.count, text[probe] != 0x0A, text[probe] != 0x0D,
          !(text[probe] == UInt8(ascii: "*") && text[probe + 1] == UInt8(ascii: "/"))
        {
          probe += 1
        }
        guard probe + 1 < text.count, text[probe] == UInt8(ascii: "*") else { return }
        cursor = probe + 2
        skipSpacesAndTabs(&cursor)
      }
    }
    if cursor == text.count {
      position = cursor
    } else if text[cursor] == 0x0A {
      position = cursor + 1
      newLine(startingAt: position)
    } else if text[cursor] == 0x0D {
      position = cursor + 1 < text.count && text[cursor + 1] == 0x0A ? cursor + 2 : cursor + 1
      newLine(startingAt: position)
    }
  }

  private func skipSpacesAndTabs(_ cursor: inout Int) {
    while cursor < text.count, text[cursor] == 0x20 || text[cursor] == 0x09 { cursor += 1 }
  }

  /// Skips whitespace and comments.
  ///
  /// Returns the offset just past the last run of whitespace
  /// that holds a blank line (two or more line breaks), if any.
  private mutating func skipTrivia() throws(Failure) -> Int? {
    var blankLineEnd: Int?
    var lineBreaks = 0
    while position < text.count {
      let byte = text[position]
      switch byte {
      case 0x0A:
        lineBreaks += 1
        position += 1
        newLine(startingAt: position)
      case 0x0D:
        position += 1
        if position >= text.count || text[position] != 0x0A {
          lineBreaks += 1
          newLine(startingAt: position)
        }
      case 0x09, 0x0B, 0x0C, 0x20:
        position += 1
      case 0xE2
      where position + 2 < text.count && text[position + 1] == 0x80
        && (text[position + 2] == 0xA8 || text[position + 2] == 0xA9):
        position += 3  // U+2028 LINE SEPARATOR, U+2029 PARAGRAPH SEPARATOR
      case UInt8(ascii: "/") where position + 1 < text.count:
        let next = text[position + 1]
        if next == UInt8(ascii: "/") {
          if lineBreaks >= 2 { blankLineEnd = position }
          lineBreaks = 0
          position += 2
          while position < text.count, text[position] != 0x0A, text[position] != 0x0D {
            position += 1
          }  // the line break itself is whitespace, counted above
        } else if next == UInt8(ascii: "*") {
          if lineBreaks >= 2 { blankLineEnd = position }
          lineBreaks = 0
          try skipBlockComment()
        } else {
          return finish(blankLineEnd, lineBreaks)
        }
      default:
        return finish(blankLineEnd, lineBreaks)
      }
    }
    return finish(blankLineEnd, lineBreaks)
  }

  private func finish(_ blankLineEnd: Int?, _ lineBreaks: Int) -> Int? {
    lineBreaks >= 2 ? position : blankLineEnd
  }

  private mutating func skipBlockComment() throws(Failure) {
    let start = position
    var cursor = position + 2
    while let slash = find(UInt8(ascii: "/"), from: cursor, to: text.count) {
      if slash > start + 2, text[slash - 1] == UInt8(ascii: "*") {
        countLineBreaks(from: start, to: slash)
        position = slash + 1
        return
      }
      cursor = slash + 1
    }
    throw Failure(offset: start, reason: "unterminated comment starting at \(describe(start))")
  }

  /// Records a line starting at `offset`.
  private mutating func newLine(startingAt offset: Int) {
    line += 1
    lineStart = offset
  }

  /// Counts the line breaks (LF, CRLF, lone CR) in `start..<end`, which the caller skips.
  private mutating func countLineBreaks(from start: Int, to end: Int) {
    var cursor = start
    guard find(0x0D, from: start, to: end) != nil else {
      while let lineFeed = find(0x0A, from: cursor, to: end) {
        cursor = lineFeed + 1
        newLine(startingAt: cursor)
      }
      return
    }
    while cursor < end {
      let byte = text[cursor]
      cursor += 1
      if byte == 0x0A || (byte == 0x0D && (cursor >= text.count || text[cursor] != 0x0A)) {
        newLine(startingAt: cursor)
      }
    }
  }

  /// The column of `offset` on the current line, in Unicode scalars.
  private func column(of offset: Int) -> Int {
    var column = 1
    for index in lineStart..<offset where text[index] & 0xC0 != 0x80 { column += 1 }
    return column
  }

  /// The offset of the first `byte` in `start..<end`.
  private func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = text.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  private mutating func scanToken(expected: String) throws(Failure) -> StringsToken {
    guard position < text.count else {
      throw Failure(offset: position, reason: "expected \(expected), found the end of the file")
    }
    let start = position
    let quote = text[position]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      var cursor = position + 1
      var hasEscapes = false
      while let close = find(quote, from: cursor, to: text.count) {
        if let backslash = find(UInt8(ascii: "\\"), from: cursor, to: close) {
          hasEscapes = true
          cursor = backslash + 2  // the escaped character, maybe the quote, is content
          continue
        }
        countLineBreaks(from: start, to: close)
        position = close + 1
        return StringsToken(
          span: TextSpan(start: start, end: position),
          style: quote == UInt8(ascii: "\"") ? .doubleQuoted : .singleQuoted,
          hasEscapes: hasEscapes)
      }
      throw Failure(offset: start, reason: "unterminated string starting at \(describe(start))")
    }
    while position < text.count, Self.isBareWordByte(text[position]) { position += 1 }
    guard position > start else {
      throw Failure(
        offset: start, reason: "expected \(expected), found \(describeCharacter(at: start))")
    }
    return StringsToken(
      span: TextSpan(start: start, end: position), style: .bare, hasEscapes: false)
  }

  /// Letters, digits and `_ $ / : . -`: the characters of an unquoted word.
  private static func isBareWordByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
      UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }

  private func describe(_ offset: Int) -> String {
    LineIndex.location(of: offset, in: text).description
  }

  private func describeCharacter(at offset: Int) -> String {
    var end = offset + 1
    while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(
      decoding: UnsafeBufferPointer(rebasing: text[offset..<end]), as: UTF8.self)
    let shown =
      character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
      ? character
      : character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        .joined()
    return "'\(shown)'"
  }
}
