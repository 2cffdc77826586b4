import Foundation
import L10nModel

/// The lexical layer of old-style property list text, shared by two parsers.
///
/// The `.strings` parser and the property list parser both read their tokens with it.
///
/// It follows CoreFoundation's `CFOldStylePList.c`: whitespace, `/* */` and `//` comments,
/// quoted strings (double or single quotes, backslash escapes) and bare words, with the line
/// and column of every offset and the wording of syntax errors.
struct OldStyleLexer {
  /// A syntax error at a byte offset.
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  /// The UTF-8 text.
  let text: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  var position = 0
  /// The current line (1-based), counted as line breaks are consumed: no second pass.
  private(set) var line = 1
  private var lineStart = 0
  /// The last offset whose column was counted on the current line, and that column: the next
  /// count goes on from there, so that a file on one line is still counted once.
  private var counted = (offset: 0, column: 1)

  /// A lexer at the start of `text`.
  init(_ text: UnsafeBufferPointer<UInt8>) {
    self.text = text
  }

  /// Runs `body` on a lexer over `text`, with its failure as a `ParseError` of `path`.
  ///
  /// The error has the line and column of the failing offset.
  static func parse<Value>(
    _ text: [UInt8], path: String, _ body: (OldStyleLexer) throws(Failure) -> Value
  ) throws(ParseError) -> Value {
    let result = text.withUnsafeBufferPointer { buffer in
      Result { () throws(Failure) in try body(OldStyleLexer(buffer)) }
    }
    switch result {
    case .success(let value):
      return value
    case .failure(let failure):
      let location = text.withUnsafeBufferPointer {
        LineIndex.location(of: failure.offset, in: $0)
      }
      throw ParseError(path: path, location: location, reason: failure.reason)
    }
  }

  /// Whether the whole text has been read.
  var atEnd: Bool { position == text.count }

  /// The byte at the current position, `nil` at the end.
  var current: UInt8? { position < text.count ? text[position] : nil }

  /// The location of the current position.
  var location: SourceLocation32 {
    mutating get { SourceLocation32(line: line, column: column(of: position)) }
  }

  /// Skips whitespace and comments.
  ///
  /// Returns the offset just past the last run of whitespace that holds a blank line (two or
  /// more line breaks), if any.
  @discardableResult
  mutating func skipTrivia() throws(Failure) -> Int? {
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
  mutating func newLine(startingAt offset: Int) {
    line += 1
    lineStart = offset
    counted = (offset, 1)
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
  private mutating func column(of offset: Int) -> Int {
    if offset < counted.offset { counted = (lineStart, 1) }
    var column = counted.column
    for index in counted.offset..<offset where text[index] & 0xC0 != 0x80 { column += 1 }
    counted = (offset, column)
    return column
  }

  /// The offset of the first `byte` in `start..<end`.
  func find(_ byte: UInt8, from start: Int, to end: Int) -> Int? {
    guard start < end, let base = text.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(byte), end - start) else { return nil }
    return UnsafeRawPointer(found) - UnsafeRawPointer(base)
  }

  /// Reads a quoted string or a bare word; `expected` names it in the error when there is none.
  mutating func scanToken(expected: String) throws(Failure) -> StringsToken {
    guard position < text.count else {
      throw Failure(offset: position, reason: "expected \(expected), found the end of the file")
    }
    let start = position
    let quote = text[position]
    if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
      var cursor = position + 1
      var hasEscapes = false
      // Each search starts where the last one stopped: a backslash moves the cursor, and the
      // closing quote is looked for again only when the backslash escaped it.
      var candidate = find(quote, from: cursor, to: text.count)
      while let close = candidate {
        if let backslash = find(UInt8(ascii: "\\"), from: cursor, to: close) {
          hasEscapes = true
          cursor = backslash + 2  // the escaped character, maybe the quote, is content
          if cursor > close { candidate = find(quote, from: cursor, to: text.count) }
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
      throw Failure(offset: start, reason: "expected \(expected), found \(describeCurrent())")
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

  /// `line:column` of `offset`, for error messages.
  func describe(_ offset: Int) -> String {
    LineIndex.location(of: offset, in: text).description
  }

  /// The Unicode scalar at the current position as `U+XXXX` (invisible or not, it prints
  /// inert); "the end of the file" at the end.
  func describeScalar() -> String {
    guard position < text.count else { return "the end of the file" }
    var end = position + 1
    while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
    let scalar =
      String(decoding: UnsafeBufferPointer(rebasing: text[position..<end]), as: UTF8.self)
      .unicodeScalars.first?.value ?? 0xFFFD
    return "U+" + String(format: "%04X", scalar)
  }

  /// The character at the current position in quotes, for error messages.
  ///
  /// Control characters show as `U+XXXX`; at the end it is "the end of the file".
  func describeCurrent() -> String {
    guard position < text.count else { return "the end of the file" }
    var end = position + 1
    while end < text.count, text[end] & 0xC0 == 0x80 { end += 1 }
    let character = String(
      decoding: UnsafeBufferPointer(rebasing: text[position..<end]), as: UTF8.self)
    let shown =
      character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
      ? character
      : character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }
        .joined()
    return "'\(shown)'"
  }
}
