import L10nModel

/// What an XLIFF file may not declare or refer to: a DOCTYPE (which could declare entities that
/// expand, or name outside files) and any entity but XML's five and character references.
///
/// Foundation's `XMLParser` drops a reference to an entity it does not know (`A&xxe;B` read as
/// `A`), so such text would import as something else; these are refused before parsing instead.
enum XMLEntityCheck {
  /// The first such thing in UTF-8 `bytes`, outside comments, CDATA sections and processing
  /// instructions: its offset and why it is refused.
  static func firstProblem(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
    var index = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "<"):
        if let skipped = skipMarkup(bytes, at: index) {
          guard let end = skipped else { return nil }  // unterminated: the parser says so
          index = end
        } else if starts(bytes, "<!DOCTYPE", at: index) || starts(bytes, "<!ENTITY", at: index) {
          return (
            index,
            "a DOCTYPE or entity declaration is not read (XLIFF defines no entities of its own)"
          )
        } else {
          index += 1
        }
      case UInt8(ascii: "&"):
        if let reason = problem(ofReferenceIn: bytes, at: index) { return (index, reason) }
        index += 1
      default:
        index += 1
      }
    }
    return nil
  }

  /// When a comment, CDATA section or processing instruction starts at `index`, the offset past
  /// its end (`nil` inside when it never ends); `nil` for anything else.
  static func skipMarkup(_ bytes: [UInt8], at index: Int) -> Int?? {
    for (open, close) in [("<!--", "-->"), ("<![CDATA[", "]]>"), ("<?", "?>")]
    where starts(bytes, open, at: index) {
      let pattern = Array(close.utf8)
      var end = index + open.utf8.count
      while end + pattern.count <= bytes.count {
        if bytes[end] == pattern[0], bytes[end..<(end + pattern.count)].elementsEqual(pattern) {
          return .some(end + pattern.count)
        }
        end += 1
      }
      return .some(nil)
    }
    return nil
  }

  /// Why the reference starting with the `&` at `index` is refused, or `nil` when it is one of
  /// XML's five entities or a character reference.
  private static func problem(ofReferenceIn bytes: [UInt8], at index: Int) -> String? {
    // Up to the first byte that is in no name (at most 64: a longer name is refused anyway).
    var end = index + 1
    while end < bytes.count, end - index <= 64, isNameByte(bytes[end]) { end += 1 }
    guard end < bytes.count, bytes[end] == UInt8(ascii: ";"), end > index + 1 else {
      return "an & that starts no entity or character reference (write &amp;)"
    }
    let name = bytes[(index + 1)..<end]
    let text = String(decoding: name, as: UTF8.self)
    if ["amp", "lt", "gt", "quot", "apos"].contains(text) { return nil }
    let decimal = name.dropFirst()
    let hexadecimal = name.dropFirst(2)
    if name.first == UInt8(ascii: "#"),
      (!decimal.isEmpty && decimal.allSatisfy { (0x30...0x39).contains($0) })
        || (decimal.first == UInt8(ascii: "x") && !hexadecimal.isEmpty
          && hexadecimal.allSatisfy { Character(Unicode.Scalar($0)).isHexDigit })
    {
      return nil
    }
    return name.first == UInt8(ascii: "#")
      ? "\"&\(text);\" is not a character reference"
      : "entity \(ContentExcerpt.quoted(text)) is not one XLIFF defines (only &amp; &lt; &gt; &quot; &apos; and "
        + "character references &#…; are read)"
  }

  /// Whether `byte` may be part of an entity's name or a character reference: ASCII letters,
  /// digits, `#`, `_`, `-`, `.`, `:`, and any byte of a character beyond ASCII.
  private static func isNameByte(_ byte: UInt8) -> Bool {
    byte >= 0x80 || (0x30...0x3A).contains(byte) || (0x41...0x5A).contains(byte)
      || (0x61...0x7A).contains(byte) || [0x23, 0x5F, 0x2D, 0x2E].contains(byte)
  }

  private static func starts(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
    bytes[index...].starts(with: prefix.utf8)
  }
}
