import L10nModel

/// Text from files (keys, values, comments) made inert for an editor: control and invisible
/// characters (bidi overrides, zero-width spaces; not the joiners) written as `\u{…}`, line breaks and tabs as
/// `\n` and `\t`, cut to `limit` characters with `…`; for Markdown, its punctuation escaped too
/// (no link, image, HTML or emphasis comes from a value).
package enum MarkdownText {
  /// The characters Markdown gives a meaning to, escaped with a backslash.
  private static let punctuation: Set<Unicode.Scalar> = [
    "\\", "`", "*", "_", "{", "}", "[", "]", "<", ">", "(", ")", "#", "+", "-", ".", "!", "|",
    "~", "&", ":", "\"", "'", "=",
  ]

  /// `text` made inert for Markdown, at most `limit` characters of it.
  package static func inert(_ text: some StringProtocol, limit: Int = .max) -> String {
    var output = ""
    for scalar in plain(text, limit: limit).unicodeScalars {
      if punctuation.contains(scalar) { output += "\\" }
      output.unicodeScalars.append(scalar)
    }
    return output
  }

  /// `text` made inert for plain text (an inlay hint, a completion's detail), at most `limit`
  /// characters of it.
  package static func plain(_ text: some StringProtocol, limit: Int = .max) -> String {
    // Most text is short printable ASCII: nothing to escape, nothing to cut.
    if text.utf8.count <= limit, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return String(text)
    }
    var output = ""
    var count = 0
    for character in text {
      guard count < limit else {
        output += "…"
        break
      }
      count += 1
      for scalar in character.unicodeScalars {
        switch scalar {
        case "\n": output += "\\n"
        case "\t": output += "\\t"
        // The joiners shape Persian, Indic scripts and emoji sequences: shown as they are.
        case "\u{200C}", "\u{200D}": output.unicodeScalars.append(scalar)
        case _ where !ContentExcerpt.isShown(scalar):
          output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        default: output.unicodeScalars.append(scalar)
        }
      }
    }
    return output
  }
}
