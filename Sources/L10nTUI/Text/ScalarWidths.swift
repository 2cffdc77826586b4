import CTerminalWidth

/// How many columns a terminal gives each Unicode scalar.
///
/// The source is the C library's `wcwidth` in a UTF-8 locale, the table curses and tmux place
/// characters by, so what the grid lays out is what the terminal draws. Where `wcwidth`
/// knows no width (a control character, a scalar newer than the C library, or no UTF-8
/// locale installed) the width follows Unicode: East Asian wide and fullwidth and emoji
/// presentation 2, combining marks and format characters 0, anything else 1.
enum ScalarWidths {
  /// The width of `scalar`: 0, 1 or 2.
  static func width(of scalar: Unicode.Scalar) -> Int {
    guard scalar.value >= 0x10000 else { return Int(basicPlane[Int(scalar.value)]) }
    var reported: Int8 = -1
    _ = l10n_terminal_widths(scalar.value, 1, &reported)
    return resolved(reported, of: scalar)
  }

  /// Widths of the Basic Multilingual Plane, measured once: rendering asks for them a lot.
  private static let basicPlane: [UInt8] = {
    var reported = [Int8](repeating: -1, count: 0x10000)
    _ = l10n_terminal_widths(0, 0x10000, &reported)
    return (0..<0x10000).map { value in
      Unicode.Scalar(UInt32(value)).map { UInt8(resolved(reported[value], of: $0)) } ?? 1
    }
  }()

  /// `wcwidth`'s answer when it has one, otherwise the width by Unicode properties.
  private static func resolved(_ reported: Int8, of scalar: Unicode.Scalar) -> Int {
    reported >= 0 ? Int(reported) : propertyWidth(of: scalar)
  }

  private static func propertyWidth(of scalar: Unicode.Scalar) -> Int {
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
