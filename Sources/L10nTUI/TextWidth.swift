/// Display widths of text in a terminal, and the text a cell can hold.
///
/// Terminals place one "spacing" scalar per cell (two for East Asian wide characters and
/// emoji), with combining marks drawn on top. A grapheme cluster that holds several spacing
/// scalars (a skin-toned emoji, a ZWJ family) has no agreed width across terminals, so it is
/// drawn as its first spacing scalar plus its combining marks: 👍🏽 shows as 👍, 👨‍👩‍👧 as 👨.
/// Widths follow Unicode's East Asian Width (wide and fullwidth are 2), emoji presentation
/// (2), and zero for combining marks and format characters — the same answers glibc's
/// `wcwidth` gives, so the grid never misaligns.
public enum TextWidth {
  /// The width of one scalar: 0, 1 or 2.
  public static func width(of scalar: Unicode.Scalar) -> Int {
    scalar.value < 0x10000 ? Int(basicPlane[Int(scalar.value)]) : computedWidth(of: scalar)
  }

  /// Widths of the Basic Multilingual Plane, computed once: rendering asks for them a lot.
  private static let basicPlane: [UInt8] = (0..<0x10000).map { value in
    Unicode.Scalar(UInt32(value)).map { UInt8(computedWidth(of: $0)) } ?? 1
  }

  private static func computedWidth(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value < 0x20 ? 0 : 1 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format, .control: return 0
    default: break
    }
    if (0x1160...0x11FF).contains(value) || value == 0x200B { return 0 }
    if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
    return 1
  }

  /// What a cell shows for `character` and how many columns it takes.
  public static func cell(_ character: Character) -> (text: String, width: Int) {
    if let ascii = character.asciiValue {
      return ascii >= 0x20 && ascii < 0x7F ? (String(character), 1) : ("", 0)
    }
    var scalars = character.unicodeScalars.makeIterator()
    if let only = scalars.next(), scalars.next() == nil {
      let width = width(of: only)
      return width > 0 ? (String(character), width) : ("", 0)
    }
    var text = ""
    var width = 0
    var marks = 0
    for scalar in character.unicodeScalars {
      if scalar == "\u{200D}" || scalar == "\u{FE0E}" || scalar == "\u{FE0F}" { continue }
      let scalarWidth = Self.width(of: scalar)
      if text.isEmpty {
        guard scalarWidth > 0 else { continue }
        text.unicodeScalars.append(scalar)
        width = scalarWidth
      } else if scalarWidth == 0, marks < 4, isCombiningMark(scalar) {
        text.unicodeScalars.append(scalar)
        marks += 1
      }
    }
    return (text, width)
  }

  /// The display width of `text`, as the grid draws it.
  public static func width(of text: some StringProtocol) -> Int {
    text.reduce(0) { $0 + cell($1).width }
  }

  /// `text` cut to at most `width` columns, ending with `…` when cut.
  public static func truncate(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    // One pass: remember where the text must be cut if it turns out longer than `width`.
    var used = 0
    var cut = text.startIndex
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = cell(text[index]).width
      if used + characterWidth > width { return String(text[..<cut]) + "…" }
      used += characterWidth
      index = text.index(after: index)
      if used <= width - 1 { cut = index }
    }
    return text
  }

  /// The longest end of `text` that fits in `width` columns (what a line editor shows to the
  /// left of its cursor when the text is longer than the field).
  public static func suffix(of text: String, fitting width: Int) -> Substring {
    var used = 0
    var start = text.endIndex
    while start > text.startIndex {
      let previous = text.index(before: start)
      used += cell(text[previous]).width
      if used > width { break }
      start = previous
    }
    return text[start...]
  }

  /// `text` padded with spaces to exactly `width` columns (cut with `…` when longer).
  public static func pad(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    var used = 0
    var cut = text.startIndex
    var cutWidth = 0
    var index = text.startIndex
    while index < text.endIndex {
      let characterWidth = cell(text[index]).width
      if used + characterWidth > width {
        return String(text[..<cut]) + "…" + String(repeating: " ", count: width - 1 - cutWidth)
      }
      used += characterWidth
      index = text.index(after: index)
      if used <= width - 1 {
        cut = index
        cutWidth = used
      }
    }
    return text + String(repeating: " ", count: width - used)
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    let category = scalar.properties.generalCategory
    return category == .nonspacingMark || category == .enclosingMark
  }

  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default:
      false
    }
  }
}
