/// Splits Swift source into `ManifestToken`s.
///
/// It skips whitespace, comments (nested block comments included) and conditional compilation lines
/// (`#if`, `#elseif`, `#else`, `#endif`), so that the declarations of every branch are read.
struct ManifestLexer {
  /// Text that is not Swift as far as the lexer can tell.
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  private let text: [UInt8]
  private var position = 0

  private init(_ text: [UInt8]) {
    self.text = text
  }

  /// The tokens of `text`.
  static func tokens(_ text: [UInt8]) throws(Failure) -> [ManifestToken] {
    var lexer = ManifestLexer(text)
    var tokens: [ManifestToken] = []
    while let token = try lexer.next() { tokens.append(token) }
    return tokens
  }

  private var current: UInt8? { position < text.count ? text[position] : nil }

  private func peek(at offset: Int) -> UInt8? { offset < text.count ? text[offset] : nil }

  /// The next token, or `nil` at the end.
  private mutating func next() throws(Failure) -> ManifestToken? {
    try skipTrivia()
    guard let byte = current else { return nil }
    let start = position
    switch byte {
    case UInt8(ascii: "\""):
      return ManifestToken(kind: .string(try string(hashes: 0)), offset: start)
    case UInt8(ascii: "#"):
      var hashes = 0
      while peek(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
      guard peek(at: position + hashes) == UInt8(ascii: "\"") else {
        position += 1
        return ManifestToken(kind: .symbol(byte), offset: start)
      }
      position += hashes
      return ManifestToken(kind: .string(try string(hashes: hashes)), offset: start)
    case UInt8(ascii: "`"):
      position += 1
      let nameStart = position
      while let next = current, next != UInt8(ascii: "`") { position += 1 }
      guard current != nil else {
        throw Failure(offset: start, reason: "unterminated `name`")
      }
      position += 1
      return ManifestToken(
        kind: .identifier(String(decoding: text[nameStart..<(position - 1)], as: UTF8.self)),
        offset: start)
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      while let next = current,
        Self.isIdentifierByte(next)
          || next == UInt8(ascii: ".") && peek(at: position + 1).map(Self.isDigit) == true
      {
        position += 1
      }
      return ManifestToken(kind: .number, offset: start)
    case _ where Self.isIdentifierByte(byte):
      while let next = current, Self.isIdentifierByte(next) { position += 1 }
      return ManifestToken(
        kind: .identifier(String(decoding: text[start..<position], as: UTF8.self)),
        offset: start)
    default:
      position += 1
      return ManifestToken(kind: .symbol(byte), offset: start)
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Letters, digits, `_`, `$` and any byte of a non-ASCII character.
  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
      true
    default:
      false
    }
  }

  /// Skips whitespace, comments and conditional compilation lines.
  private mutating func skipTrivia() throws(Failure) {
    while let byte = current {
      switch byte {
      case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
        position += 1
      case UInt8(ascii: "/") where peek(at: position + 1) == UInt8(ascii: "/"):
        skipLine()
      case UInt8(ascii: "/") where peek(at: position + 1) == UInt8(ascii: "*"):
        try skipBlockComment()
      case UInt8(ascii: "#") where isConditionalCompilation():
        skipLine()
      default:
        return
      }
    }
  }

  private mutating func skipLine() {
    while let byte = current, byte != 0x0A, byte != 0x0D { position += 1 }
  }

  private func isConditionalCompilation() -> Bool {
    var end = position + 1
    while let byte = peek(at: end), Self.isIdentifierByte(byte) { end += 1 }
    let word = String(decoding: text[(position + 1)..<end], as: UTF8.self)
    return ["if", "elseif", "else", "endif"].contains(word)
  }

  /// Skips a `/* */` comment, which may hold others.
  private mutating func skipBlockComment() throws(Failure) {
    let start = position
    var depth = 0
    repeat {
      guard let byte = current else {
        throw Failure(offset: start, reason: "unterminated comment")
      }
      if byte == UInt8(ascii: "/"), peek(at: position + 1) == UInt8(ascii: "*") {
        depth += 1
        position += 2
      } else if byte == UInt8(ascii: "*"), peek(at: position + 1) == UInt8(ascii: "/") {
        depth -= 1
        position += 2
      } else {
        position += 1
      }
    } while depth > 0
  }

  /// Reads the string literal whose opening quote is at the current position.
  ///
  /// `hashes` `#` characters stand before it. Returns its text, or `nil` when it interpolates or is
  /// a multi-line literal.
  private mutating func string(hashes: Int) throws(Failure) -> String? {
    let start = position
    let isMultiline = text[position...].starts(with: Array(#"""""#.utf8))
    position += isMultiline ? 3 : 1
    var value: [UInt8] = []
    var isKnown = !isMultiline
    while true {
      guard let byte = current, isMultiline || (byte != 0x0A && byte != 0x0D) else {
        throw Failure(offset: start, reason: "unterminated string literal")
      }
      if byte == UInt8(ascii: "\\") && hasHashes(hashes, at: position + 1) {
        position += 1 + hashes
        if current == UInt8(ascii: "(") {
          isKnown = false
          try skipInterpolation()
        } else {
          value += try escape()
        }
      } else if byte == UInt8(ascii: "\""), closes(isMultiline: isMultiline, hashes: hashes) {
        position += (isMultiline ? 3 : 1) + hashes
        return isKnown ? String(decoding: value, as: UTF8.self) : nil
      } else {
        value.append(byte)
        position += 1
      }
    }
  }

  private func hasHashes(_ count: Int, at offset: Int) -> Bool {
    (0..<count).allSatisfy { peek(at: offset + $0) == UInt8(ascii: "#") }
  }

  private func closes(isMultiline: Bool, hashes: Int) -> Bool {
    let quotes = isMultiline ? 3 : 1
    return (0..<quotes).allSatisfy { peek(at: position + $0) == UInt8(ascii: "\"") }
      && hasHashes(hashes, at: position + quotes)
  }

  /// The bytes of the escape after a backslash: `\0 \\ \t \n \r \" \'` and `\u{…}`.
  private mutating func escape() throws(Failure) -> [UInt8] {
    guard let byte = current else { return [] }
    position += 1
    switch byte {
    case UInt8(ascii: "0"): return [0]
    case UInt8(ascii: "t"): return [0x09]
    case UInt8(ascii: "n"): return [0x0A]
    case UInt8(ascii: "r"): return [0x0D]
    case UInt8(ascii: "u") where current == UInt8(ascii: "{"):
      let digitsStart = position + 1
      while let next = current, next != UInt8(ascii: "}") { position += 1 }
      let digits = String(decoding: text[digitsStart..<min(position, text.count)], as: UTF8.self)
      position += 1
      guard let value = UInt32(digits, radix: 16), let scalar = Unicode.Scalar(value) else {
        throw Failure(offset: digitsStart - 3, reason: "invalid \\u{\(digits)} escape")
      }
      return Array(String(Character(scalar)).utf8)
    default: return [byte]
    }
  }

  /// Skips `(…)` of an interpolation, strings and comments inside it included.
  private mutating func skipInterpolation() throws(Failure) {
    var depth = 0
    repeat {
      guard let token = try next() else {
        throw Failure(offset: position, reason: "unterminated interpolation")
      }
      if token.isSymbol("(") { depth += 1 }
      if token.isSymbol(")") { depth -= 1 }
    } while depth > 0
  }
}
