import L10nModel

/// What Foundation's `XMLParser` cannot be given: on Linux it crashes on names, attributes and
/// text that are not UTF-8 and on a processing instruction without data (`<?pi?>`), and it drops
/// references to entities it does not know, so the XLIFF reader refuses them before parsing (an
/// XLIFF file holds no instruction but the XML declaration, and no entities of its own: see
/// `XMLEntityCheck`), and elements of so many attributes that libxml2 takes a time that grows
/// with their square (`XMLAttributeLimit`).
enum XMLParserHazards {
  /// The first such thing in `bytes`: where it is and why it is refused.
  static func first(in bytes: [UInt8]) -> (location: SourceLocation, reason: String)? {
    func location(_ offset: Int, in text: [UInt8]) -> SourceLocation {
      text.withUnsafeBufferPointer { LineIndex.location(of: offset, in: $0) }
    }
    guard isUTF8(bytes) else {
      // UTF-16: the instructions are looked for in the text as UTF-8 (lines are the same).
      let text = Array(utf16Text(bytes).utf8)
      return firstRefused(in: text).map { (location($0.offset, in: text), $0.reason) }
    }
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      return (
        location(offset, in: bytes),
        "not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))"
      )
    }
    return firstRefused(in: bytes).map { (location($0.offset, in: bytes), $0.reason) }
  }

  /// In UTF-8 `bytes`: an instruction without data, an entity or DOCTYPE (`XMLEntityCheck`),
  /// or an element of too many attributes (`XMLAttributeLimit`).
  private static func firstRefused(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
    firstInstructionWithoutData(in: bytes) ?? XMLEntityCheck.firstProblem(in: bytes)
      ?? XMLAttributeLimit.firstProblem(in: bytes)
  }

  /// UTF-16 `bytes` (with a byte order mark, or big-endian when the first byte is zero) as
  /// text; what is not UTF-16 becomes U+FFFD (the parser refuses it later).
  private static func utf16Text(_ bytes: [UInt8]) -> String {
    let bigEndian = bytes.first == 0xFE || bytes.first == 0
    var units: [UInt16] = []
    units.reserveCapacity(bytes.count / 2)
    for index in stride(from: 0, to: bytes.count - 1, by: 2) {
      let (high, low) =
        bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
    }
    return String(decoding: units, as: UTF16.self)
  }

  /// Whether `bytes` are not UTF-16 (which the parser turns into UTF-8 itself): any other
  /// text must be UTF-8, whatever encoding it declares (with one the parser does not know, it
  /// passes the bytes on as they are).
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.count < 2 || !(bytes[0] == 0 || bytes[1] == 0 || [0xFE, 0xFF].contains(bytes[0]))
  }

  /// The first processing instruction without data, outside comments and CDATA sections.
  private static func firstInstructionWithoutData(in bytes: [UInt8]) -> (
    offset: Int, reason: String
  )? {
    // The next `?>` and the next white space, found again only once passed, and whether comments
    // and CDATA sections still end (so that a text of many `<?` or `<!--` is read once, not once
    // for each).
    var close: Int?
    var space: Int?
    var (commentsEnd, sectionsEnd) = (true, true)
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if commentsEnd, starts(bytes, "<!--", at: index) {
        let end = end(of: "-->", in: bytes, from: index + 4)
        commentsEnd = end != nil
        index = end ?? index + 1
      } else if sectionsEnd, starts(bytes, "<![CDATA[", at: index) {
        let end = end(of: "]]>", in: bytes, from: index + 9)
        sectionsEnd = end != nil
        index = end ?? index + 1
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        if close.map({ $0 - 2 < index + 2 }) ?? true {
          close = end(of: "?>", in: bytes, from: index + 2)
        }
        guard let closing = close else { return nil }
        if space.map({ $0 < index + 2 }) ?? true {
          space =
            bytes[(index + 2)...].firstIndex { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
            ?? bytes.count
        }
        if let space, space >= closing - 2 {
          return (index, "a processing instruction without data (<?name?>) is not read")
        }
        // Not past it: after a broken instruction (`<?` and a line break) the parser reads on
        // and finds the next `<?` inside it.
        index += 2
      } else {
        index += 1
      }
    }
    return nil
  }

  private static func starts(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
    bytes[index...].starts(with: prefix.utf8)
  }

  /// The offset just past the first `terminator` at or after `start`, if there is one.
  private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int? {
    let pattern = Array(terminator.utf8)
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return nil
  }
}
