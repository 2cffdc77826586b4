import L10nModel

/// Parses old-style `.strings` text into a lossless `StringsDocument`.
///
/// The grammar is the one Apple's parser accepts for strings files: a sequence of
/// `key = value;` or `key;` statements, where keys and values are quoted strings (double or
/// single quotes) or bare words, separated by whitespace, `/* */` and `//` comments.
package enum StringsParser {
  /// Parses UTF-8 text.
  ///
  /// `encoding` records how the file was stored.
  package static func parse(
    utf8 text: [UInt8], encoding: SourceEncoding = .utf8, path: String
  ) throws(ParseError) -> StringsDocument {
    let parts = try OldStyleLexer.parse(text, path: path) { lexer throws(OldStyleLexer.Failure) in
      var scanner = Scanner(lexer)
      return try scanner.scanDocument()
    }
    var document = StringsDocument(
      text: text, encoding: encoding, header: parts.header, entries: parts.entries,
      footer: parts.footer)
    if let stop = parts.stop {
      let location = text.withUnsafeBufferPointer { LineIndex.location(of: stop.offset, in: $0) }
      document.ignoredTail = ParseError(path: path, location: location, reason: stop.reason)
    }
    return document
  }
}

/// The statement-level scanner behind `StringsParser`, on top of the shared lexer.
private struct Scanner {
  typealias Failure = OldStyleLexer.Failure

  struct Parts {
    var header: TextSpan
    var entries: StringsEntries
    var footer: TextSpan
    /// Where Apple's reader stops without an error, and why (the footer holds the rest).
    var stop: Failure?
  }

  private var lexer: OldStyleLexer
  private var text: UnsafeBufferPointer<UInt8> { lexer.text }
  private var position: Int {
    get { lexer.position }
    set { lexer.position = newValue }
  }

  init(_ lexer: OldStyleLexer) {
    self.lexer = lexer
  }

  mutating func scanDocument() throws(Failure) -> Parts {
    var entries = StringsEntries()
    // Every entry ends with `;`: their count bounds the entries, with no growth copies and no
    // capacity far beyond what is used (an estimate from the size alone over-reserved by half
    // on short entries, and the array of entries is as large as the text).
    entries.reserveCapacity(text.reduce(0) { $0 &+ ($1 == UInt8(ascii: ";") ? 1 : 0) })
    var header = TextSpan.empty(at: 0)
    // `{ … }` around the entries, which Apple's reader takes too: kept in the header and footer.
    let braceEnd = openingBrace()
    while true {
      let triviaStart = position
      let blankLineEnd: Int?
      do {
        blankLineEnd = try lexer.skipTrivia()
      } catch {
        // An unterminated `/*` after an entry: Apple's reader takes it to the end of the file.
        guard !entries.isEmpty, braceEnd == nil else { throw error }
        return Parts(
          header: header, entries: entries, footer: TextSpan(start: triviaStart, end: text.count),
          stop: Failure(
            offset: error.offset,
            reason: "Apple's reader stops at this unterminated comment: the text after it is "
              + "never read"))
      }
      if let braceEnd, position < text.count, text[position] == UInt8(ascii: "}") {
        position += 1
        try lexer.skipTrivia()
        guard position == text.count else {
          throw Failure(
            offset: position,
            reason: "text after the '}' that closes the entries, found \(lexer.describeCurrent())")
        }
        return Parts(
          header: entries.isEmpty ? TextSpan(start: 0, end: braceEnd) : header, entries: entries,
          footer: TextSpan(start: triviaStart, end: text.count))
      }
      if position == text.count {
        if let braceEnd {
          throw Failure(
            offset: position,
            reason: "missing '}' for the '{' that ends at \(lexer.describe(braceEnd))")
        }
        if entries.isEmpty {
          return Parts(
            header: TextSpan(start: 0, end: position), entries: [], footer: .empty(at: position))
        }
        return Parts(
          header: header, entries: entries, footer: TextSpan(start: triviaStart, end: position))
      }
      var leadingStart = triviaStart
      if entries.isEmpty, let blankLineEnd {
        header = TextSpan(start: braceEnd == nil ? triviaStart : 0, end: blankLineEnd)
        leadingStart = blankLineEnd
      } else if entries.isEmpty {
        header = braceEnd == nil ? .empty(at: triviaStart) : TextSpan(start: 0, end: triviaStart)
      }
      // Inside braces Apple's reader stops nowhere: what does not parse is an error.
      guard
        let entry = try scanEntry(
          leadingStart: leadingStart, mayStop: !entries.isEmpty && braceEnd == nil)
      else {
        return Parts(
          header: header, entries: entries, footer: TextSpan(start: triviaStart, end: text.count),
          stop: Failure(offset: position, reason: stopReason()))
      }
      entries.append(entry)
    }
  }

