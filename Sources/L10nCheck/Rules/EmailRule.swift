import L10nModel

/// `email`: a translation lacks an e-mail address of its source, or has one the source lacks.
package struct EmailRule: KeptTokenRule, FormTextRule {
  package static let id = "email"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A translation lacks an e-mail address of its source, or adds one."

  /// Creates the rule.
  package init() {}

  package static let tokens = KeptTokens(
    noun: "e-mail address", reportsExtra: true, mayHave: EmailRule.mayHave,
    mayHold: { $0.has(0x40) },
    tokens: EmailRule.addresses)

  /// Whether `text` has an `@` between two letters or digits (`%@` and `%1$@` have none).
  private static func mayHave(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      func isAlphanumeric(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
      }
      guard bytes.count > 2 else { return false }
      return (1..<(bytes.count - 1)).contains {
        bytes[$0] == 0x40 && isAlphanumeric(bytes[$0 - 1]) && isAlphanumeric(bytes[$0 + 1])
      }
    }
  }

  /// The e-mail addresses of `text`, lowercased: `local@domain.tld`.
  static func addresses(_ text: String) -> [String] {
    let scalars = Array(text.unicodeScalars)
    var addresses: [String] = []
    for (at, scalar) in scalars.enumerated() where scalar == "@" {
      var start = at
      while start > 0, isLocal(scalars[start - 1]) { start -= 1 }
      var end = at + 1
      while end < scalars.count, isDomain(scalars[end]) { end += 1 }
      while end > at + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
      let domain = scalars[(at + 1)..<end]
      guard start < at, domain.contains("."), domain.first != "." else { continue }
      addresses.append(String(String.UnicodeScalarView(scalars[start..<end])).lowercased())
    }
    return addresses
  }

  private static func isLocal(_ scalar: Unicode.Scalar) -> Bool {
    isDomain(scalar) || "_%+".unicodeScalars.contains(scalar)
  }

  private static func isDomain(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "."
        || scalar == "-")
  }
}

// MARK: - Documentation and examples

extension EmailRule {
  package static let explanation = """
    A translation lacks an e-mail address of its source, or has one the source lacks (a \
    typo in the address, or one a translator made up). Format specifiers such as `%@` are \
    not addresses.
    """

  package static let triggeringExamples = RuleExample.translations(
    of: "Write to help@example.com",
    [
      "de": "Schreiben Sie an hilfe@example.com",
      "zh-Hans": "请联系我们",
      "ar": "راسلنا على help@exmple.com",
      "hi": "हमें लिखें",
    ])

  package static let nonTriggeringExamples = [
    RuleExample.translation("Write to help@example.com", "de", "Schreiben Sie an help@example.com"),
    RuleExample.translation("Write to %@", "zh-Hans", "请写信给 %@"),
    RuleExample.translation("Write to help@example.com", "ar", "راسلنا على help@example.com"),
    RuleExample.translation("Write to help@example.com", "hi", "help@example.com पर लिखें"),
  ]
}
