/// What Foundation's `XMLParser` cannot be given: on Linux it crashes on names, attributes and
/// text that are not UTF-8 and on a processing instruction without data (`<?pi?>`), so the
/// XLIFF reader refuses them before parsing (an XLIFF file holds no instruction but the XML
/// declaration).
enum XMLParserHazards {
  /// The first such thing in `bytes`: its offset and why it is refused.
  static func first(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
    if isUTF8(bytes), let offset = RemoteStringsReader.firstInvalidUTF8(in: bytes) {
      return (
        offset, "not UTF-8 text (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)))"
      )
    }
    return firstInstructionWithoutData(in: bytes)
  }

  /// Whether `bytes` are not UTF-16 (which the parser turns into UTF-8 itself): any other
  /// text must be UTF-8, whatever encoding it declares (with one the parser does not know, it
  /// passes the bytes on as they are).
  private static func isUTF8(_ bytes: [UInt8]) -> Bool {
    bytes.count < 2 || !(bytes[0] == 0 || bytes[1] == 0 || [0xFE, 0xFF].contains(bytes[0]))
  }

  /// The first processing instruction without data, outside comments and CDATA sections.
  private static func firstInstructionWithoutData(in bytes: [UInt8]) -> (
    offset: Int, reason: String
  )? {
    var index = 0
    while index + 1 < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if starts(bytes, "<!--", at: index) {
        index = end(of: "-->", in: bytes, from: index + 4)
      } else if starts(bytes, "<![CDATA[", at: index) {
        index = end(of: "]]>", in: bytes, from: index + 9)
      } else if bytes[index + 1] == UInt8(ascii: "?") {
        let close = end(of: "?>", in: bytes, from: index + 2)
        guard close - 2 >= index + 2, starts(bytes, "?>", at: close - 2) else { return nil }
        if !bytes[(index + 2)..<(close - 2)].contains(where: {
          [0x20, 0x09, 0x0A, 0x0D].contains($0)
        }) {
          return (index, "a processing instruction without data (<?name?>) is not read")
        }
        index = close
      } else {
        index += 1
      }
    }
    return nil
  }

  private static func starts(_ bytes: [UInt8], _ prefix: String, at index: Int) -> Bool {
    bytes[index...].starts(with: prefix.utf8)
  }

  /// The offset just past the first `terminator` at or after `start`, or the end of `bytes`.
  private static func end(of terminator: String, in bytes: [UInt8], from start: Int) -> Int {
    let pattern = Array(terminator.utf8)
    var index = start
    while index + pattern.count <= bytes.count {
      if bytes[index..<(index + pattern.count)].elementsEqual(pattern) {
        return index + pattern.count
      }
      index += 1
    }
    return bytes.count
  }
}
