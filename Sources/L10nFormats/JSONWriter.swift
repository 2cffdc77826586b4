import Foundation
import L10nModel

/// Writes JSON the way Xcode writes String Catalogs (Foundation's `JSONSerialization` with
/// pretty printing, sorted keys and unescaped slashes): two-space indentation, `"key" : value`,
/// no trailing newline, an empty object as `{`, an empty line, `}`.
enum JSONWriter {
  /// The text of `node`; with `sorted`, object members are ordered as Xcode orders them.
  static func render(_ node: JSONNode, sorted: Bool) -> [UInt8] {
    var output = ""
    write(node, indent: "", sorted: sorted, to: &output)
    return Array(output.utf8)
  }

  /// Xcode's key order: case-insensitive, numeric (`type6` before `type12`), then forced.
  static func precedes(_ lhs: String, _ rhs: String) -> Bool {
    KeyOrder.xcode.precedes(lhs, rhs)
  }

  private static func write(_ node: JSONNode, indent: String, sorted: Bool, to output: inout String)
  {
    switch node {
    case .object(let members):
      guard !members.isEmpty else {
        output += "{\n\n\(indent)}"
        return
      }
      let ordered = sorted ? members.sorted { precedes($0.key.value, $1.key.value) } : members
      output += "{\n"
      for (index, member) in ordered.enumerated() {
        output += indent + "  \"" + spelling(member.key) + "\" : "
        write(member.value, indent: indent + "  ", sorted: sorted, to: &output)
        output += index == ordered.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    case .array(let items):
      guard !items.isEmpty else {
        output += "[\n\n\(indent)]"
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += indent + "  "
        write(item, indent: indent + "  ", sorted: sorted, to: &output)
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .string(let string): output += "\"" + spelling(string) + "\""
    case .number(let text): output += text
    case .bool(let value): output += value ? "true" : "false"
    case .null: output += "null"
    }
  }

  /// The raw spelling, or the canonical one: `\"`, `\\`, `\n`, `\t`, `\r`, other control
  /// characters as lower-case `\u00xx`; `/` and non-ASCII literal.
  private static func spelling(_ string: JSONString) -> String {
    if let raw = string.raw { return raw }
    var output = ""
    for scalar in string.value.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{00}"..."\u{1F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }
}
