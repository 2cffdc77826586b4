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
    var document = XCStringsDocument(root: root)
    // The white space after the last `}` (JSON allows nothing else there).
    if let close = bytes.lastIndex(of: UInt8(ascii: "}")) {
      document.trailer = Array(bytes[(close + 1)...])
    }
    return document
  }

  /// Reads `bytes` as `read` does, handing each entry of `strings` to `entry` as it is read.
  ///
  /// `entry` gets the number of the `strings` object the entry is in (a catalog with two has the
  /// last one's entries); the entries are not kept: the document returned has none. Fails where
  /// `read` fails, with the same error, though `entry` may have had entries by then.
  ///
  /// Returns the document and the number of the `strings` object whose entries count (nil:
  /// none count, the last `strings` member being no object).
  package static func read(
    _ bytes: [UInt8], path: String, entries entry: (JSONCatalogEntry, Int) -> Void
  ) throws(ParseError) -> (document: XCStringsDocument, strings: Int?) {
    // Each language's first localization, in the order read, for the count `read` checks.
    var firsts: [(code: String, offset: Int)] = []
    var codes: Set<String> = []
    // The codes of the entry before (entries mostly list the same languages).
    var previous: [String] = []
    var current = 0
    let (root, strings) = try JSONReader.read(bytes, path: path, keyLimit: languageLimit) {
      member, object in
      if object != current {
        current = object
        firsts = []
        codes = []
        previous = []
      }
      if firsts.count <= LanguageLimit.count {
        for (index, localization) in member.localizations.enumerated() {
          guard index >= previous.count || previous[index] != localization.code else { continue }
          if codes.insert(localization.code).inserted {
            firsts.append((localization.code, localization.offset))
          }
        }
        previous = member.localizations.map(\.code)
      }
      entry(member, object)
    }
    guard root.members != nil else {
      throw ParseError(
        path: path, location: .init(line: 1, column: 1), reason: "a String Catalog is a JSON object"
      )
    }
    // The languages counted are those of the entries that count.
    if strings != current { firsts = [] }
    let source = root["sourceLanguage"]?.text
    var seen = Set(source.map { [$0] } ?? [])
    for (code, offset) in firsts {
      if code == source { break }
      guard seen.insert(code).inserted, seen.count > LanguageLimit.count else { continue }
      var cursor = LocationCursor()
      throw ParseError(
        path: path, location: cursor.location(of: offset, in: bytes).expanded,
        reason: LanguageLimit.reason)
    }
    return (XCStringsDocument(root: root), strings)
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
