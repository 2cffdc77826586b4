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
    var seen = Set(root["sourceLanguage"]?.text.map { [$0] } ?? [])
    for member in root["strings"]?.members ?? [] {
      for localization in member.value["localizations"]?.members ?? []
      where seen.insert(localization.key.value).inserted && seen.count > LanguageLimit.count {
        throw ParseError(
          path: path, location: localization.location.expanded, reason: LanguageLimit.reason)
      }
    }
  }
}

/// Writes String Catalogs in Xcode's layout.
public enum XCStringsWriter {
  /// The file's bytes.
  ///
  /// Sorted order orders every object's keys as Xcode does (see `keyPrecedes`); keep-order
  /// writes the members as read, so an unedited catalog is reproduced byte for byte even when it
  /// was hand-edited out of order.
  public static func render(_ document: XCStringsDocument, order: WriteOrder) -> [UInt8] {
    let root = order == .sorted ? sorted(document.root) : document.root
    return JSONWriter.render(root, style: .stringCatalog)
  }

  /// Xcode's key order: case-insensitive, numeric (`type6` before `type12`), then forced.
  static func keyPrecedes(_ lhs: String, _ rhs: String) -> Bool {
    KeyOrder.xcode.precedes(lhs, rhs)
  }

  /// `node` with the members of every object in Xcode's key order.
  private static func sorted(_ node: JSONNode) -> JSONNode {
    switch node {
    case .object(let members):
      .object(
        members.sorted { keyPrecedes($0.key.value, $1.key.value) }.map {
          JSONMember(key: $0.key, value: sorted($0.value), location: $0.location)
        })
    case .array(let items): .array(items.map(sorted))
    default: node
    }
  }
}
