/// Text written inside a Swift (or C) `"…"` string literal.
package enum SwiftStringLiteral {
  /// `text` as the inside of a `"…"` literal: `\`, `"`, line breaks, tabs and other control
  /// characters escaped (`\n`, `\u{1B}`), and the scalars `also` names.
  ///
  /// `spelled` writes an escaped scalar other than those five (Swift's `\u{…}` by default; an
  /// Objective-C literal gives its own).
  package static func escaped(
    _ text: String, also: (Unicode.Scalar) -> Bool = { _ in false },
    spelled: (Unicode.Scalar) -> String = {
      "\\u{" + String($0.value, radix: 16, uppercase: true) + "}"
    }
  ) -> String {
    var result = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": result += "\\\\"
      case "\"": result += "\\\""
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case _ where isControl(scalar) || also(scalar): result += spelled(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// C0 and C1 controls, DEL, and the line and paragraph separators.
  package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }
}
