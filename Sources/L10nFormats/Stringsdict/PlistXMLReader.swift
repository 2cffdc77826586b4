import L10nModel

/// Reads the XML property list format (what `.stringsdict` files are) into `PlistNode`s,
/// recording where each entry and text was read so that a writer gives back every unedited byte.
enum PlistXMLReader {
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  /// The root value of `text` (UTF-8, read from `start`, past any byte order mark) read from
  /// `path`, and where its element is, failing with a `ParseError`.
  ///
  /// The error has the line and column of the problem, counted from `start`.
  static func read(_ text: [UInt8], path: String, from start: Int = 0) throws(ParseError) -> (
    PlistNode, TextSpan
  ) {
    do {
      return try read(text, from: start)
    } catch {
      let location = text.withUnsafeBufferPointer {
        let rest = UnsafeBufferPointer(rebasing: $0[start...])
        return LineIndex.location(of: min(error.offset - start, rest.count), in: rest)
      }
      throw ParseError(path: path, location: location, reason: error.reason)
    }
  }

  /// The root value of `text` (UTF-8, read from `start`, past any byte order mark) and where
  /// its element is; every entry and text records where it was read (see `PlistSource`).
  static func read(_ text: [UInt8], from start: Int) throws(Failure) -> (PlistNode, TextSpan) {
    var reader = Reader(bytes: text)
    reader.position = start
    try reader.skipPrologue()
    reader.skipSpaceAndComments()
    let rootStart = reader.position
    let root = try reader.value()
    let span = TextSpan(start: rootStart, end: reader.position)
    try reader.expectClosing("plist")
    reader.skipSpaceAndComments()
    guard reader.atEnd else {
      throw Failure(offset: reader.position, reason: "text after </plist>")
    }
    return (root, span)
  }
}

private struct Reader {
  let bytes: [UInt8]
  var position = 0
  let lineFeeds: LineFeeds
  /// The values open now.
  var depth = 0
  /// The limits in force when reading began: how deep values may nest.
  let limits = ReadLimits.current

  init(bytes: [UInt8]) {
    self.bytes = bytes
    lineFeeds = LineFeeds(bytes)
  }

  var atEnd: Bool { position >= bytes.count }

