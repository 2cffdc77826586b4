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
  /// writes, from the text's bytes, handing what is written to `flush` whenever it passes
  /// `limit` bytes, inside the value too (a value of many megabytes is not held again whole).
  mutating func value(
    utf8 bytes: UnsafeBufferPointer<UInt8>, flushingAt limit: Int, _ flush: ([UInt8]) -> Void
  ) {
    writer.append("\"")
    var start = 0
    while start < bytes.count {
      var end = min(bytes.count, start + limit)
      // A scalar's bytes stay in one piece (escapes are decided per scalar).
      while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
      writer.write(utf8: UnsafeBufferPointer(rebasing: bytes[start..<end]))
      start = end
      if writer.output.count >= limit {
        flush(writer.output)
        writer.output.removeAll(keepingCapacity: true)
      }
    }
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
