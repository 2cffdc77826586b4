/// The most attributes one element of an XLIFF file may have.
///
/// libxml2 (under Foundation's `XMLParser` on Linux, 2.9) compares each attribute of an element
/// with every one before it, looking for repeats: an element of 340,000 attributes (4 MB) took
/// 23 seconds, and twice as many four times as long. XLIFF elements have a handful; with at
/// most `maximum` the comparisons stay within `maximum` per attribute, so reading stays linear
/// in the file's size.
enum XMLAttributeLimit {
  /// 256: Xcode writes at most six on one element.
  static let maximum = 256

  /// The first start tag in UTF-8 `bytes` with more than `maximum` attributes, outside
  /// comments, CDATA sections and processing instructions: its offset and why it is refused.
  static func firstProblem(in bytes: [UInt8]) -> (offset: Int, reason: String)? {
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "<") else {
        index += 1
        continue
      }
      if let skipped = XMLEntityCheck.skipMarkup(bytes, at: index) {
        guard let end = skipped else { return nil }  // unterminated: the parser says so
        index = end
        continue
      }
      // A tag: its `=`s outside quoted values are its attributes.
      var end = index + 1
      var quote: UInt8?
      var attributes = 0
      var names: Set<ArraySlice<UInt8>> = []
      while end < bytes.count {
        let byte = bytes[end]
        if let open = quote {
          if byte == open { quote = nil }
        } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          quote = byte
        } else if byte == UInt8(ascii: "=") {
          attributes += 1
          if attributes <= maximum, let name = name(before: end, in: bytes, from: index),
            !names.insert(bytes[name]).inserted
          {
            return (
              name.lowerBound,
              "the attribute \"\(String(decoding: bytes[name], as: UTF8.self))\" is written "
                + "twice in one element"
            )
          }
        } else if byte == UInt8(ascii: ">") {
          break
        }
        end += 1
      }
      if attributes > maximum {
        return (
          index,
          "an element with \(attributes) attributes is not read (at most \(maximum): XLIFF "
            + "elements have a few)"
        )
      }
      index = end + 1
    }
    return nil
  }

  /// The attribute name before the `=` at `equals` (white space around it allowed), not before
  /// `start`.
  private static func name(before equals: Int, in bytes: [UInt8], from start: Int) -> Range<Int>? {
    func isSpace(_ byte: UInt8) -> Bool { [0x20, 0x09, 0x0A, 0x0D].contains(byte) }
    var end = equals
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    var first = end
    while first > start, !isSpace(bytes[first - 1]), bytes[first - 1] != UInt8(ascii: "\""),
      bytes[first - 1] != UInt8(ascii: "'")
    {
      first -= 1
    }
    return first < end ? first..<end : nil
  }
}
