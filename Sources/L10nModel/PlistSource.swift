/// The XML a `.stringsdict` document was read from: what a writer needs to give back every byte
/// nobody edited (layout, comments, attributes, entity spellings).
///
/// The tree as read shares its storage with the document's current tree until an edit replaces
/// a part, so keeping it costs no copy.
public struct PlistSource: Sendable {
  /// The file's bytes, byte order mark included.
  public let text: [UInt8]
  /// The property list as read.
  public let root: PlistNode
  /// The root element, `<dict>` to `</dict>`.
  public let span: TextSpan

  /// Creates a source.
  public init(text: [UInt8], root: PlistNode, span: TextSpan) {
    self.text = text
    self.root = root
    self.span = span
  }
}

/// Where a dictionary entry was read: its `<key>` element and its value element.
public struct PlistEntrySource: Hashable, Sendable {
  /// The `<key>…</key>` element.
  public let key: TextSpan
  /// The value element, tags included (`<dict>` to `</dict>`).
  public let value: TextSpan

  /// Creates a source.
  public init(key: TextSpan, value: TextSpan) {
    self.key = key
    self.value = value
  }
}
