import L10nModel

/// Reads String Catalogs (`.xcstrings`).
public enum XCStringsFileReader {
  /// Parses `bytes` read from `path`; a catalog naming more than `LanguageLimit.count`
  /// languages fails at the first too many, as soon as it is read.
  public static func read(_ bytes: [UInt8], path: String) throws(ParseError) -> XCStringsDocument {
    let root = try JSONReader.read(bytes, path: path, keyLimit: languageLimit)
    guard root.members != nil else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1), reason: "a String Catalog is a JSON object"
      )
    }
    try checkLanguageCount(root, path: path)
    return XCStringsDocument(root: root)
  }

  /// The languages of every string's localizations, at most `LanguageLimit.count`: checked
  /// while reading, so that a catalog naming thousands fails before its tree is built.
  private static let languageLimit = JSONKeyLimit(
    path: ["strings", nil, "localizations", nil], count: LanguageLimit.count,
    reason: LanguageLimit.reason)

  /// Fails at the localization that names a language beyond `LanguageLimit.count`, the source
  /// language counted too (which `languageLimit` does not see, when no string is localized
  /// in it).
  private static func checkLanguageCount(_ root: JSONNode, path: String) throws(ParseError) {
    let source = root["sourceLanguage"]?.text
    var seen = Set(source.map { [$0] } ?? [])
    for member in root["strings"]?.members ?? [] {
      for localization in member.value["localizations"]?.members ?? [] {
        // The source language localized: the languages are those `languageLimit` counted.
        if localization.key.value == source { return }
        guard seen.insert(localization.key.value).inserted, seen.count > LanguageLimit.count
        else { continue }
        throw ParseError(
          path: path, location: localization.location.expanded, reason: LanguageLimit.reason)
      }
    }
  }
}
