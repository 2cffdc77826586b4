/// Swift or Objective-C source split into tokens by a lexical reading.
///
/// It needs no complete code: identifiers, string literals (closed or still being typed),
/// punctuation; comments are dropped. What the language server reads around a cursor in an
/// unsaved buffer.
package struct SourceTokens: Sendable {
  /// A token and where it is (UTF-8 offsets into the text).
  package struct Token: Hashable, Sendable {
    /// What a token is.
    package enum Kind: Hashable, Sendable {
      /// A name (`NSLocalizedString`, `` `default` `` without its backticks).
      case identifier(String)
      /// A string literal.
      case string(StringLiteral)
      /// One byte of punctuation: `(`, `:`, `.`, `,`, `@`, ….
      case punctuation(UInt8)
      /// A number or anything else.
      case other
    }

    /// What it is.
    package var kind: Kind
    /// Where it is.
    package var range: Range<Int>

    /// The identifier's name, if it is one.
    package var identifier: String? {
      if case .identifier(let name) = kind { name } else { nil }
    }

    /// The string literal, if it is one.
    package var string: StringLiteral? {
      if case .string(let literal) = kind { literal } else { nil }
    }

    /// Whether it is the punctuation `character`.
    package func isPunctuation(_ character: Unicode.Scalar) -> Bool {
      kind == .punctuation(UInt8(truncatingIfNeeded: character.value))
    }
  }

  /// A string literal: `"…"`, `#"…"#`, `"""…"""`, Objective-C's `@"…"`.
  package struct StringLiteral: Hashable, Sendable {
    /// The whole literal, its `@`, `#`s and quotes included (to the line's end when open).
    package var range: Range<Int>
    /// Its text between the quotes, as written (escapes not decoded).
    package var contentRange: Range<Int>
    /// Whether its closing quote is there (`false` while it is typed).
    package var isClosed: Bool
    /// The `#`s of a raw string (`#"…"#` has 1): escapes then start with `\#`.
    package var pounds: Int
    /// Whether it has an interpolation (`\(count)`).
    package var hasInterpolation: Bool
  }

  /// The tokens, in order.
  package private(set) var tokens: [Token] = []
  /// The UTF-8 offset the reading started at.
  package let start: Int
  private let bytes: [UInt8]

  /// Reads the UTF-8 bytes `bytes[start..<end]` (`bytes` is the whole text, so offsets are the
  /// text's).
  package init(_ bytes: [UInt8], from start: Int = 0, to end: Int? = nil) {
    self.bytes = bytes
    self.start = start
    var reader = Reader(bytes: bytes, index: start, end: min(end ?? bytes.count, bytes.count))
    tokens = reader.readAll()
  }

  /// The literal's text with its escapes decoded and each interpolation written as `%@`
  /// (`upTo` ends it early, at a UTF-8 offset inside it: the text typed before the cursor).
  package func text(of literal: StringLiteral, upTo end: Int? = nil) -> String {
    let stop = min(
      max(end ?? literal.contentRange.upperBound, literal.contentRange.lowerBound),
      literal.contentRange.upperBound)
    return EscapedText.decode(
      bytes[literal.contentRange.lowerBound..<stop], pounds: literal.pounds)
  }
}

/// The lexical reader behind `SourceTokens`.
private struct Reader {
  let bytes: [UInt8]
  var index: Int
  let end: Int

  mutating func readAll() -> [SourceTokens.Token] {
    var tokens: [SourceTokens.Token] = []
    while let token = next() { tokens.append(token) }
    return tokens
  }

