import L10nModel

/// A writing system, as far as a check on which letters a language uses needs one.
///
/// Only letters have a script here: digits, punctuation, symbols and combining marks are
/// shared by every language (`of(_:)` gives `nil`).
package enum Script: String, Sendable, CaseIterable {
  case latin, greek, cyrillic, armenian, hebrew, arabic, syriac, thaana
  case devanagari, bengali, gurmukhi, gujarati, oriya, tamil, telugu, kannada, malayalam
  case sinhala, thai, lao, tibetan, myanmar, georgian, hangul, ethiopic, khmer, mongolian
  case hiragana, katakana, bopomofo, han

  /// The script of a letter, or `nil` for anything else (and for letters of scripts not
  /// listed here).
  package static func of(_ scalar: Unicode.Scalar) -> Script? {
    let value = scalar.value
    // ASCII letters first: most text is mostly them.
    if value < 0x80 {
      return (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) ? .latin : nil
    }
    // Blocks of letters only, the common ones: no property to look up.
    switch value {
    case 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F: return .latin
    case 0x391...0x3A1, 0x3A3...0x3A9, 0x3B1...0x3C9: return .greek
    case 0x400...0x481: return .cyrillic
    case 0x5D0...0x5EA: return .hebrew
    case 0x621...0x63A, 0x641...0x64A: return .arabic
    case 0x3041...0x3096: return .hiragana
    case 0x30A1...0x30FA: return .katakana
    case 0x4E00...0x9FA5: return .han
    case 0xAC00...0xD7A3: return .hangul
    // Pictographs and emoji (and their skin tones): no letter among them.
    case 0x1F300...0x1FAFF: return nil
    default: break
    }
    guard scalar.properties.isAlphabetic else { return nil }
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = (low + high) / 2
      let range = ranges[middle]
      if value < range.first {
        high = middle - 1
      } else if value > range.last {
        low = middle + 1
      } else {
        return range.script
      }
    }
    return nil
  }

  /// Code point ranges and their script, sorted and disjoint (Unicode's Scripts.txt, by block).
  private static let ranges: [(first: UInt32, last: UInt32, script: Script)] = [
    (0x00AA, 0x00AA, .latin), (0x00BA, 0x00BA, .latin), (0x00C0, 0x024F, .latin),
    (0x0250, 0x02AF, .latin), (0x0370, 0x03FF, .greek), (0x0400, 0x052F, .cyrillic),
    (0x0530, 0x058F, .armenian), (0x0590, 0x05FF, .hebrew), (0x0600, 0x06FF, .arabic),
    (0x0700, 0x074F, .syriac), (0x0750, 0x077F, .arabic), (0x0780, 0x07BF, .thaana),
    (0x08A0, 0x08FF, .arabic), (0x0900, 0x097F, .devanagari), (0x0980, 0x09FF, .bengali),
    (0x0A00, 0x0A7F, .gurmukhi), (0x0A80, 0x0AFF, .gujarati), (0x0B00, 0x0B7F, .oriya),
    (0x0B80, 0x0BFF, .tamil), (0x0C00, 0x0C7F, .telugu), (0x0C80, 0x0CFF, .kannada),
    (0x0D00, 0x0D7F, .malayalam), (0x0D80, 0x0DFF, .sinhala), (0x0E00, 0x0E7F, .thai),
    (0x0E80, 0x0EFF, .lao), (0x0F00, 0x0FFF, .tibetan), (0x1000, 0x109F, .myanmar),
    (0x10A0, 0x10FF, .georgian), (0x1100, 0x11FF, .hangul), (0x1200, 0x139F, .ethiopic),
    (0x1780, 0x17FF, .khmer), (0x1800, 0x18AF, .mongolian), (0x1C80, 0x1C8F, .cyrillic),
    (0x1C90, 0x1CBF, .georgian), (0x1D00, 0x1D7F, .latin), (0x1E00, 0x1EFF, .latin),
    (0x1F00, 0x1FFF, .greek), (0x2C60, 0x2C7F, .latin), (0x2DE0, 0x2DFF, .cyrillic),
    (0x2E80, 0x2FDF, .han), (0x3005, 0x3007, .han), (0x3021, 0x3029, .han),
    (0x3038, 0x303B, .han), (0x3040, 0x309F, .hiragana), (0x30A0, 0x30FF, .katakana),
    (0x3100, 0x312F, .bopomofo), (0x3130, 0x318F, .hangul), (0x31A0, 0x31BF, .bopomofo),
    (0x31F0, 0x31FF, .katakana), (0x3400, 0x4DBF, .han), (0x4E00, 0x9FFF, .han),
    (0xA640, 0xA69F, .cyrillic), (0xA720, 0xA7FF, .latin), (0xA8E0, 0xA8FF, .devanagari),
    (0xAB30, 0xAB6F, .latin), (0xAC00, 0xD7AF, .hangul), (0xF900, 0xFAFF, .han),
    (0xFB00, 0xFB06, .latin), (0xFB13, 0xFB17, .armenian), (0xFB1D, 0xFB4F, .hebrew),
    (0xFB50, 0xFDFF, .arabic), (0xFE70, 0xFEFF, .arabic), (0xFF21, 0xFF3A, .latin),
    (0xFF41, 0xFF5A, .latin), (0xFF66, 0xFF9F, .katakana), (0x20000, 0x3134F, .han),
  ]
}
