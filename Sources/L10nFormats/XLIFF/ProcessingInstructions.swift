/// The processing instructions (`<?target data?>`) that Foundation's `XMLParser` cannot pass
/// on: on Linux it crashes on one without data (`<?pi?>`) or with text that is not UTF-8, so
/// the XLIFF reader refuses them before parsing (an XLIFF file holds none but the XML
/// declaration).
enum ProcessingInstructions {
  /// The first such instruction in `bytes` (outside comments and CDATA sections): its offset and
  /// why it is refused.
  static func firstRefused(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
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
        let body = bytes[(index + 2)..<(close - 2)]
        if String(validating: body, as: UTF8.self) == nil {
          return (index, "a processing instruction that is not UTF-8 text")
        }
        if !body.contains(where: { [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
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
