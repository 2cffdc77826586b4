/// Text as the editor shows it: control characters never reach the terminal raw, and the
/// invisible characters that can disguise text are shown.
///
/// `Screen` draws everything through `escaped`, so keys, table names, paths, messages and
/// popups are shown the same way as values.
package enum VisibleText {
  /// `text` with every character that could steer the terminal or disguise text shown.
  ///
  /// Line breaks show as `↵`, tabs as `⇥`, other control characters as their Unicode control
  /// pictures (ESC as `␛`), C1 controls and line or paragraph separators as `⍰`; direction
  /// overrides, embeddings and isolates, zero-width spaces, word joiners and byte order marks
  /// by their code point (`⟦U+202E⟧`). So a value holding `ESC [2J` or a key reversed by
  /// U+202E shows as what it is. The direction marks of right-to-left text (LRM, RLM, ALM) are
  /// left as they are.
  package static func escaped(_ text: String) -> String {
    guard needsEscaping(text) else { return text }
    var output = ""
    output.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar.value {
      case 0x0A: output += "↵"
      case 0x09: output += "⇥"
      case 0x00...0x1F: output.unicodeScalars.append(Unicode.Scalar(0x2400 + scalar.value) ?? "?")
      case 0x7F: output += "␡"
      case 0x80...0x9F, 0x2028, 0x2029: output += "⍰"
      case 0x200B, 0x202A...0x202E, 0x2060, 0x2066...0x2069, 0xFEFF:
        output += "⟦U+" + String(scalar.value, radix: 16, uppercase: true) + "⟧"
      default: output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `character` as `escaped` shows it (one character may show as two, `\r\n` as `␍↵`).
  static func escaped(_ character: Character) -> String {
    if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7F { return String(character) }
    let text = String(character)
    return needsEscaping(text) ? escaped(text) : text
  }

  /// Whether `text` has a character `escaped` would change (checked on the UTF-8 bytes).
  static func needsEscaping(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if byte >= 0x80 {
        if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
        if isDisguising(beforePrevious, previous, byte) { return true }
      }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  /// Whether three UTF-8 bytes encode U+200B, U+2028…U+202E, U+2060, U+2066…U+2069 or U+FEFF.
  private static func isDisguising(_ first: UInt8, _ second: UInt8, _ third: UInt8) -> Bool {
    switch (first, second) {
    case (0xE2, 0x80): third == 0x8B || (0xA8...0xAE).contains(third)
    case (0xE2, 0x81): third == 0xA0 || (0xA6...0xA9).contains(third)
    case (0xEF, 0xBB): third == 0xBF
    default: false
    }
  }
}
