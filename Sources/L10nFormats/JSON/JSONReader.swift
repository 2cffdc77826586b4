import L10nModel

/// Reads JSON (UTF-8) into `JSONNode`s, keeping member order and raw spellings.
///
/// Every member knows where its key is in the file, so that what reads the tree can say
/// `path:line:column` of what it finds wrong.
public enum JSONReader {
  struct Failure: Error {
    var offset: Int
    var reason: String
  }

  /// Reads `bytes` from `path`, or fails with where and why; with `keyLimit`, also at the first
  /// key beyond its count, before the rest is read.
  public static func read(_ bytes: [UInt8], path: String, keyLimit: JSONKeyLimit? = nil)
    throws(ParseError) -> JSONNode
  {
    try parse(bytes, path: path, recordingSpans: false, keyLimit: keyLimit).node
  }

  /// Reads `bytes` from `path` as `read` does, handing the root's `strings` members to `entry`.
  ///
  /// Each member of the root object's `strings` object (a String Catalog's entries) is handed
  /// to `entry` as soon as it is read, with the number of the `strings` object it is in (0, then
  /// 1 for a second one), and not kept: that object is empty in the tree returned. A
  /// localization that is one string unit of plain strings is handed as where its texts are,
  /// without nodes. For catalogs too large to hold as a tree.
  ///
  /// Returns the tree (its members not located: line 0) and the number of the `strings` object
  /// whose entries count, that of the root's last `strings` member (nil when that is no
  /// object, or there is none).
  package static func read(
    _ bytes: [UInt8], path: String, keyLimit: JSONKeyLimit? = nil,
    entries entry: (JSONCatalogEntry, Int) -> Void
  ) throws(ParseError) -> (node: JSONNode, strings: Int?) {
    let result = withoutActuallyEscaping(entry) { entry in
      Result { () throws(ParseError) -> (node: JSONNode, strings: Int?) in
        let read = try parse(
          bytes, path: path, recordingSpans: false, keyLimit: keyLimit, entries: entry)
        return (read.node, read.strings)
      }
    }
    return try result.get()
  }

  /// Reads `bytes` from `path` as `read` does, with where each value, key and member is in
  /// `bytes`: what a writer that changes only what was edited splices into.
  static func readWithSpans(_ bytes: [UInt8], path: String) throws(ParseError) -> (
    node: JSONNode, span: JSONSpan
  ) {
    let (node, span, _) = try parse(bytes, path: path, recordingSpans: true, keyLimit: nil)
    return (node, span ?? JSONSpan(range: 0..<bytes.count))
  }

  private static func parse(
    _ bytes: [UInt8], path: String, recordingSpans: Bool, keyLimit: JSONKeyLimit?,
    entries: ((JSONCatalogEntry, Int) -> Void)? = nil
  ) throws(ParseError) -> (node: JSONNode, span: JSONSpan?, strings: Int?) {
    if let offset = UTF8Validation.firstInvalidOffset(in: bytes) {
      let location = bytes.withUnsafeBufferPointer { LineIndex.location(of: offset, in: $0) }
      throw ParseError(
        path: path, location: location,
        reason: "not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))")
    }
    var parser = JSONParser(bytes: bytes, keyLimit: keyLimit)
    if recordingSpans { parser.spans = [] }
    parser.entries = entries
    do throws(Failure) {
      let node = try parser.document()
      return (node, parser.spans?.last, parser.stringsObject)
    } catch {
      let location = bytes.withUnsafeBufferPointer {
        LineIndex.location(of: min(error.offset, $0.count), in: $0)
      }
      throw ParseError(path: path, location: location, reason: error.reason)
    }
  }
}

/// A limit on the distinct keys of the objects at one path of a document, kept while it is read:
/// a file over it fails at the first key too many, before its tree is built whole (a String
/// Catalog naming 10,000 languages).
public struct JSONKeyLimit: Sendable {
  /// The keys from the root to the objects whose keys are counted; `nil` matches any key.
  public var path: [String?]
  /// The most distinct keys those objects may have between them.
  public var count: Int
  /// Why a file with more is refused.
  public var reason: String

