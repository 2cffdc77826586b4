/// A JSON value, read from a file or built to be written: objects keep their member order,
/// strings their spelling, numbers their text — what a byte-exact write of a String Catalog
/// needs.
public enum JSONNode: Hashable, Sendable {
  /// An object: members in order (file order when read).
  case object([JSONMember])
  /// An array.
  case array([JSONNode])
  /// A string.
  case string(JSONString)
  /// A number, as written.
  case number(String)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null

  /// The members of an object, or `nil`.
  public var members: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The decoded text of a string, or `nil`.
  public var text: String? {
    if case .string(let string) = self { return string.value }
    return nil
  }

  /// The member named `key` of an object (the last, if repeated).
  public subscript(key: String) -> JSONNode? {
    members?.last { $0.key.value.unicodeScalars.elementsEqual(key.unicodeScalars) }?.value
  }
}

/// One `"key" : value` of an object.
public struct JSONMember: Hashable, Sendable {
  /// The key.
  public var key: JSONString
  /// The value.
  public var value: JSONNode
  /// Where the key's opening quote is in the file; line 0 when not read from a file.
  public var location: SourceLocation32

  /// Creates a member.
  public init(
    key: JSONString, value: JSONNode, location: SourceLocation32 = .init(line: 0, column: 0)
  ) {
    self.key = key
    self.value = value
    self.location = location
  }
}

/// A JSON string: its decoded value and, until edited, its spelling between the quotes.
public struct JSONString: Hashable, Sendable {
  /// The decoded text.
  public var value: String
  /// The text between the quotes exactly as written, or `nil` once edited.
  public var raw: String?

  /// Creates a string.
  public init(value: String, raw: String? = nil) {
    self.value = value
    self.raw = raw
  }
}
