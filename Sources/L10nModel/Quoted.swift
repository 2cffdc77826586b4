/// Text quoted for a one-line message: in double quotes, with line breaks, tabs and other
/// control characters shown as escapes so a finding always stays on one line.
package enum Quoted {
  /// `text` in double quotes, its control characters and quotes escaped.
  package static func text(_ text: String) -> String {
    // Most text has nothing to escape: no byte of a control character (C0, DEL, C1 as
    // C2 80 – C2 9F) nor a quote.
    var bytes = text
    let isPlain = bytes.withUTF8 { buffer in
      var previous: UInt8 = 0
      for byte in buffer {
        if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == 0x7F
          || (previous == 0xC2 && byte <= 0x9F)
        {
          return false
        }
        previous = byte
      }
      return true
    }
    if isPlain { return "\"" + text + "\"" }
    var output = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\"": output += "\\\""
      default:
        if scalar.properties.generalCategory == .control {
          output += "\\U" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    return output + "\""
  }

  /// A key quoted as `text`.
  package static func key(_ key: LocalizationKey) -> String {
    text(key.text)
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
