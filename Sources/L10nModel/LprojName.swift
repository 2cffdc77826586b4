/// A language code that can name a `<code>.lproj` folder: letters, digits, `-` and `_`,
/// starting with a letter (`en`, `pt-BR`, `zh-Hans`, `es_419`, `Base`).
///
/// Anything else — a path (`../x`, `/abs`, `a/b`), `.`, `..`, an empty string, spaces or
/// control characters — is refused, so a name can never leave the folder it is written into.
package struct LprojName: Hashable, Sendable, CustomStringConvertible {
  /// The code, as validated.
  package let code: String

  /// The longest code accepted (BCP 47 tags are rarely longer than 35 characters).
  package static let maximumLength = 64

  /// Validates `code`, or explains why it cannot name an `.lproj` folder.
  package init(validating code: String) throws(LprojName.Invalid) {
    if let reason = Self.problem(in: code) { throw Invalid(code: code, reason: reason) }
    self.code = code
  }

  /// The folder name, `<code>.lproj`.
  package var folderName: String { code + ".lproj" }

  /// The code.
  package var description: String { code }

  /// The spelling two codes share when they name the same language in a case-insensitive file
  /// system after `_` becomes `-`: `es_MX`, `es-MX` and `ES-mx` collide.
  package var collisionKey: String {
    String(code.lowercased().map { $0 == "_" ? "-" : $0 })
  }

  /// The name Xcode gives the language's folder: legacy codes mapped (`zh_CN` → `zh-Hans`, see
  /// `legacyCodes`), `_` turned into `-`, and subtags cased as BCP 47 writes them (`pt-br` →
  /// `pt-BR`, `zh-hant` → `zh-Hant`); `Base` stays `Base`.
  package var normalized: LprojName {
    guard code != "Base" else { return self }
    let hyphenated = String(code.map { $0 == "_" ? "-" : $0 })
    let subtags = hyphenated.split(separator: "-", omittingEmptySubsequences: false)
    let cased = subtags.enumerated().map { index, subtag -> String in
      if index == 0 { return subtag.lowercased() }
      if subtag.count == 4, subtag.allSatisfy(\.isLetter) {
        return subtag.prefix(1).uppercased() + subtag.dropFirst().lowercased()
      }
      if subtag.count == 2 { return subtag.uppercased() }
      return subtag.lowercased()
    }
    let tag = cased.joined(separator: "-")
    return LprojName(checked: Self.legacyCodes[tag] ?? tag)
  }

  /// Legacy and region-only codes backends send, and the folder name Xcode uses instead.
  ///
  /// From the mappings projects keep between translation platforms and Xcode (Nextcloud Talk's
  /// Transifex `lang_map`, firefox-ios's Pontoon mapping): Chinese by region becomes Chinese by
  /// script (`zh-CN`, `zh-SG` → `zh-Hans`; `zh-TW` → `zh-Hant`; Hong Kong and Macau keep their
  /// region, Apple's `zh-HK`), Java's old ISO 639 codes their current ones, and Tagalog
  /// Filipino.
  package static let legacyCodes: [String: String] = [
    "zh-CN": "zh-Hans", "zh-SG": "zh-Hans", "zh-TW": "zh-Hant", "zh-Hans-CN": "zh-Hans",
    "zh-Hant-TW": "zh-Hant", "iw": "he", "in": "id", "ji": "yi", "tl": "fil",
  ]

  private init(checked code: String) {
    self.code = code
  }

  private static func problem(in code: String) -> String? {
    guard let first = code.unicodeScalars.first else { return "an empty language code" }
    if code == "." || code == ".." || code.contains("/") || code.contains("\\") {
      return "\(quoted(code)) is a path, not a language code"
    }
    if let bad = code.unicodeScalars.first(where: { !isAllowed($0) }) {
      return "a language code has only letters, digits, '-' and '_'; "
        + "\(quoted(code)) has \(describe(bad))"
    }
    guard first.properties.isAlphabetic else {
      return "a language code starts with a letter; \(quoted(code)) does not"
    }
    guard code.unicodeScalars.count <= maximumLength else {
      return "a language code has at most \(maximumLength) characters"
    }
    return nil
  }

  private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar {
    case "a"..."z", "A"..."Z", "0"..."9", "-", "_": true
    default: false
    }
  }

  private static func describe(_ scalar: Unicode.Scalar) -> String {
    if scalar.properties.isWhitespace || scalar.value < 0x20 || scalar.value == 0x7F {
      return scalar.codePoint
        + (scalar.properties.isWhitespace ? " (a space)" : " (a control character)")
    }
    return "'\(scalar)'"
  }

  private static func quoted(_ code: String) -> String {
    "\"" + code.unicodeScalars.map { $0.value < 0x20 ? "?" : String($0) }.joined() + "\""
  }

  /// Why a code cannot name an `.lproj` folder.
  package struct Invalid: Error, Hashable, Sendable, CustomStringConvertible {
    /// The code as given.
    package var code: String
    /// The reason, in plain words.
    package var reason: String

    /// The reason.
    package var description: String { reason }
  }
}
