import L10nModel

/// Writes a JSON document piece by piece, byte for byte what `JSONWriter.render` writes in the
/// same style for the same nodes, without holding them: for output as large as a project
/// (`export`), its findings (`lint --format json`, `sarif`) or a migrated String Catalog.
package struct JSONStream {
  private var writer: Writer
  /// For each object or array open, the number of members or items written so far.
  private var members: [Int] = []

  /// A stream with nothing written, in l10nedit's style unless told.
  package init(style: JSONWriter.Style = .l10nedit) {
    writer = Writer(style: style)
  }

  /// A stream that goes on from another, inside `depth` open objects or arrays each with a
  /// member or item written already: what it writes follows that stream's bytes (a document
  /// made in pieces at once, on several cores).
  package init(style: JSONWriter.Style = .l10nedit, continuingInside depth: Int) {
    writer = Writer(style: style)
    members = Array(repeating: 1, count: depth)
  }

  /// The bytes written and not yet taken.
  package var output: [UInt8] {
    get { writer.output }
    set { writer.output = newValue }
  }

  /// Makes room for `count` bytes of output in all, so that it is not copied as it grows.
  package mutating func reserveCapacity(_ count: Int) {
    writer.output.reserveCapacity(count)
  }

  /// Hands the bytes written to `flush` and forgets them once they are at least `limit` bytes.
  package mutating func flush(at limit: Int, _ flush: ([UInt8]) -> Void) {
    guard writer.output.count >= limit else { return }
    flush(writer.output)
    writer.output.removeAll(keepingCapacity: true)
  }

  /// Opens an object (at the top, as the value of the last key, or as an array's item).
  package mutating func beginObject() {
    writer.append("{")
    members.append(0)
  }

  /// Starts a member of the innermost object: its key, then a value must follow.
  package mutating func key(_ key: String) {
    startMember()
    writer.append("\"")
    writer.write(JSONString(value: key))
    if writer.style == .stringCatalog {
      writer.append("\" : ")
    } else {
      writer.append("\": ")
    }
  }

  /// Opens an array (at the top, as the value of the last key, or as an array's item).
  package mutating func beginArray() {
    writer.append("[")
    members.append(0)
  }

  /// Starts an item of the innermost array: a value must follow.
  package mutating func item() {
    startMember()
  }

  /// Writes a value after `key(_:)` or `item()`.
  package mutating func value(_ node: JSONNode) {
    writer.write(node, depth: members.count)
  }

  /// The separator and indentation before the innermost container's next member or item.
  private mutating func startMember() {
    let count = members[members.count - 1]
    writer.append(count == 0 ? "\n" : ",\n")
    members[members.count - 1] = count + 1
    writer.indent(members.count)
  }

  /// Writes a string value of valid UTF-8 text after `key(_:)`: what `value(.string(text))`
  /// writes, from the text's bytes.
  package mutating func value(utf8 bytes: UnsafeBufferPointer<UInt8>) {
    writer.append("\"")
    writer.write(utf8: bytes)
    writer.append("\"")
  }

  /// Writes a string value of valid UTF-8 text after `key(_:)`: what `value(.string(text))`
  /// writes, from the text's bytes, handing what is written to `flush` whenever it passes
  /// `limit` bytes, inside the value too (a value of many megabytes is not held again whole).
  package mutating func value(
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
      self.flush(at: limit, flush)
    }
    writer.append("\"")
  }

  /// Closes the innermost object: `{}` when it has no member (in the String Catalog style `{`,
  /// an empty line, `}`).
  package mutating func endObject() {
    endContainer()
    writer.append("}")
  }

  /// Closes the innermost array: `[]` when it has no item.
  package mutating func endArray() {
    endContainer()
    writer.append("]")
  }

  private mutating func endContainer() {
    let count = members.removeLast()
    if count > 0 {
      writer.append("\n")
      writer.indent(members.count)
    } else if writer.style == .stringCatalog {
      writer.append("\n\n")
      writer.indent(members.count)
    }
  }

  /// Ends the document with a line break.
  package mutating func end() {
    writer.append("\n")
  }
}
