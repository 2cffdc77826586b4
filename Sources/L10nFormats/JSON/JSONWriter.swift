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
    writer.write(node, indent: "")
    if style == .l10nedit { writer.output += "\n" }
    return Array(writer.output.utf8)
  }
}

private struct Writer {
  let style: JSONWriter.Style
  var output = ""

  init(style: JSONWriter.Style) {
    self.style = style
  }

  mutating func write(_ node: JSONNode, indent: String) {
    switch node {
    case .object(let members):
      guard !members.isEmpty else {
        writeEmpty("{", "}", indent: indent)
        return
      }
      output += "{\n"
      let separator = style == .stringCatalog ? "\" : " : "\": "
      for (index, member) in members.enumerated() {
        output += indent + "  \""
        write(member.key)
        output += separator
        write(member.value, indent: indent + "  ")
        output += index == members.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    case .array(let items):
      guard !items.isEmpty else {
        writeEmpty("[", "]", indent: indent)
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += indent + "  "
        write(item, indent: indent + "  ")
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .string(let string):
      output += "\""
      write(string)
      output += "\""
    case .number(let text): output += text
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    }
  }

  private mutating func writeEmpty(_ open: String, _ close: String, indent: String) {
    output += style == .stringCatalog ? open + "\n\n" + indent + close : open + close
  }

  /// The raw spelling, or the canonical one: `\"`, `\\`, `\n`, `\t`, `\r`, other control
  /// characters (and, in l10nedit's style, DEL, C1, separators and direction overrides) as
  /// lower-case `\uxxxx`; anything else literal.
  private mutating func write(_ string: JSONString) {
    if let raw = string.raw {
      output += raw
      return
    }
    for scalar in string.value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{00}"..."\u{1F}": writeHex(scalar)
      case "\u{7F}"..."\u{9F}" where style == .l10nedit: writeHex(scalar)
      case "\u{2028}"..."\u{202E}" where style == .l10nedit: writeHex(scalar)
      case "\u{2066}"..."\u{2069}" where style == .l10nedit: writeHex(scalar)
      default: output.unicodeScalars.append(scalar)
      }
    }
  }

  private mutating func writeHex(_ scalar: Unicode.Scalar) {
    let hex = String(scalar.value, radix: 16)
    output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
  }
}
