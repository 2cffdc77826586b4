import L10nModel

/// A `.stringsdict` file: a property list whose top-level keys are localization keys, each
/// holding a format key and the plural (or width, or device) variables it names.
public struct StringsdictDocument: Sendable {
  /// The whole property list, unknown keys included: nothing is dropped.
  public var root: PlistNode
  /// How the file was stored (`.utf8` for XML, `.binaryPropertyList`).
  public var encoding: SourceEncoding
  /// The XML the document was read from, or `nil` for a binary or new one.
  public let source: PlistSource?

  /// Creates a document.
  public init(root: PlistNode, encoding: SourceEncoding, source: PlistSource? = nil) {
    self.root = root
    self.encoding = encoding
    self.source = source
  }

  /// The localization keys, in file order.
  public var keys: [LocalizationKey] {
    (root.entries ?? []).map { LocalizationKey($0.key.value) }
  }

  /// Every key with its plural entry and the line of its `<key>`, in file order.
  public var pluralEntries: [(key: LocalizationKey, line: Int, entry: PluralEntry)] {
    (root.entries ?? []).compactMap { item in
      PluralEntry(item.value).map { (LocalizationKey(item.key.value), item.line, $0) }
    }
  }

  /// The plural entry of `key`.
  public func entry(_ key: LocalizationKey) -> PluralEntry? {
    guard let node = root[key.text] else { return nil }
    return PluralEntry(node)
  }
}