  /// Creates a limit.
  public init(path: [String?], count: Int, reason: String) {
    self.path = path
    self.count = count
    self.reason = reason
  }
}

/// Where a JSON value is in the bytes it was read from, and for an object where each member's
/// key and value are.
struct JSONSpan: Sendable {
  /// The value's bytes, from its first to its last character.
  var range: Range<Int>
  /// An object's members in file order (empty for other values).
  var members: [JSONMemberSpan] = []
}

/// Where one member of an object is.
struct JSONMemberSpan: Sendable {
  /// The key, quotes included.
  var key: Range<Int>
  /// The value.
  var value: JSONSpan

  /// The member's bytes: its key through the end of its value.
  var range: Range<Int> { key.lowerBound..<value.range.upperBound }
}

/// The parser behind `JSONReader` (a catalog's entries read apart: `JSONParser+CatalogEntries`).
struct JSONParser {
  let bytes: [UInt8]
  var position = 0
  var keyLocations = LocationCursor()
  /// When recording (not `nil`): the spans of the values read so far whose parent is not
  /// complete yet, innermost last.
  var spans: [JSONSpan]?
  /// The objects and arrays open now.
  var depth = 0
  /// The limits in force when reading began: how deep values may nest.
  let limits = ReadLimits.current
  /// The keys counted, if any.
  let keyLimit: JSONKeyLimit?
  /// How many steps of `keyLimit`'s path lead to the next object read; `nil` when it is not on
  /// the path.
  var nextLevel: Int? = 0
  /// The distinct keys found at the end of `keyLimit`'s path.
  var counted: Set<String> = []
  /// What takes the members of the root's `strings` object instead of the tree, if anything.
  var entries: ((JSONCatalogEntry, Int) -> Void)?
  /// The key of the root's member being read.
  var rootKey = ""
  /// How many `strings` objects have been handed to `entries`.
  var entryObjects = 0
  /// The number of the object of the root's last `strings` member so far, when `entries` takes
  /// them (nil when that member is no object).
  var stringsObject: Int?

  init(bytes: [UInt8], keyLimit: JSONKeyLimit?) {
    self.bytes = bytes
    self.keyLimit = keyLimit
  }

  /// The one value `bytes` holds, with nothing but white space after it.
  mutating func document() throws(JSONReader.Failure) -> JSONNode {
    let value = try value()
    skipSpace()
    guard position == bytes.count else {
      throw fail("text after the JSON value")
    }
    return value
  }

  mutating func skipSpace() {
    while position < bytes.count {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  mutating func value() throws(JSONReader.Failure) -> JSONNode {
    skipSpace()
    guard position < bytes.count else { throw fail("expected a value, found the end of the file") }
    let start = position
    let opens = bytes[position] == UInt8(ascii: "{") || bytes[position] == UInt8(ascii: "[")
    if opens {
      guard depth < limits.maximumDepth else { throw fail(limits.depthReason) }
      depth += 1
    }
    defer { if opens { depth -= 1 } }
    let node: JSONNode
    switch bytes[position] {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): node = try array()
    case UInt8(ascii: "\""): node = .string(try string())
    case UInt8(ascii: "t"): node = try literal("true", .bool(true))
    case UInt8(ascii: "f"): node = try literal("false", .bool(false))
    case UInt8(ascii: "n"): node = try literal("null", .null)
    default: node = try number()
    }
    spans?.append(JSONSpan(range: start..<position))
    return node
  }

  private mutating func object() throws(JSONReader.Failure) -> JSONNode {
    let start = position
    let level = keyLimit == nil ? nil : nextLevel
    // The root's `strings` object, when its members go to `entries`.
    let handing = entries != nil && depth == 2 && rootKey == "strings"
    let object = entryObjects
    if handing { entryObjects += 1 }
    position += 1
    var members: [JSONMember] = []
    var memberSpans: [JSONMemberSpan] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      spans?.append(JSONSpan(range: start..<position))
      return .object([])
    }
    repeat {
      let (key, keyRange) = try memberKey(level: level)
      // Read for its entries (a catalog compiled as it is read), no key is located: only what
      // fails is, where it fails.
      let location =
        entries != nil
        ? SourceLocation32(line: 0, column: 0)
        : keyLocations.location(of: keyRange.lowerBound, in: bytes)
      if depth == 1 { rootKey = key.value }
      if handing, let entries {
        entries(try catalogEntry(key), object)
      } else {
        let value = try value()
        if depth == 1, entries != nil, rootKey == "strings" {
          // The last `strings` member counts: its entries were handed as object number
          // `entryObjects - 1`, or it has none.
          if case .object = value { stringsObject = entryObjects - 1 } else { stringsObject = nil }
        }
        members.append(JSONMember(key: key, value: value, location: location))
      }
      if let valueSpan = spans?.popLast() {
        memberSpans.append(JSONMemberSpan(key: keyRange, value: valueSpan))
      }
    } while try memberFollows()
    spans?.append(JSONSpan(range: start..<position, members: memberSpans))
    return .object(members)
  }