  func byte(_ offset: Int = 0) -> UInt8? {
    index + offset < end ? bytes[index + offset] : nil
  }

  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
      || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || (byte >= 0x30 && byte <= 0x39)
  }

  mutating func next() -> SourceTokens.Token? {
    while let current = byte() {
      let start = index
      switch current {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x0B,
        0x0C:
        index += 1
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
        while let next = byte(), next != UInt8(ascii: "\n") { index += 1 }
      case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
        skipBlockComment()
      case UInt8(ascii: "\""):
        return string(from: start, pounds: 0)
      case UInt8(ascii: "@") where byte(1) == UInt8(ascii: "\""):
        index += 1
        return string(from: start, pounds: 0)
      case UInt8(ascii: "#"):
        var pounds = 0
        while byte(pounds) == UInt8(ascii: "#") { pounds += 1 }
        if byte(pounds) == UInt8(ascii: "\"") {
          index += pounds
          return string(from: start, pounds: pounds)
        }
        index += 1
        return SourceTokens.Token(kind: .punctuation(current), range: start..<index)
      case UInt8(ascii: "'"):
        // An Objective-C character literal (`'"'` is no string).
        index += 1
        while let next = byte(), next != UInt8(ascii: "'"), next != UInt8(ascii: "\n") {
          index += next == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, end)
        return SourceTokens.Token(kind: .other, range: start..<index)
      case UInt8(ascii: "`"):
        index += 1
        while let next = byte(), next != UInt8(ascii: "`"), next != UInt8(ascii: "\n") {
          index += 1
        }
        let name = String(decoding: bytes[(start + 1)..<index], as: UTF8.self)
        index = min(index + 1, end)
        return SourceTokens.Token(kind: .identifier(name), range: start..<index)
      case _ where Self.isIdentifierStart(current):
        while let next = byte(), Self.isIdentifierByte(next) { index += 1 }
        let name = String(decoding: bytes[start..<index], as: UTF8.self)
        return SourceTokens.Token(kind: .identifier(name), range: start..<index)
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        while let next = byte(), Self.isIdentifierByte(next) || next == UInt8(ascii: ".") {
          index += 1
        }
        return SourceTokens.Token(kind: .other, range: start..<index)
      default:
        index += 1
        return SourceTokens.Token(kind: .punctuation(current), range: start..<index)
      }
    }
    return nil
  }

  /// Skips `/* … */`, nested ones included (Swift's).
  mutating func skipBlockComment() {
    var depth = 0
    while let current = byte() {
      if current == UInt8(ascii: "/"), byte(1) == UInt8(ascii: "*") {
        depth += 1
        index += 2
      } else if current == UInt8(ascii: "*"), byte(1) == UInt8(ascii: "/") {
        depth -= 1
        index += 2
        if depth == 0 { return }
      } else {
        index += 1
      }
    }
  }

  /// Reads a literal whose opening quote is at `index` (after its `@` or `#`s).
  mutating func string(from start: Int, pounds: Int) -> SourceTokens.Token {
    let multiline = byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")
    index += multiline ? 3 : 1
    let contentStart = index
    var hasInterpolation = false
    while let current = byte() {
      if current == UInt8(ascii: "\n"), !multiline { break }
      if current == UInt8(ascii: "\\"), closesPounds(at: index + 1, pounds: pounds) {
        index += 1 + pounds
        if byte() == UInt8(ascii: "(") {
          hasInterpolation = true
          skipInterpolation()
        } else {
          index += 1
        }
        continue
      }
      if current == UInt8(ascii: "\""),
        !multiline || (byte(1) == UInt8(ascii: "\"") && byte(2) == UInt8(ascii: "\"")),
        closesPounds(at: index + (multiline ? 3 : 1), pounds: pounds)
      {
        let contentEnd = index
        index += (multiline ? 3 : 1) + pounds
        let literal = SourceTokens.StringLiteral(
          range: start..<index, contentRange: contentStart..<contentEnd, isClosed: true,
          pounds: pounds, hasInterpolation: hasInterpolation)
        return SourceTokens.Token(kind: .string(literal), range: start..<index)
      }
      index += 1
    }
    let contentEnd = max(contentStart, index)
    let literal = SourceTokens.StringLiteral(
      range: start..<contentEnd, contentRange: contentStart..<contentEnd, isClosed: false,
      pounds: pounds, hasInterpolation: hasInterpolation)
    return SourceTokens.Token(kind: .string(literal), range: start..<contentEnd)
  }

  /// Whether `pounds` `#`s follow at `offset`.
  func closesPounds(at offset: Int, pounds: Int) -> Bool {
    (0..<pounds).allSatisfy { offset + $0 < end && bytes[offset + $0] == UInt8(ascii: "#") }
  }

  /// Skips `(…)` of an interpolation, the strings inside it included; stops at a line break of
  /// an unfinished one.
  mutating func skipInterpolation() {
    var depth = 0
    while let current = byte() {
      switch current {
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 {
          index += 1
          return
        }
      case UInt8(ascii: "\""):
        _ = string(from: index, pounds: 0)
        continue
      case UInt8(ascii: "\n"): return
      default: break
      }
      index += 1
    }
  }
}
