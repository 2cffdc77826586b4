/// Values as the grid and the detail pane show them: control characters never reach the
/// terminal raw.
public enum VisibleText {
  /// `text` with line breaks as `↵`, tabs as `⇥`, and other control characters as their
  /// Unicode control pictures (ESC as `␛`), so a value holding `ESC [2J` shows as text.
  public static func escaped(_ text: String) -> String {
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
}
