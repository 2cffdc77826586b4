import L10nModel

/// Parses old-style (OpenStep) property list text, the format of `project.pbxproj`.
///
/// The result is a `PlistNode` tree.
///
/// The grammar is CoreFoundation's: dictionaries `{ key = value; }`, arrays `( a, b, )` (a
/// trailing comma allowed), data `<0fbd 7780>`, and strings, quoted (with the escapes of
/// `.strings` files) or bare (letters, digits and `_ $ / : . -`), between whitespace and
/// `/* */` or `//` comments. Strings become `.string`, data becomes `.scalar(tag: "data",
/// text:)` holding the hex digits; each dictionary entry records the line of its key.
public enum OldStylePlistParser {
  /// Parses UTF-8 text read from `path`, which errors name with a line and column.
  public static func parse(utf8 text: [UInt8], path: String) throws(ParseError) -> PlistNode {
    try OldStyleLexer.parse(text, path: path) { lexer throws(OldStyleLexer.Failure) in
      var reader = ValueReader(lexer: lexer)
      return try reader.document()
    }
  }
}

/// The recursive descent over the shared lexer's tokens.
struct ValueReader {
  typealias Failure = OldStyleLexer.Failure

  var lexer: OldStyleLexer
  /// The dictionaries and arrays open now.
  var depth = 0
  /// The limits in force when reading began: how deep values may nest.
  let limits = ReadLimits.current

  /// The one value the text holds, with nothing but whitespace and comments around it.
  mutating func document() throws(Failure) -> PlistNode {
    try lexer.skipTrivia()
    let root = try value()
    try lexer.skipTrivia()
    guard lexer.atEnd else {
      throw Failure(
        offset: lexer.position,
        reason: "expected the end of the file after the value, found \(lexer.describeCurrent())")
    }
    return root
  }

  /// The value at the current position (whitespace already skipped).
  mutating func value() throws(Failure) -> PlistNode {
    guard depth < limits.maximumDepth else {
      throw Failure(offset: lexer.position, reason: limits.depthReason)
    }
    depth += 1
    defer { depth -= 1 }
    return switch lexer.current {
    case UInt8(ascii: "{"): try dictionary()
    case UInt8(ascii: "("): try array()
    case UInt8(ascii: "<"): try data()
    default: .string(PlistText(value: try string(expected: "a value")))
    }
  }

  private mutating func string(expected: String) throws(Failure) -> String {
    let token = try lexer.scanToken(expected: expected)
    return token.decode(in: lexer.text)
  }

  private mutating func dictionary() throws(Failure) -> PlistNode {
    let start = lexer.position
    lexer.position += 1
    var entries: [PlistEntry] = []
    while true {
      if try closes("}", of: "dictionary", startingAt: start) { return .dictionary(entries) }
      let line = lexer.line
      let key = try string(expected: "a key or '}'")
      try lexer.skipTrivia()
      try expect("=", after: "the key \"\(key)\"")
      try lexer.skipTrivia()
      try expectMore(closing: "}", of: "dictionary", startingAt: start)
      let value = try value()
      try lexer.skipTrivia()
      try expect(";", after: "the value of \"\(key)\"")
      entries.append(PlistEntry(key: PlistText(value: key), value: value, line: line))
    }
  }

  private mutating func array() throws(Failure) -> PlistNode {
    let start = lexer.position
    lexer.position += 1
    var elements: [PlistNode] = []
    while true {
      if try closes(")", of: "array", startingAt: start) { return .array(elements) }
      elements.append(try value())
      try lexer.skipTrivia()
      switch lexer.current {
      case UInt8(ascii: ","):
        lexer.position += 1
      case UInt8(ascii: ")"):
        lexer.position += 1
        return .array(elements)
      default:
        try expectMore(closing: ")", of: "array", startingAt: start)
        throw Failure(
          offset: lexer.position,
          reason: "expected ',' or ')' after an array element, found \(lexer.describeCurrent())")
      }
    }
  }

  /// `<` hex digits, optionally separated by whitespace, `>`.
  private mutating func data() throws(Failure) -> PlistNode {
    let start = lexer.position
    lexer.position += 1
    var digits = ""
    while let byte = lexer.current, byte != UInt8(ascii: ">") {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
        UInt8(ascii: "A")...UInt8(ascii: "F"):
        digits.unicodeScalars.append(Unicode.Scalar(byte))
        lexer.position += 1
      case 0x09, 0x0A, 0x0D, 0x20:
        try lexer.skipTrivia()
      default:
        throw Failure(
          offset: lexer.position,
          reason: "expected a hex digit or '>' in data, found \(lexer.describeCurrent())")
      }
    }
    try expectMore(closing: ">", of: "data", startingAt: start)
    guard digits.count.isMultiple(of: 2) else {
      throw Failure(
        offset: lexer.position, reason: "data has an odd number of hex digits (\(digits.count))")
    }
    lexer.position += 1
    return .scalar(tag: "data", text: digits)
  }

  /// Consumes `character`, or fails naming what it should follow.
  private mutating func expect(_ character: Unicode.Scalar, after what: String) throws(Failure) {
    guard lexer.current == UInt8(ascii: character) else {
      throw Failure(
        offset: lexer.position,
        reason: "expected '\(character)' after \(what), found \(lexer.describeCurrent())")
    }
    lexer.position += 1
  }

  /// Skips trivia and consumes `closing` if it is next; fails at the end of the file.
  private mutating func closes(
    _ closing: Unicode.Scalar, of container: String, startingAt start: Int
  ) throws(Failure) -> Bool {
    try lexer.skipTrivia()
    try expectMore(closing: closing, of: container, startingAt: start)
    guard lexer.current == UInt8(ascii: closing) else { return false }
    lexer.position += 1
    return true
  }

  /// Fails at the end of the file, naming the unclosed container that starts at `start`.
  private func expectMore(
    closing: Unicode.Scalar, of container: String, startingAt start: Int
  ) throws(Failure) {
    guard lexer.atEnd else { return }
    throw Failure(
      offset: lexer.position,
      reason: "the \(container) starting at \(lexer.describe(start)) has no closing '\(closing)'")
  }
}
