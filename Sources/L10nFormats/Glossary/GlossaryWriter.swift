import L10nModel

/// Writes glossary entries as the CSV `GlossaryReader` reads: a header row (`term`, `language`,
/// `translation`, `note`), then a row per entry, every field quoted.
public enum GlossaryWriter {
  /// `entries` as CSV text (LF line ends).
  public static func csv(_ entries: [GlossaryEntry]) -> String {
    "term,language,translation,note\n"
      + entries.map { entry in
        [entry.term, entry.language.code, entry.translation, entry.note].map(quoted)
          .joined(separator: ",") + "\n"
      }.joined()
  }

  /// `field` in quotes, its quotes doubled — by scalars: a quote and a combining mark after it
  /// are one character, and a quote all the same.
  static func quoted(_ field: String) -> String {
    var scalars = String.UnicodeScalarView()
    for scalar in field.unicodeScalars {
      if scalar == "\"" { scalars.append(scalar) }
      scalars.append(scalar)
    }
    return "\"" + String(scalars) + "\""
  }
}
