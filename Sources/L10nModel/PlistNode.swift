/// A property list value as read from XML, keeping what a byte-exact write needs.
public indirect enum PlistNode: Hashable, Sendable {
  /// `<dict>`: entries in file order.
  case dictionary([PlistEntry])
  /// `<array>`.
  case array([PlistNode])
  /// `<string>`.
  case string(PlistText)
  /// Any other value (`integer`, `real`, `date`, `data`, `true`, `false`), kept as written.
  case scalar(tag: String, text: String)

  /// The entries of a dictionary, or `nil`.
  public var entries: [PlistEntry]? {
    if case .dictionary(let entries) = self { return entries }
    return nil
  }

  /// The decoded text of a string, or `nil`.
  public var text: String? {
    if case .string(let text) = self { return text.value }
    return nil
  }

  /// The value for `key` in a dictionary (the last, if repeated).
  public subscript(key: String) -> PlistNode? {
    entries?.last { $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value
  }
}

/// One `<key>` and its value.
public struct PlistEntry: Hashable, Sendable {
  /// The key.
  public var key: PlistText
  /// The value.
  public var value: PlistNode
  /// The line of the `<key>` in the file (1-based), 0 when not read from XML.
  public var line: Int
  /// Where the entry was read (kept through edits of its key and value: it names the entry's
  /// original in `PlistSource.root`), or `nil` for an entry an edit added.
  public let source: PlistEntrySource?

  /// Creates an entry.
  public init(key: PlistText, value: PlistNode, line: Int = 0, source: PlistEntrySource? = nil) {
    self.key = key
    self.value = value
    self.line = line
    self.source = source
  }
}

/// Text in a property list: the decoded value and, until edited, where it was read.
///
/// Immutable: an edit makes a new text, which has no span, so a writer knows to spell it anew.
public struct PlistText: Hashable, Sendable {
  /// The decoded text (`&amp;` read as `&`).
  public let value: String
  /// The bytes between the tags in `PlistSource.text` (an empty span at the element's end for
  /// `<string/>`), or `nil` for text an edit made (then spelled canonically: `&amp; &lt; &gt;`).
  public let span: TextSpan?
  /// Whether it was written `<string/>`.
  public let isSelfClosing: Bool

  /// Creates text.
  public init(value: String, span: TextSpan? = nil, isSelfClosing: Bool = false) {
    self.value = value
    self.span = span
    self.isSelfClosing = isSelfClosing
  }
}
