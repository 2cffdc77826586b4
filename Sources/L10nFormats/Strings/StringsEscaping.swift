import L10nModel

/// The escape rules of `.strings` text: decoding as Apple's parser does, and the canonical
/// minimal encoding every write uses for text it produces.
public enum StringsEscaping {
  /// Decodes the bytes between a token's quotes, exactly as Apple's parser does.
  ///
  /// `\n \t \r \a \b \f \v` are control characters. `\U` and up to four hex digits is one
  /// UTF-16 unit (`\UD83D\UDE00` pairs into one scalar; no digits at all gives U+0000; a lone
  /// surrogate becomes U+FFFD). A backslash and up to three octal digits is a NeXTSTEP-encoded
  /// byte. A backslash before any other character yields that character: `\T` is `T`, `\"` is
  /// `"`, and — unlike C — `\u00e9` is the text `u00e9`, since only upper-case `\U` is an escape.
  public static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard bytes.contains(UInt8(ascii: "\\")) else {
      return String(decoding: bytes, as: UTF8.self)
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count)
    var pendingHighSurrogate: UInt16?
    var index = 0
    func flushSurrogate() {
      if pendingHighSurrogate != nil {
        appendScalar(0xFFFD, to: &output)
        pendingHighSurrogate = nil
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "\\"), index + 1 < bytes.count else {
        flushSurrogate()
        output.append(byte)
        index += 1
        continue
      }
      let next = bytes[index + 1]
      index += 2
      if next == UInt8(ascii: "U") {
        var unit: UInt32 = 0
        var digits = 0
        while digits < 4, index < bytes.count, let digit = bytes[index].hexDigitValue {
          unit = unit << 4 | digit
          digits += 1
          index += 1
        }
        appendUTF16(UInt16(unit), pending: &pendingHighSurrogate, to: &output)
        continue
      }
      flushSurrogate()
      if let octal = octalValue(next) {
        var value = octal
        var digits = 1
        while digits < 3, index < bytes.count, let digit = octalValue(bytes[index]) {
          value = value << 3 | digit
          digits += 1
          index += 1
        }
        appendScalar(NeXTSTEPEncoding.scalar(for: UInt8(truncatingIfNeeded: value)), to: &output)
        continue
      }
      switch next {
      case UInt8(ascii: "n"): output.append(0x0A)
      case UInt8(ascii: "t"): output.append(0x09)
      case UInt8(ascii: "r"): output.append(0x0D)
      case UInt8(ascii: "a"): output.append(0x07)
      case UInt8(ascii: "b"): output.append(0x08)
      case UInt8(ascii: "f"): output.append(0x0C)
      case UInt8(ascii: "v"): output.append(0x0B)
      default: output.append(next)  // a lead byte; its continuation bytes follow verbatim
      }
    }
    flushSurrogate()
    return String(decoding: output, as: UTF8.self)
  }

  /// Encodes `text` as a double-quoted token with canonical minimal escaping: `\"`, `\\`, `\n`,
  /// `\t`, `\r`, other control characters as `\U00XX`, everything else literal.
  public static func encodeQuoted(_ text: String) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(text.utf8.count + 2)
    appendQuoted(text, to: &output)
    return output
  }

  /// Appends `text` to `output` as `encodeQuoted` encodes it, without a buffer of its own.
  package static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    var text = text
    text.withUTF8 { appendQuoted(utf8: $0, to: &output) }
  }

  /// Appends the text whose UTF-8 is `bytes` to `output` as `encodeQuoted` encodes it.
  package static func appendQuoted(utf8 bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8])
  {
    output.append(UInt8(ascii: "\""))
    // Runs of bytes that need no escape are copied whole.
    var runStart = 0
    var index = 0
    while index < bytes.count {
      index = plainRuns.end(of: bytes, from: index)
      guard index < bytes.count else { break }
      let byte = bytes[index]
      let escaped: UInt8
      var length = 1
      var control = false
      switch byte {
      case 0x22: escaped = UInt8(ascii: "\"")
      case 0x5C: escaped = UInt8(ascii: "\\")
      case 0x0A: escaped = UInt8(ascii: "n")
      case 0x09: escaped = UInt8(ascii: "t")
      case 0x0D: escaped = UInt8(ascii: "r")
      case 0x00...0x1F, 0x7F:
        escaped = byte
        control = true
      case 0xC2 where index + 1 < bytes.count && (0x80...0x9F).contains(bytes[index + 1]):
        // U+0080…U+009F, the C1 control characters.
        escaped = bytes[index + 1]
        length = 2
        control = true
      default:
        index += 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
      output.append(UInt8(ascii: "\\"))
      if control {
        // A control character: `\U00XX`.
        output.append(contentsOf: "U00".utf8)
        output.append(hexDigit(UInt32(escaped) >> 4))
        output.append(hexDigit(UInt32(escaped)))
      } else {
        output.append(escaped)
      }
      index += length
      runStart = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }

  /// Runs of bytes `appendQuoted` never escapes: no control character, `"`, `\\`, DEL, nor the
  /// first byte of a C1 control.
  private static let plainRuns = PlainRuns(stops: [0x22, 0x5C, 0x7F, 0xC2])

  /// The upper-case hex digit of `value`'s low four bits.
  private static func hexDigit(_ value: UInt32) -> UInt8 {
    let digit = UInt8(value & 0xF)
    return digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "A") + digit - 10
  }

  private static func octalValue(_ byte: UInt8) -> UInt32? {
    (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(byte) ? UInt32(byte - UInt8(ascii: "0")) : nil
  }

  private static func appendUTF16(
    _ unit: UInt16, pending: inout UInt16?, to output: inout [UInt8]
  ) {
    switch unit {
    case 0xD800...0xDBFF:
      if pending != nil { appendScalar(0xFFFD, to: &output) }
      pending = unit
    case 0xDC00...0xDFFF:
      if let high = pending {
        let value = 0x10000 + (UInt32(high - 0xD800) << 10) + UInt32(unit - 0xDC00)
        appendScalar(value, to: &output)
        pending = nil
      } else {
        appendScalar(0xFFFD, to: &output)
      }
    default:
      if pending != nil {
        appendScalar(0xFFFD, to: &output)
        pending = nil
      }
      appendScalar(UInt32(unit), to: &output)
    }
  }

  private static func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
    UTF8.encode(Unicode.Scalar(value) ?? "\u{FFFD}") { output.append($0) }
  }
}
