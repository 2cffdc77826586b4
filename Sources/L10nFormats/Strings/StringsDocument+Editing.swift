import L10nModel

/// Edits. Each one changes only the spans it must; the writer keeps every other byte.
extension StringsDocument {
  /// Replaces the value of the entry at `index`.
  public mutating func setValue(_ value: String, at index: Int) {
    let token = appendToken(value)
    if entries[index].value == nil {
      // The `"key";` form gains an explicit value.
      entries[index].separator = appendRaw(Array(" = ".utf8))
      entries[index].terminator = appendRaw(Array(";".utf8))
    }
    entries[index].value = token
  }

  /// Renames the entry at `index`, keeping its value.
  package mutating func setKey(_ key: LocalizationKey, at index: Int) {
    if entries[index].value == nil {
      let value = self.value(at: index)
      entries[index].key = appendToken(key.text)
      setValue(value, at: index)
    } else {
      entries[index].key = appendToken(key.text)
    }
  }

  /// Replaces the comment above the entry at `index` with a `/* */` comment, or removes it.
  package mutating func setComment(_ comment: String?, at index: Int) {
    let hasBlankLine = startsWithBlankLine(entries[index].leading)
    var spelling = hasBlankLine ? "\n" : ""
    if let comment, !comment.isEmpty {
      spelling += "/* \(CommentText.sanitized(comment)) */\n"
    }
    entries[index].leading = appendRaw(Array(spelling.utf8))
  }

  /// Appends an entry at the end of the document and returns its index.
  @discardableResult
  package mutating func appendEntry(
    key: LocalizationKey, value: String, comment: String? = nil
  ) -> Int {
    var leading = ""
    if let comment, !comment.isEmpty {
      leading = "/* \(CommentText.sanitized(comment)) */\n"
    }
    let leadingSpan = appendRaw(Array(leading.utf8))
    let keyToken = appendToken(key.text)
    let separator = appendRaw(Self.equalsSign)
    let valueToken = appendToken(value)
    let terminator = appendRaw(Self.semicolon)
    let trailing = appendRaw(Self.lineBreak)
    entries.append(
      StringsEntry(
        leading: leadingSpan, key: keyToken, separator: separator, value: valueToken,
        terminator: terminator, trailing: trailing, location: SourceLocation32(line: 0, column: 0)))
    return entries.count - 1
  }

  // The separators an appended entry is written with, made once (a compiled catalog appends
  // hundreds of thousands of entries).
  private static let equalsSign = Array(" = ".utf8)
  private static let semicolon = Array(";".utf8)
  private static let lineBreak = Array("\n".utf8)

  /// Removes the entry at `index` with the comments above it.
  package mutating func removeEntry(at index: Int) {
    entries.remove(at: index)
  }

  /// Whether a span of trivia starts with an empty line (spaces or tabs, then a line break).
  public func startsWithBlankLine(_ span: TextSpan) -> Bool {
    Self.startsWithBlankLine(bytes(of: span))
  }

  /// Whether trivia `bytes` start with a blank line (spaces and tabs, then a line break).
  @inlinable
  public static func startsWithBlankLine(_ bytes: some Sequence<UInt8>) -> Bool {
    let first = bytes.first { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
    return first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
  }
}
