import L10nModel

/// Writes `JSONNode`s as text in one of two layouts, objects' members in the order they hold.
///
/// Both indent by two spaces and write `/` and non-ASCII text literally; a string keeps its raw
/// spelling when it has one.
public enum JSONWriter {
  /// A layout.
  public enum Style: Sendable {
    /// Xcode's String Catalog layout (Foundation's `JSONSerialization`, pretty printed, with
    /// unescaped slashes): `"key" : value`, an empty object as `{`, an empty line, `}`, no line
    /// break at the end.
    case stringCatalog
    /// l10nedit's own output (`export`, `stats --json`, `lint --format json`): `"key": value`,
    /// empty containers as `{}` and `[]`, DEL, C1 controls (U+0080–U+009F), line and paragraph
    /// separators and direction overrides escaped (so no text steers a terminal that shows the
    /// JSON), a line break at the end.
    case l10nedit
  }

  /// The text of `node` in `style`.
  public static func render(_ node: JSONNode, style: Style) -> [UInt8] {
    var writer = Writer(style: style)
    writer.write(node, depth: 0)
    if style == .l10nedit { writer.output.append(UInt8(ascii: "\n")) }
    return writer.output
  }
}

/// Writes UTF-8 into one byte buffer: text runs that need no escape are copied as they are.
struct Writer {
  let style: JSONWriter.Style
  var output: [UInt8] = []

  init(style: JSONWriter.Style) {
    self.style = style
  }

  mutating func write(_ node: JSONNode, depth: Int) {
    switch node {
    case .object(let members):
      guard !members.isEmpty else {
        writeEmpty("{", "}", depth: depth)
        return
      }
      append("{\n")
      let separator: StaticString = style == .stringCatalog ? "\" : " : "\": "
      for (index, member) in members.enumerated() {
        indent(depth + 1)
        append("\"")
        write(member.key)
        append(separator)
        write(member.value, depth: depth + 1)
        append(index == members.count - 1 ? "\n" : ",\n")
      }
      indent(depth)
      append("}")
    case .array(let items):
      guard !items.isEmpty else {
        writeEmpty("[", "]", depth: depth)
        return
      }
      append("[\n")
      for (index, item) in items.enumerated() {
        indent(depth + 1)
        write(item, depth: depth + 1)
        append(index == items.count - 1 ? "\n" : ",\n")
      }
      indent(depth)
      append("]")
    case .string(let string):
      append("\"")
      write(string)
      append("\"")
    case .number(let text): append(text: text)
    case .bool(let value): append(value ? "true" : "false")
    case .null: append("null")
    }
  }

  mutating func append(_ text: StaticString) {
    output.append(
      contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
  }

  mutating func append(text: String) {
    output.append(contentsOf: text.utf8)
  }

  mutating func indent(_ depth: Int) {
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
  }

  private mutating func writeEmpty(_ open: StaticString, _ close: StaticString, depth: Int) {
    append(open)
    if style == .stringCatalog {
      append("\n\n")
      indent(depth)
    }
    append(close)
  }

  /// The raw spelling, or the canonical one: `\"`, `\\`, `\n`, `\t`, `\r`, other control
  /// characters (and, in l10nedit's style, DEL, C1, separators and direction overrides) as
  /// lower-case `\uxxxx`; anything else literal.
  mutating func write(_ string: JSONString) {
    if let raw = string.raw {
      append(text: raw)
      return
    }
    var value = string.value
    value.withUTF8 { write(utf8: $0) }
  }

  /// Valid UTF-8 text in the canonical spelling (see `write(_:)`).
  mutating func write(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    var literalStart = 0
    var index = 0
    let isLiteral = Self.isLiteral
    while index < bytes.count {
      // Runs of bytes that never start an escape are skipped eight at a time, then byte by
      // byte, by table.
      let runs = style == .l10nedit ? Self.l10neditRuns : Self.catalogRuns
      index = runs.end(of: bytes, from: index)
      isLiteral.withUnsafeBufferPointer { isLiteral in
        while index < bytes.count, isLiteral[Int(bytes[index])] { index += 1 }
      }
      guard index < bytes.count else { break }
      let length = escapedLength(bytes, at: index)
      guard length > 0 else {
        index += 1
        continue
      }
      output.append(contentsOf: bytes[literalStart..<index])
      writeEscape(scalar(bytes, at: index, length: length))
      index += length
      literalStart = index
    }
    output.append(contentsOf: bytes[literalStart..<bytes.count])
  }

  /// Runs of bytes that need no escape in the String Catalog style (no control character, `"`
  /// or `\\`) and in l10nedit's (nor DEL or the first byte of C1 or U+2028…).
  private static let catalogRuns = PlainRuns(stops: [0x22, 0x5C])
  private static let l10neditRuns = PlainRuns(stops: [0x22, 0x5C, 0x7F, 0xC2, 0xE2])

  /// For each byte, whether it is always written as it is: not a control character, `"`, `\\`,
  /// nor the first byte of a sequence `escapedLength` may escape (DEL, C1, U+2028…).
  private static let isLiteral: [Bool] = (0...255).map { byte in
    byte >= 0x20 && byte != 0x22 && byte != 0x5C && byte != 0x7F && byte != 0xC2 && byte != 0xE2
  }

  /// The length in bytes of the scalar at `index` when it is written as an escape, else 0.
  private func escapedLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int {
    let byte = bytes[index]
    if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { return 1 }
    guard style == .l10nedit else { return 0 }
    switch byte {
    case 0x7F: return 1
    case 0xC2:
      // U+0080–U+009F: C2 80 – C2 9F.
      return index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]) ? 2 : 0
    case 0xE2:
      // U+2028–U+202E: E2 80 A8 – E2 80 AE; U+2066–U+2069: E2 81 A6 – E2 81 A9.
      guard index + 2 < bytes.count else { return 0 }
      let second = bytes[index + 1]
      let third = bytes[index + 2]
      if second == 0x80, (0xA8...0xAE).contains(third) { return 3 }
      if second == 0x81, (0xA6...0xA9).contains(third) { return 3 }
      return 0
    default: return 0
    }
  }

  /// The scalar value of the `length`-byte UTF-8 sequence at `index` (one to three bytes).
  private func scalar(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, length: Int) -> UInt32 {
    switch length {
    case 1: return UInt32(bytes[index])
    case 2: return UInt32(bytes[index] & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
    default:
      return UInt32(bytes[index] & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
        | UInt32(bytes[index + 2] & 0x3F)
    }
  }

  private mutating func writeEscape(_ scalar: UInt32) {
    switch scalar {
    case 0x22: append("\\\"")
    case 0x5C: append("\\\\")
    case 0x0A: append("\\n")
    case 0x09: append("\\t")
    case 0x0D: append("\\r")
    default:
      let hex = String(scalar, radix: 16)
      append(text: "\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
    }
  }
}
