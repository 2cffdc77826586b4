/// A short, inert excerpt of text read from a file, for an error message that must quote it
/// (a column name, a language code, a setting's name): never more than `limit` characters,
/// control and invisible characters written as `\u{…}`.
///
/// An error quotes no more of a file than this: a glossary or settings file that turns out to
/// be a link to `/proc/self/environ` or a credentials file must not print it whole.
package enum ContentExcerpt {
  /// The most characters of the text quoted.
  package static let limit = 40

  /// `text` cut to `limit` characters (`…` after a cut), escaped, in double quotes.
  package static func quoted(_ text: some StringProtocol, limit: Int = limit) -> String {
    var shown = ""
    var count = 0
    for character in text {
      guard count < limit else {
        shown += "…"
        break
      }
      count += 1
      for scalar in character.unicodeScalars {
        if isShown(scalar) {
          shown.unicodeScalars.append(scalar)
        } else {
          shown += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        }
      }
    }
    return "\"" + shown + "\""
  }

  /// Whether `scalar` is printed as it is: not a control character (C0, DEL, C1), nor a line
  /// or paragraph separator, nor an invisible direction or zero-width mark (what the CLI's
  /// inert output escapes too).
  package static func isShown(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF:
      false
    default: true
    }
  }
}
