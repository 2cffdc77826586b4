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

  /// Creates an entry.
  public init(key: PlistText, value: PlistNode, line: Int = 0) {
    self.key = key
    self.value = value
    self.line = line
  }
}

/// Text in a property list: the decoded value and, until edited, its spelling in the file.
public struct PlistText: Hashable, Sendable {
  /// The decoded text (`&amp;` read as `&`).
  public var value: String
  /// The text between the tags exactly as written, or `nil` once edited (then spelled
  /// canonically: `&amp; &lt; &gt;`).
  public var raw: String?
  /// Whether it was written `<string/>`.
  public var isSelfClosing: Bool

  /// Creates text.
  public init(value: String, raw: String? = nil, isSelfClosing: Bool = false) {
    self.value = value
    self.raw = raw
    self.isSelfClosing = isSelfClosing
  }
}
