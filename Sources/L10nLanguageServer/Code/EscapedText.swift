import L10nModel

/// A string literal's text as written, decoded: Swift's and C's escapes (`\n`, `\"`,
/// `\u{1F600}`, `\u00E9`), a raw string's `\#n`, and each interpolation (`\(count)`) as `%@`,
/// the specifier of a value whose type a lexical reading cannot know.
enum EscapedText {
  /// Decodes `written`, the text between a literal's quotes (`pounds`: a raw string's `#`s).
  static func decode(_ written: ArraySlice<UInt8>, pounds: Int) -> String {
    let bytes = Array(written)
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var index = 0
    func isPound(_ offset: Int) -> Bool { offset < bytes.count && bytes[offset] == 0x23 }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), (0..<pounds).allSatisfy({ isPound(index + 1 + $0) })
      else {
        output.append(byte)
        index += 1
        continue
      }
      index += 1 + pounds
      guard index < bytes.count else { break }
      let escaped = bytes[index]
      index += 1
      switch escaped {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "0"): output.append(0x00)
      case UInt8(ascii: "("):
        index = endOfInterpolation(bytes, from: index)
        output += Array("%@".utf8)
      case UInt8(ascii: "u"):
        let (scalar, next) = unicodeEscape(bytes, from: index)
        if let scalar {
          output += Array(String(scalar).utf8)
          index = next
        } else {
          output.append(escaped)
        }
      default: output.append(escaped)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// The offset after the `)` closing an interpolation whose `(` was just read.
  private static func endOfInterpolation(_ bytes: [UInt8], from start: Int) -> Int {
    var depth = 1
    var index = start
    var inString = false
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if inString {
        if byte == UInt8(ascii: "\\") { index += 1 } else if byte == 0x22 { inString = false }
        continue
      }
      switch byte {
      case 0x22: inString = true
      case UInt8(ascii: "("): depth += 1
      case UInt8(ascii: ")"):
        depth -= 1
        if depth == 0 { return index }
      default: break
      }
    }
    return index
  }

  /// The scalar of `{1F600}` (Swift) or `00E9` (C) after a `\u`, and the offset after it.
  private static func unicodeEscape(_ bytes: [UInt8], from start: Int) -> (Unicode.Scalar?, Int) {
    var index = start
    let braced = index < bytes.count && bytes[index] == UInt8(ascii: "{")
    if braced { index += 1 }
    var value: UInt32 = 0
    var digits = 0
    while index < bytes.count, digits < (braced ? 8 : 4),
      let digit = bytes[index].hexDigitValue
    {
      value = value * 16 + digit
      digits += 1
      index += 1
    }
    if braced {
      guard index < bytes.count, bytes[index] == UInt8(ascii: "}") else { return (nil, start) }
      index += 1
    } else if digits != 4 {
      return (nil, start)
    }
    guard digits > 0, let scalar = Unicode.Scalar(value) else { return (nil, start) }
    return (scalar, index)
  }
}
