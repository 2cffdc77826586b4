/// Text from files (keys, values, paths, language codes) made safe to print on one line of a
/// terminal or a CI log: control characters (C0, DEL, C1 such as U+009B, which terminals take
/// for escape sequences), line and paragraph separators, and the invisible direction and
/// zero-width marks that can disguise text are written as `\u{…}`; a backslash stays as it is.
enum InertText {
  /// `text` with every such character shown as an escape.
  static func line(_ text: String) -> String {
    // Every such character is C0 or DEL, or starts with the byte C2, E2 or EF in UTF-8: text
    // without those bytes (most) is safe as it is.
    var bytes = text
    let mayBeUnsafe = bytes.withUTF8 { buffer in
      buffer.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0xE2 || $0 == 0xEF }
    }
    guard mayBeUnsafe, text.unicodeScalars.contains(where: isUnsafe) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      if isUnsafe(scalar) {
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// Whether `scalar` must not reach a terminal or log raw.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: true
    case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: true
    default: false
    }
  }
}
