import L10nModel

/// `email`: a translation lacks a contact e-mail address of its source, or has one the source
/// lacks.
///
/// Only contact addresses are compared: after `mailto:`, at a well-known mail provider, or with
/// a local part such as `support` or `help`. Other addresses are example data (a preview's
/// `another@follower.social`, a fediverse handle) that translators translate on purpose.
package struct EmailRule: KeptTokenRule, FormTextRule {
  package static let id = "email"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation lacks a contact e-mail address of its source, or adds one."

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

  /// The contact e-mail addresses of `text`, lowercased: `local@domain.tld` after `mailto:`,
  /// at a well-known mail provider or with a support-like local part, and not a fediverse
  /// handle (`@name@server`).
  static func addresses(_ text: String) -> [String] {
    addressSpans(Array(text.unicodeScalars)).map(\.address)
  }

  /// The contact e-mail addresses of the text of `scalars` (see `addresses`), each with where
  /// it is in unicode scalars, a `mailto:` before it included (what machine translation
  /// masks).
  package static func addressSpans(_ scalars: [Unicode.Scalar]) -> [(
    scalars: Range<Int>, address: String
  )] {
    var addresses: [(scalars: Range<Int>, address: String)] = []
    for (at, scalar) in scalars.enumerated() where scalar == "@" {
      var start = at
      while start > 0, isLocal(scalars[start - 1]) { start -= 1 }
      var end = at + 1
      while end < scalars.count, isDomain(scalars[end]) { end += 1 }
      while end > at + 1, scalars[end - 1] == "." || scalars[end - 1] == "-" { end -= 1 }
      let domain = scalars[(at + 1)..<end]
      guard start < at, domain.contains("."), domain.first != "." else { continue }
      let local = String(String.UnicodeScalarView(scalars[start..<at])).lowercased()
      let host = String(String.UnicodeScalarView(domain)).lowercased()
      let isMailto =
        start >= 7
        && String(String.UnicodeScalarView(scalars[(start - 7)..<start])).lowercased()
          == "mailto:"
      let isHandle = start > 0 && scalars[start - 1] == "@"
      guard isMailto || (!isHandle && isContact(local: local, host: host)) else { continue }
      addresses.append(((isMailto ? start - 7 : start)..<end, local + "@" + host))
    }
    return addresses
  }

  /// Whether `local@host` reads as a real contact: a support-like local part (`support`,
  /// `help.desk`, `privacy-team`) or a well-known mail provider's domain.
  private static func isContact(local: String, host: String) -> Bool {
    let parts = local.split { $0 == "." || $0 == "-" || $0 == "_" || $0 == "+" }
    return parts.contains { contactWords.contains(String($0)) } || mailProviders.contains(host)
  }

  /// Local parts (or their dot-, dash- or underscore-separated words) of contact addresses.
  private static let contactWords: Set<String> = [
    "support", "help", "contact", "info", "feedback", "privacy", "hello", "team", "sales",
    "security", "legal", "press", "bugs", "abuse", "admin", "office", "service", "care",
    "enquiries", "inquiries", "webmaster", "postmaster", "billing", "apps", "dev", "developer",
    "mail",
  ]

  /// Well-known mail providers' domains: an address there is a person's or an app's mailbox.
  private static let mailProviders: Set<String> = [
    "gmail.com", "googlemail.com", "icloud.com", "me.com", "mac.com", "outlook.com",
    "hotmail.com", "live.com", "msn.com", "yahoo.com", "ymail.com", "aol.com", "proton.me",
    "protonmail.com", "pm.me", "gmx.com", "gmx.de", "gmx.net", "web.de", "mail.ru", "yandex.ru",
    "yandex.com", "qq.com", "163.com", "126.com", "naver.com", "fastmail.com", "zoho.com",
    "tutanota.com", "hey.com",
  ]

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
    A translation lacks a contact e-mail address of its source, or has one the source lacks \
    (a typo in the address, or one a translator made up). An address is a contact after \
    `mailto:`, at a well-known mail provider (`gmail.com`, `icloud.com`, …) or with a \
    support-like local part (`support`, `help`, `contact`, `info`, `feedback`, `privacy`, …); \
    other addresses and fediverse handles (`another@follower.social`, `@name@server`) are \
    example data that translators translate on purpose. Format specifiers such as `%@` are \
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
    RuleExample.translation(
      "Followed by another@follower.social", "de", "Gefolgt von weiterer@follower.social"),
  ]
}
