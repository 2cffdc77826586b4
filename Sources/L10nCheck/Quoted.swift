import L10nModel

/// Text quoted for a one-line message: in double quotes, with line breaks, tabs and other
/// control characters shown as escapes so a finding always stays on one line.
enum Quoted {
  static func text(_ text: String) -> String {
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

  static func key(_ key: LocalizationKey) -> String {
    text(key.text)
  }
}

extension String {
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
