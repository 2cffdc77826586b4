import L10nModel

/// Writes an object-shaped JSON document member by member in l10nedit's style, byte for byte
/// what `JSONWriter.render` writes for the same nodes, without holding them: for output as
/// large as a project (`export`).
struct JSONStream {
  private var writer = Writer(style: .l10nedit)
  /// For each object open, the number of members written so far.
  private var members: [Int] = []

  /// The bytes written and not yet taken.
  var output: [UInt8] {
    get { writer.output }
    set { writer.output = newValue }
  }

  /// Opens an object (at the top, or as the value of the last key).
  mutating func beginObject() {
    writer.append("{")
    members.append(0)
  }

  /// Starts a member of the innermost object: its key, then a value must follow.
  mutating func key(_ key: String) {
    let count = members[members.count - 1]
    writer.append(count == 0 ? "\n" : ",\n")
    members[members.count - 1] = count + 1
    writer.indent(members.count)
    writer.append("\"")
    writer.write(JSONString(value: key))
    writer.append("\": ")
  }

  /// Writes a value after `key(_:)`.
  mutating func value(_ node: JSONNode) {
    writer.write(node, depth: members.count)
  }

  /// Writes a string value of valid UTF-8 text after `key(_:)`: what `value(.string(text))`
  /// writes, from the text's bytes.
  mutating func value(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    writer.append("\"")
    writer.write(utf8: bytes)
    writer.append("\"")
  }

  /// Closes the innermost object: `{}` when it has no member.
  mutating func endObject() {
    let count = members.removeLast()
    if count > 0 {
      writer.append("\n")
      writer.indent(members.count)
    }
    writer.append("}")
  }

  /// Ends the document with a line break.
  mutating func end() {
    writer.append("\n")
  }
}
