/// Whether a text code shows is language a translator would translate, for `hardcoded-string`:
/// not an identifier, a URL, a file name, a machine's format, unit symbols or brand names
/// alone, nor text without letters.
package enum ShownText {
  /// Unit and time zone symbols the same in every language: a text of these and numbers is no
  /// language.
  static let units: Set<String> = [
    "FPS", "GMT", "UTC",
    "Hz", "kHz", "MHz", "GHz", "B", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB",
    "TiB", "bps", "Kbps", "kbps", "Mbps", "Gbps", "KB/s", "MB/s", "GB/s", "mAh", "mA", "A",
    "mV", "V", "W", "mW", "Wh", "ms", "fps", "rpm", "RPM", "dB", "dBm", "px", "pt", "°C", "°F",
    "°", "x", "%",
  ]

  /// The letters of date and number formats (`yyyy-MM-dd`, `HH:mm`).
  private static let formatLetters: Set<Character> = [
    "y", "M", "d", "H", "h", "m", "s", "S", "a", "E", "z", "Z", "L", "w", "W", "k", "K", "G",
    "Q", "u", "V", "X", "x",
  ]

  /// Whether `text` is language.
  ///
  /// Some word of letters must be left once interpolations (`\(…)`),
  /// `brandNames` and unit symbols are taken out, and it is no identifier, URL, file name or
  /// date format. `minimumWords` words of two letters or more are needed (two for
  /// `Text(verbatim:)`, whose single words are mostly names).
  package static func isLanguage(_ text: String, brandNames: [String], minimumWords: Int = 1)
    -> Bool
  {
    var rest = text.replacing("\\(…)", with: " ")
    // The longest first: `System Stats` before `Stats`.
    for name in brandNames.sorted(by: { $0.count > $1.count }) where !name.isEmpty {
      rest = rest.replacing(name, with: " ")
    }
    let tokens = rest.split(whereSeparator: \.isWhitespace).filter { token in
      !units.contains(String(token.trimmingPunctuation))
    }
    let lettered = tokens.filter { $0.contains(where: \.isLetter) }
    // `macOS \(…) (\(…))`: names and identifiers around values.
    guard !lettered.allSatisfy({ isIdentifier($0.trimmingPunctuation) }) else { return false }
    if isDateFormat(rest) { return false }
    let words = tokens.filter { $0.count(where: \.isLetter) >= 2 }
    return words.count >= minimumWords
  }

  /// An identifier, URL, key path or file name: one token with a character words do not have
  /// (`.`, `_`, `/`, `:`, `@`, `#`, `=`, …), camel case (`cellIdentifier`), or lower case with
  /// a digit or hyphen (`en-us`, `h264`).
  private static func isIdentifier(_ token: Substring) -> Bool {
    if token.contains(where: { "._/\\:@#={}<>|~^$&*+[]".contains($0) }) { return true }
    var previousIsLower = false
    for character in token {
      if previousIsLower, character.isUppercase { return true }
      previousIsLower = character.isLowercase
    }
    return !token.contains(where: \.isUppercase)
      && token.contains(where: { $0 == "-" || $0.isNumber })
  }

  /// `yyyy-MM-dd HH:mm`: only format letters, with a letter doubled.
  private static func isDateFormat(_ text: String) -> Bool {
    let letters = text.filter(\.isLetter)
    guard !letters.isEmpty, letters.allSatisfy({ formatLetters.contains($0) }) else {
      return false
    }
    return zip(letters, letters.dropFirst()).contains { $0 == $1 }
  }
}

extension Substring {
  /// Without the punctuation a word may carry around it (`Name:`, `(beta)`, `Done.`, `…`).
  fileprivate var trimmingPunctuation: Substring {
    let marks: Set<Character> = [".", ":", ",", ";", "!", "?", "…", "(", ")", "\"", "'", "“", "”"]
    var result = self
    while let first = result.first, marks.contains(first) { result = result.dropFirst() }
    while let last = result.last, marks.contains(last) { result = result.dropLast() }
    return result
  }
}
