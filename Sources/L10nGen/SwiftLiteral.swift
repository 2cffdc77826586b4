import L10nModel

/// Text placed into generated Swift source: inside string literals and comments.
package enum SwiftLiteral {
  /// `text` as the inside of a `"…"` literal (see `SwiftStringLiteral.escaped`).
  package static func escaped(_ text: String) -> String {
    SwiftStringLiteral.escaped(text)
  }

  /// `text` split into comment lines at its line breaks, other control characters shown
  /// as `\u{…}` escapes (a lone `\r` would end a `///` comment).
  package static func commentLines(_ text: String) -> [String] {
    text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
      var result = ""
      for scalar in line.unicodeScalars {
        if SwiftStringLiteral.isControl(scalar) && scalar != "\t" {
          result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
      return result
    }
  }
}
