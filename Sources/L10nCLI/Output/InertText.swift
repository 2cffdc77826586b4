import L10nModel

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

  /// Whether the UTF-8 text `bytes` has none of the characters `line(_:)` escapes (then it is
  /// printed as it is), told from the bytes: C0 and DEL, C1 (`C2 80`–`C2 9F`), U+200B–U+200F and
  /// U+2028–U+202E (`E2 80 …`), U+2060–U+2069 (`E2 81 …`) and U+FEFF (`EF BB BF`).
  static func isSafe(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    let count = bytes.count
    var index = 0
    // Eight bytes at a time up to the first word that may hold one (a control character or
    // a first byte of those sequences), then that word byte by byte.
    var checked = 0
    while index < count {
      if index >= checked {
        index = plain.end(of: bytes, from: index)
        checked = index + 8
        guard index < count else { break }
      }
      let byte = bytes[index]
      if byte < 0x20 || byte == 0x7F { return false }
      if byte == 0xC2, index + 1 < count, bytes[index + 1] <= 0x9F { return false }
      if byte == 0xE2, index + 2 < count {
        let (second, third) = (bytes[index + 1], bytes[index + 2])
        if second == 0x80, (0x8B...0x8F).contains(third) || (0xA8...0xAE).contains(third) {
          return false
        }
        if second == 0x81, (0xA0...0xA9).contains(third) { return false }
      }
      if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBB, bytes[index + 2] == 0xBF {
        return false
      }
      index += 1
    }
    return true
  }

  /// Runs of bytes that start none of what `isSafe` looks for.
  private static let plain = PlainRuns(stops: [0x7F, 0xC2, 0xE2, 0xEF])

  /// Whether `scalar` must not reach a terminal or log raw.
  static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
    !ContentExcerpt.isShown(scalar)
  }
}