  /// Consumes a `{` that opens the entries (after comments and whitespace), if there is one,
  /// and returns the offset after it.
  private mutating func openingBrace() -> Int? {
    var probe = lexer
    do { try probe.skipTrivia() } catch { return nil }
    guard probe.position < text.count, text[probe.position] == UInt8(ascii: "{") else {
      return nil
    }
    lexer = probe
    position += 1
    return position
  }

  /// Why Apple's reader stops at the current position, where no key starts.
  private func stopReason() -> String {
    let what =
      switch text[position] {
      case UInt8(ascii: ";"): "a second ';'"
      case UInt8(ascii: "\""), UInt8(ascii: "'"): "a key whose string is never closed"
      case 0x21...0x7E: "'\(Character(Unicode.Scalar(text[position])))', which no key starts with"
      default: "\(lexer.describeScalar()), which no key starts with"
      }
    return "Apple's reader stops at \(what): the text after it is never read"
  }

  /// Whether a git conflict marker (`<<<<<<<`, `=======`, `>>>>>>>`, `|||||||`) starts the
  /// line at the current position.
  private var isAtConflictMarker: Bool {
    guard position == 0 || text[position - 1] == 0x0A || text[position - 1] == 0x0D else {
      return false
    }
    guard position + 7 <= text.count else { return false }
    let byte = text[position]
    return [UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"), UInt8(ascii: "|")]
      .contains(byte) && text[position..<(position + 7)].allSatisfy { $0 == byte }
  }

  /// The entry at the current position; `nil` when no key starts there and `mayStop` (an
  /// entry was read before): Apple's reader then ends the file there without an error.
  private mutating func scanEntry(leadingStart: Int, mayStop: Bool) throws(Failure)
    -> StringsEntry?
  {
    let location = lexer.location
    if isAtConflictMarker {
      throw Failure(
        offset: position,
        reason: ConflictMarkers.reason
          + ": a conflict marker (open the project in l10nedit to resolve it, or keep one "
          + "version by hand)")
    }
    let key: StringsToken
    do {
      key = try lexer.scanToken(expected: "a key (a quoted string or a word)")
    } catch {
      if mayStop { return nil }
      throw error
    }
    let keyEnd = position
    try lexer.skipTrivia()
    var separator = TextSpan.empty(at: keyEnd)
    var value: StringsToken?
    var terminatorStart = keyEnd
    if position < text.count, text[position] == UInt8(ascii: "=") {
      position += 1
      try lexer.skipTrivia()
      value = try scanValue()
      separator = TextSpan(start: keyEnd, end: Int(value?.span.start ?? 0))
      terminatorStart = position
      try lexer.skipTrivia()
    }
    guard position < text.count, text[position] == UInt8(ascii: ";") else {
      let what = value == nil ? "'=' or ';' after the key" : "';' after the value"
      throw Failure(
        offset: position,
        reason: "missing \(what) that ends at \(lexer.describe(terminatorStart))")
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

  /// The value at the current position: a string, or an array, dictionary or data, which
  /// Foundation reads too (as no string).
  private mutating func scanValue() throws(Failure) -> StringsToken {
    let start = position
    guard position < text.count,
      [UInt8(ascii: "("), UInt8(ascii: "{"), UInt8(ascii: "<")].contains(text[position])
    else { return try lexer.scanToken(expected: "a value after '='") }
    var reader = ValueReader(lexer: lexer)
    _ = try reader.value()
    lexer = reader.lexer
    return StringsToken(
      span: TextSpan(start: start, end: position), style: .structure, hasEscapes: false)
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
      lexer.newLine(startingAt: position)
    } else if text[cursor] == 0x0D {
      position = cursor + 1 < text.count && text[cursor + 1] == 0x0A ? cursor + 2 : cursor + 1
      lexer.newLine(startingAt: position)
    }
  }

  private func skipSpacesAndTabs(_ cursor: inout Int) {
    while cursor < text.count, text[cursor] == 0x20 || text[cursor] == 0x09 { cursor += 1 }
  }
}
