/// A small JSON writer with a fixed, documented layout: two-space indentation, object keys in
/// Unicode code-point order, `/` and non-ASCII text written literally.
indirect enum JSONText {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case object([(String, JSONText)])
  case array([JSONText])

  /// The pretty-printed text, ending with a line break.
  var rendered: String {
    var output = ""
    write(to: &output, indent: "")
    return output + "\n"
  }

  private func write(to output: inout String, indent: String) {
    switch self {
    case .string(let text): output += Self.quoted(text)
    case .number(let value): output += String(value)
    case .integer(let value): output += String(value)
    case .bool(let value): output += value ? "true" : "false"
    case .array(let items):
      guard !items.isEmpty else {
        output += "[]"
        return
      }
      output += "[\n"
      for (index, item) in items.enumerated() {
        output += indent + "  "
        item.write(to: &output, indent: indent + "  ")
        output += index == items.count - 1 ? "\n" : ",\n"
      }
      output += indent + "]"
    case .object(let members):
      guard !members.isEmpty else {
        output += "{}"
        return
      }
      output += "{\n"
      let sorted = members.sorted {
        $0.0.unicodeScalars.lexicographicallyPrecedes($1.0.unicodeScalars)
      }
      for (index, member) in sorted.enumerated() {
        output += indent + "  " + Self.quoted(member.0) + ": "
        member.1.write(to: &output, indent: indent + "  ")
        output += index == sorted.count - 1 ? "\n" : ",\n"
      }
      output += indent + "}"
    }
  }

  private static func quoted(_ text: String) -> String {
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{00}"..."\u{1F}", "\u{7F}":
        let hex = String(scalar.value, radix: 16)
        output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output + "\""
  }
}
