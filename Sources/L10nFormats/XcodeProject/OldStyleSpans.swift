import L10nModel

/// Where each dictionary entry and array element of an old-style property list lies in its
/// bytes, so that a project file is edited by object rather than by line.
///
/// An entry's range runs from its key to its `;` (the comment after the key included), an
/// element's from its value to its `,` (or to its end when the last has none): removing the
/// range removes the entry or element and nothing else, however the file is laid out.
struct OldStyleSpans {
  /// One dictionary entry.
  struct Entry {
    /// The decoded key.
    var key: String
    /// From the key's first byte to just past the `;`.
    var range: Range<Int>
    /// The value's spans.
    var value: OldStyleSpans
  }

  /// One array element.
  struct Element {
    /// From the value's first byte to just past its `,`, if any.
    var range: Range<Int>
    /// The value's spans.
    var value: OldStyleSpans
  }

  /// The entries of a dictionary (empty for any other value).
  var entries: [Entry] = []
  /// The elements of an array (empty for any other value).
  var elements: [Element] = []
  /// The decoded text of a string (`nil` for any other value).
  var text: String?

  /// The spans of `text`, read from `path`; the text must be a property list (already parsed
  /// by `OldStylePlistParser`, whose errors a failure here repeats).
  static func read(_ text: [UInt8], path: String) throws(ParseError) -> OldStyleSpans {
    try OldStyleLexer.parse(text, path: path) { lexer throws(OldStyleLexer.Failure) in
      var lexer = lexer
      try lexer.skipTrivia()
      return try value(&lexer)
    }
  }

  /// The value at the lexer's position (whitespace skipped), which it moves past.
  private static func value(_ lexer: inout OldStyleLexer) throws(OldStyleLexer.Failure)
    -> OldStyleSpans
  {
    var spans = OldStyleSpans()
    switch lexer.current {
    case UInt8(ascii: "{"):
      lexer.position += 1
      while try !closes("}", &lexer) {
        let start = lexer.position
        let key = try lexer.scanToken(expected: "a key").decode(in: lexer.text)
        try skip("=", &lexer)
        try lexer.skipTrivia()
        let value = try value(&lexer)
        try skip(";", &lexer)
        spans.entries.append(Entry(key: key, range: start..<lexer.position, value: value))
      }
    case UInt8(ascii: "("):
      lexer.position += 1
      while try !closes(")", &lexer) {
        let start = lexer.position
        let value = try value(&lexer)
        try lexer.skipTrivia()
        if lexer.current == UInt8(ascii: ",") { lexer.position += 1 }
        spans.elements.append(Element(range: start..<lexer.position, value: value))
      }
    case UInt8(ascii: "<"):
      guard let end = lexer.find(UInt8(ascii: ">"), from: lexer.position, to: lexer.text.count)
      else { throw OldStyleLexer.Failure(offset: lexer.position, reason: "unterminated data") }
      lexer.position = end + 1
    default:
      spans.text = try lexer.scanToken(expected: "a value").decode(in: lexer.text)
    }
    return spans
  }

  /// Skips trivia and `closing` if it is next.
  private static func closes(_ closing: Unicode.Scalar, _ lexer: inout OldStyleLexer)
    throws(OldStyleLexer.Failure) -> Bool
  {
    try lexer.skipTrivia()
    guard !lexer.atEnd else {
      throw OldStyleLexer.Failure(offset: lexer.position, reason: "expected '\(closing)'")
    }
    guard lexer.current == UInt8(ascii: closing) else { return false }
    lexer.position += 1
    return true
  }

  /// Skips trivia and `character`, which must come next.
  private static func skip(_ character: Unicode.Scalar, _ lexer: inout OldStyleLexer)
    throws(OldStyleLexer.Failure)
  {
    try lexer.skipTrivia()
    guard lexer.current == UInt8(ascii: character) else {
      throw OldStyleLexer.Failure(
        offset: lexer.position,
        reason: "expected '\(character)', found \(lexer.describeCurrent())")
    }
    lexer.position += 1
  }
}
