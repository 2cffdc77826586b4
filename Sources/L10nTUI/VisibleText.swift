/// Values as the grid and the detail pane show them: control characters never reach the
/// terminal raw.
public enum VisibleText {
  /// `text` with line breaks as `↵`, tabs as `⇥`, and other control characters as their
  /// Unicode control pictures (ESC as `␛`), so a value holding `ESC [2J` shows as text.
  public static func escaped(_ text: String) -> String {
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
  private static func needsEscaping(_ text: String) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in text.utf8 {
      if byte < 0x20 || byte == 0x7F { return true }
      if previous == 0xC2, (0x80...0x9F).contains(byte) { return true }
      if beforePrevious == 0xE2, previous == 0x80, byte == 0xA8 || byte == 0xA9 { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }
}