  mutating func skipPrologue() throws(PlistXMLReader.Failure) {
    // Everything up to and including the opening <plist …> tag.
    while true {
      skipSpaceAndComments()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "<") else {
        throw PlistXMLReader.Failure(offset: position, reason: "expected <plist>")
      }
      if starts(with: "<?") || starts(with: "<!DOCTYPE") {
        guard let end = find(">", from: position) else {
          throw PlistXMLReader.Failure(offset: position, reason: "unterminated declaration")
        }
        if starts(with: "<!DOCTYPE"),
          let bracket = bytes[position..<end].firstIndex(of: UInt8(ascii: "["))
        {
          throw PlistXMLReader.Failure(
            offset: bracket,
            reason: "a DOCTYPE that declares entities or elements ([…]) is not read: property "
              + "lists use only XML's own entities")
        }
        position = end + 1
        continue
      }
      guard starts(with: "<plist") else {
        throw PlistXMLReader.Failure(offset: position, reason: "expected <plist>")
      }
      guard let end = find(">", from: position) else {
        throw PlistXMLReader.Failure(offset: position, reason: "unterminated <plist> tag")
      }
      position = end + 1
      return
    }
  }

  mutating func value() throws(PlistXMLReader.Failure) -> PlistNode {
    skipSpaceAndComments()
    let start = position
    guard depth < limits.maximumDepth else {
      throw PlistXMLReader.Failure(offset: position, reason: limits.depthReason)
    }
    depth += 1
    defer { depth -= 1 }
    let (name, selfClosing) = try openingTag()
    switch name {
    case "dict":
      if selfClosing { return .dictionary([]) }
      var entries: [PlistEntry] = []
      while true {
        skipSpaceAndComments()
        if starts(with: "</") {
          try expectClosing("dict")
          return .dictionary(entries)
        }
        let tagStart = position
        let (tag, keySelfClosing) = try openingTag()
        guard tag == "key" else {
          throw PlistXMLReader.Failure(
            offset: tagStart, reason: "expected <key> in <dict>, found <\(tag)>")
        }
        let key =
          keySelfClosing
          ? PlistText(value: "", span: .empty(at: position), isSelfClosing: true)
          : try text(closing: "key")
        let keySpan = TextSpan(start: tagStart, end: position)
        skipSpaceAndComments()
        let valueStart = position
        let node = try value()
        entries.append(
          PlistEntry(
            key: key, value: node, line: lineFeeds.line(of: tagStart),
            source: PlistEntrySource(
              key: keySpan, value: TextSpan(start: valueStart, end: position))))
      }
    case "array":
      if selfClosing { return .array([]) }
      var items: [PlistNode] = []
      while true {
        skipSpaceAndComments()
        if starts(with: "</") {
          try expectClosing("array")
          return .array(items)
        }
        items.append(try value())
      }
    case "string":
      if selfClosing {
        return .string(PlistText(value: "", span: .empty(at: position), isSelfClosing: true))
      }
      return .string(try text(closing: "string"))
    case "true", "false":
      if !selfClosing { try expectClosing(name) }
      return .scalar(tag: name, text: "")
    case "integer", "real", "date", "data":
      if selfClosing { return .scalar(tag: name, text: "") }
      return .scalar(tag: name, text: try text(closing: name).value)
    default:
      throw PlistXMLReader.Failure(offset: start, reason: "unknown element <\(name)>")
    }
  }

  /// The text up to `</name>`, decoded, with where it was read: entities and character
  /// references decoded, CDATA sections (`<![CDATA[…]]>`) taken as written.
  mutating func text(closing name: String) throws(PlistXMLReader.Failure) -> PlistText {
    let start = position
    var value = ""
    while true {
      guard let next = find("<", from: position) else {
        throw PlistXMLReader.Failure(offset: start, reason: "unterminated <\(name)>")
      }
      switch XMLEntities.decode(String(decoding: bytes[position..<next], as: UTF8.self)) {
      case .success(let text): value += text
      case .failure(let unknown):
        throw PlistXMLReader.Failure(offset: position + unknown.offset, reason: unknown.reason)
      }
      position = next
      guard starts(with: "<![CDATA[") else { break }
      guard let end = find("]]>", from: position + 9) else {
        throw PlistXMLReader.Failure(offset: position, reason: "unterminated <![CDATA[ section")
      }
      value += String(decoding: bytes[(position + 9)..<end], as: UTF8.self)
      position = end + 3
    }
    let end = position
    try expectClosing(name)
    return PlistText(value: value, span: TextSpan(start: start, end: end))
  }

  mutating func openingTag() throws(PlistXMLReader.Failure) -> (String, Bool) {
    guard position < bytes.count, bytes[position] == UInt8(ascii: "<"), !starts(with: "</") else {
      throw PlistXMLReader.Failure(offset: position, reason: "expected an element")
    }
    guard let end = find(">", from: position) else {
      throw PlistXMLReader.Failure(offset: position, reason: "unterminated tag")
    }
    var inside = String(decoding: bytes[(position + 1)..<end], as: UTF8.self)
    let selfClosing = inside.hasSuffix("/")
    if selfClosing { inside.removeLast() }
    position = end + 1
    let name = inside.split(separator: " ").first.map(String.init) ?? ""
    return (name, selfClosing)
  }

  mutating func expectClosing(_ name: String) throws(PlistXMLReader.Failure) {
    skipSpaceAndComments()
    guard starts(with: "</\(name)"), let end = find(">", from: position) else {
      throw PlistXMLReader.Failure(offset: position, reason: "expected </\(name)>")
    }
    position = end + 1
  }

  mutating func skipSpaceAndComments() {
    while position < bytes.count {
      let byte = bytes[position]
      if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
        position += 1
      } else if starts(with: "<!--"), let end = find("-->", from: position) {
        position = end + 3
      } else {
        return
      }
    }
  }

  func starts(with prefix: String) -> Bool {
    let prefixBytes = Array(prefix.utf8)
    return position + prefixBytes.count <= bytes.count
      && bytes[position..<(position + prefixBytes.count)].elementsEqual(prefixBytes)
  }

  func find(_ needle: String, from start: Int) -> Int? {
    let needleBytes = Array(needle.utf8)
    var index = start
    while index + needleBytes.count <= bytes.count {
      if bytes[index] == needleBytes[0],
        bytes[index..<(index + needleBytes.count)].elementsEqual(needleBytes)
      {
        return index
      }
      index += 1
    }
    return nil
  }
}

/// XML's five entities and numeric character references.
enum XMLEntities {
  /// A reference that is not one of them.
  struct Unknown: Error {
    /// The UTF-8 offset of its `&` in the text.
    var offset: Int
    /// Why it is refused.
    var reason: String
  }

  /// `text` with entities decoded, or where the first unknown one is.
  static func decode(_ text: String) -> Result<String, Unknown> {
    guard text.utf8.contains(UInt8(ascii: "&")) else { return .success(text) }
    var output = ""
    // Scalar by scalar: a combining mark after `;` makes one Character of the two.
    var rest = Substring(text).unicodeScalars
    while let ampersand = rest.firstIndex(of: "&") {
      output.unicodeScalars += rest[..<ampersand]
      let offset = text.utf8.distance(from: text.startIndex, to: ampersand)
      guard let semicolon = rest[ampersand...].firstIndex(of: ";") else {
        return .failure(Unknown(offset: offset, reason: "an & that starts no entity (write &amp;)"))
      }
      let name = Substring(rest[rest.index(after: ampersand)..<semicolon])
      switch name {
      case "amp": output += "&"
      case "lt": output += "<"
      case "gt": output += ">"
      case "quot": output += "\""
      case "apos": output += "'"
      default:
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
        guard name.hasPrefix("#"), let value, let scalar = Unicode.Scalar(value) else {
          return .failure(
            Unknown(
              offset: offset,
              reason: name.hasPrefix("#")
                ? "\(ContentExcerpt.quoted("&" + name + ";")) is not a character"
                : "entity \(ContentExcerpt.quoted(name)) is not one XML defines"))
        }
        output.unicodeScalars.append(scalar)
      }
      rest = rest[rest.index(after: semicolon)...]
    }
    output.unicodeScalars += rest
    return .success(output)
  }

  /// `text` spelled for XML content: `&`, `<` and `>` escaped, as Xcode writes (scalar by
  /// scalar: `<` before a combining mark is one Character with it, and still a `<`).
  static func encode(_ text: String) -> String {
    var output = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