  /// Reads an object member's key and the `:` after it, counting the key when `level` is on
  /// `keyLimit`'s path: the key and where it is (quotes included).
  mutating func memberKey(level: Int?) throws(JSONReader.Failure) -> (
    key: JSONString, range: Range<Int>
  ) {
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
      throw fail("expected a key in quotes")
    }
    let keyStart = position
    let key = try string()
    let range = keyStart..<position
    if let level { try count(key.value, at: level, keyStart: keyStart) }
    skipSpace()
    guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
      throw fail("expected ':'")
    }
    position += 1
    return (key, range)
  }

  /// Reads what follows an object's member: true past a `,` (another member follows), false
  /// past the object's closing `}`.
  mutating func memberFollows() throws(JSONReader.Failure) -> Bool {
    skipSpace()
    guard position < bytes.count else { throw fail("unterminated object") }
    if bytes[position] == UInt8(ascii: ",") {
      position += 1
      return true
    }
    guard bytes[position] == UInt8(ascii: "}") else { throw fail("expected ',' or '}'") }
    position += 1
    return false
  }

  private mutating func array() throws(JSONReader.Failure) -> JSONNode {
    position += 1
    var items: [JSONNode] = []
    skipSpace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array([])
    }
    while true {
      nextLevel = nil
      items.append(try value())
      _ = spans?.popLast()
      skipSpace()
      guard position < bytes.count else { throw fail("unterminated array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(items)
      } else {
        throw fail("expected ',' or ']'")
      }
    }
  }

  mutating func string() throws(JSONReader.Failure) -> JSONString {
    if let plain = plainString() { return plain }
    let start = position
    position += 1
    var decoded: [UInt8] = []
    var pendingHigh: UInt16?
    while position < bytes.count {
      let byte = bytes[position]
      if pendingHigh != nil, !isLowSurrogateEscape(at: position) {
        position -= 6
        throw fail("a lone surrogate \\u\(hex(pendingHigh ?? 0)) (JSON text must be Unicode)")
      }
      if byte == UInt8(ascii: "\"") {
        let raw = String(decoding: bytes[(start + 1)..<position], as: UTF8.self)
        position += 1
        return JSONString(value: String(decoding: decoded, as: UTF8.self), raw: raw)
      }
      if byte == UInt8(ascii: "\\") {
        guard position + 1 < bytes.count else { break }
        let escape = bytes[position + 1]
        position += 2
        switch escape {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escape)
        case UInt8(ascii: "n"): decoded.append(0x0A)
        case UInt8(ascii: "t"): decoded.append(0x09)
        case UInt8(ascii: "r"): decoded.append(0x0D)
        case UInt8(ascii: "b"): decoded.append(0x08)
        case UInt8(ascii: "f"): decoded.append(0x0C)
        case UInt8(ascii: "u"):
          guard let unit = hexUnit(at: position) else {
            position -= 2
            throw fail("a \\u escape needs four hex digits")
          }
          position += 4
          if (0xD800...0xDBFF).contains(unit) {
            pendingHigh = unit
            continue
          }
          var value = UInt32(unit)
          if let high = pendingHigh {
            value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
          }
          pendingHigh = nil
          guard let scalar = Unicode.Scalar(value) else {
            position -= 6
            throw fail("a lone surrogate \\u\(hex(unit)) (JSON text must be Unicode)")
          }
          UTF8.encode(scalar) { decoded.append($0) }
        default:
          throw fail("an unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        continue
      }
      guard byte >= 0x20 else {
        throw fail(
          "a control character (U+\(hex(UInt16(byte)))) in a string, where JSON needs an escape")
      }
      decoded.append(byte)
      position += 1
    }
    position = start
    throw fail("unterminated string")
  }

  /// The string at `position` when it has no escape and no control character (nearly every
  /// string of a catalog): its text is its spelling, made once and shared; nil, with nothing
  /// read, for any other.
  private mutating func plainString() -> JSONString? {
    bytes.withUnsafeBufferPointer { bytes in
      var end = position + 1
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "\"") {
          let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[(position + 1)..<end]), as: UTF8.self)
          position = end + 1
          return JSONString(value: text, raw: text)
        }
        if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
        end += 1
      }
      return nil
    }
  }

  /// The value of the four hex digits at `offset`, if there are four.
  private func hexUnit(at offset: Int) -> UInt16? {
    guard offset + 4 <= bytes.count else { return nil }
    var unit: UInt16 = 0
    for byte in bytes[offset..<(offset + 4)] {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): unit = unit << 4 | UInt16(byte - 0x30)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): unit = unit << 4 | UInt16(byte - 0x37)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): unit = unit << 4 | UInt16(byte - 0x57)
      default: return nil
      }
    }
    return unit
  }

  /// Whether a `\u` escape of a low surrogate (DC00–DFFF) starts at `offset`.
  private func isLowSurrogateEscape(at offset: Int) -> Bool {
    guard offset + 1 < bytes.count, bytes[offset] == UInt8(ascii: "\\"),
      bytes[offset + 1] == UInt8(ascii: "u"), let unit = hexUnit(at: offset + 2)
    else { return false }
    return (0xDC00...0xDFFF).contains(unit)
  }

  private func hex(_ unit: UInt16) -> String {
    let digits = String(unit, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private mutating func literal(_ word: String, _ node: JSONNode) throws(JSONReader.Failure)
    -> JSONNode
  {
    let wordBytes = Array(word.utf8)
    guard position + wordBytes.count <= bytes.count,
      bytes[position..<(position + wordBytes.count)].elementsEqual(wordBytes)
    else { throw fail("unexpected character") }
    position += wordBytes.count
    return node
  }

  /// A number as JSON spells it: `-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`.
  private mutating func number() throws(JSONReader.Failure) -> JSONNode {
    let start = position
    func digits() -> Int {
      let first = position
      while position < bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position])
      {
        position += 1
      }
      return position - first
    }
    func skip(_ byte: Character) -> Bool {
      guard position < bytes.count, bytes[position] == byte.asciiValue else { return false }
      position += 1
      return true
    }
    _ = skip("-")
    let integerStart = position
    let integer = digits()
    guard integer > 0 else {
      throw fail(position == start ? "unexpected character" : "a number needs digits")
    }
    if integer > 1, bytes[integerStart] == UInt8(ascii: "0") {
      position = integerStart
      throw fail("a number does not start with 0")
    }
    if skip("."), digits() == 0 { throw fail("a number needs digits after '.'") }
    if skip("e") || skip("E") {
      _ = skip("+") || skip("-")
      if digits() == 0 { throw fail("a number needs digits in its exponent") }
    }
    return .number(String(decoding: bytes[start..<position], as: UTF8.self))
  }

  /// Follows `keyLimit`'s path into the value of `key`, a key of an object `level` steps along
  /// it, and counts the key when it ends the path: past the limit, fails at `keyStart`.
  mutating func count(_ key: String, at level: Int, keyStart: Int)
    throws(JSONReader.Failure)
  {
    guard let limit = keyLimit, level < limit.path.count, (limit.path[level] ?? key) == key else {
      nextLevel = nil
      return
    }
    nextLevel = level + 1
    guard level + 1 == limit.path.count, counted.insert(key).inserted, counted.count > limit.count
    else { return }
    position = keyStart
    throw fail(limit.reason)
  }

  func fail(_ reason: String) -> JSONReader.Failure {
    JSONReader.Failure(offset: position, reason: reason)
  }
}
