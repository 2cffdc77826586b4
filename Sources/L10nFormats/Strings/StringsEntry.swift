import L10nModel

/// One `key = value;` statement of a `.strings` file, with the bytes around it.
///
/// Every byte of the file belongs to exactly one span of one entry (or to the document's header
/// or footer), which is what makes an unedited write reproduce the file.
public struct StringsEntry: Hashable, Sendable {
  /// Comments and whitespace between the previous entry's line and this key.
  public var leading: TextSpan
  /// The key.
  public var key: StringsToken
  /// Between key and value: whitespace, `=` and any comments.
  ///
  /// Empty for the `"key";` form.
  public var separator: TextSpan
  /// The value, or `nil` for the `"key";` form, whose value is the key itself.
  public var value: StringsToken?
  /// From the value's end through the `;`.
  public var terminator: TextSpan
  /// After the `;`: same-line whitespace and comment, and the line break.
  public var trailing: TextSpan
  /// Where the key starts; line 0 for an entry added since the file was read.
  public var location: SourceLocation32

  /// Creates an entry.
  public init(
    leading: TextSpan, key: StringsToken, separator: TextSpan, value: StringsToken?,
    terminator: TextSpan, trailing: TextSpan, location: SourceLocation32
  ) {
    self.leading = leading
    self.key = key
    self.separator = separator
    self.value = value
    self.terminator = terminator
    self.trailing = trailing
    self.location = location
  }

  /// Whether the entry was added after the file was read.
  public var isAdded: Bool { location.line == 0 }
}
