import L10nModel

/// A `.strings` file as a lossless document: its UTF-8 text and the entries found in it.
///
/// Entries point into `text` by byte spans; nothing is decoded until asked for, which keeps
/// huge projects small in memory. Edits append the new spelling to `text` and repoint the
/// entry, so every byte nobody edited is written back exactly as it was read.
public struct StringsDocument: Sendable {
  /// The file's text as UTF-8 (transcoded when the file was UTF-16), plus any edited spellings.
  public private(set) var text: [UInt8]
  /// How the file was stored.
  public var encoding: SourceEncoding
  /// The comments above the first entry that are separated from it by a blank line.
  public var header: TextSpan
  /// The entries in file order, duplicates included.
  public var entries: StringsEntries
  /// Comments and whitespace after the last entry — and, when Apple's reader stops early
  /// (`ignoredTail`), the text it never reads, kept byte for byte.
  public var footer: TextSpan
  /// Where Apple's reader stops reading without an error, and why.
  ///
  /// That is a second `;`, a character no key starts with, an unterminated key or `/*` after
  /// the last entry. The rest of the file (in `footer`) is never read on a device; `nil` when
  /// the whole file is read.
  public internal(set) var ignoredTail: ParseError?

  /// Creates a document from parsed parts.
  public init(
    text: [UInt8], encoding: SourceEncoding, header: TextSpan, entries: StringsEntries,
    footer: TextSpan
  ) {
    self.text = text
    self.encoding = encoding
    self.header = header
    self.entries = entries
    self.footer = footer
  }

  /// A new, empty UTF-8 document (a file about to be made).
  public static var empty: StringsDocument {
    StringsDocument(
      text: [], encoding: .utf8, header: .empty(at: 0), entries: [], footer: .empty(at: 0))
  }

  /// The decoded key of the entry at `index`.
  public func key(at index: Int) -> LocalizationKey {
    LocalizationKey(decode(entries.key(at: index)))
  }

  /// The decoded value of the entry at `index` (the key itself for the `"key";` form).
  public func value(at index: Int) -> String {
    decode(entries.value(at: index) ?? entries.key(at: index))
  }

  /// Calls `body` with the UTF-8 bytes of the value of the entry at `index` (the key itself
  /// for the `"key";` form) when it has no escapes, so that they are its text; `nil`, without
  /// calling `body`, when it has.
  public func withPlainValue<Result>(
    at index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result
  ) -> Result? {
    let token = entries.value(at: index) ?? entries.key(at: index)
    guard !token.hasEscapes else { return nil }
    return text.withUnsafeBufferPointer {
      body(UnsafeBufferPointer(rebasing: $0[token.contentRange]))
    }
  }

  /// Whether the key of the entry at `index` is exactly `key`, told from its bytes (a key
  /// with escapes is told apart from a longer `key` too: decoding never makes one longer);
  /// `nil` when its escapes would have to be decoded to tell.
  package func keyEquals(at index: Int, _ key: String) -> Bool? {
    var key = key
    return key.withUTF8 { token(entries.key(at: index), equals: $0) }
  }

  private func token(_ token: StringsToken, equals utf8: some Collection<UInt8>) -> Bool? {
    let range = token.contentRange
    if token.hasEscapes { return range.count < utf8.count ? false : nil }
    guard range.count == utf8.count else { return false }
    return text[range].elementsEqual(utf8)
  }

  /// The text of the comments directly above the entry at `index`, without `/* */` or `//`
  /// markers, or `nil` when it has none.
  ///
  /// With `keepingIndentation`, as in Xcode's XLIFF notes, a comment's lines after its first
  /// keep their indentation, and the file's header comment (before a blank line) also belongs
  /// to the first entry.
  public func comment(at index: Int, keepingIndentation: Bool = false) -> String? {
    let leading = entries.leading(at: index)
    if !keepingIndentation, let single = CommentText.stripSingleLine(text[leading.range]) {
      return single.isEmpty ? nil : single
    }
    var raw = String(decoding: text[leading.range], as: UTF8.self)
    if keepingIndentation, index == 0, !header.range.isEmpty {
      raw = String(decoding: text[header.range], as: UTF8.self) + "\n" + raw
    }
    let lines = CommentText.strip(raw, keepingIndentation: keepingIndentation)
    return lines.isEmpty ? nil : lines
  }

  /// The last comment above the entry at `index` (of several `//` lines, the last one), as
  /// Xcode's migration to a String Catalog keeps it; `nil` when there is none.
  package func lastComment(at index: Int) -> String? {
    let leading = entries.leading(at: index)
    if let single = CommentText.stripSingleLine(text[leading.range]) {
      return single.isEmpty ? nil : single
    }
    let last = CommentText.strip(
      String(decoding: text[leading.range], as: UTF8.self), lastOnly: true)
    return last.isEmpty ? nil : last
  }

  /// The bytes of a span.
  public func bytes(of span: TextSpan) -> ArraySlice<UInt8> {
    text[span.range]
  }

  /// Decodes a token's text.
  public func decode(_ token: StringsToken) -> String {
    text.withUnsafeBufferPointer { token.decode(in: $0) }
  }

  /// The indices of the entries sorted by key in code-point order (UTF-8 byte order); a stable
  /// sort, so duplicates keep their relative order and the last one still wins.
  public func sortedEntryIndices() -> [Int] {
    withKeyBytes { key in
      // Past the bytes every key shares (`screen.`, `settings.notifications.`), the next
      // sixteen as two numbers (zeros past the end) order most pairs at once; equal ones are
      // compared whole.
      let firstKey = entries.isEmpty ? UnsafeBufferPointer(start: nil, count: 0) : key(0)
      var shared = firstKey.count
      for index in entries.indices.dropFirst() where shared > 0 {
        let other = key(index)
        var length = 0
        while length < shared, length < other.count, other[length] == firstKey[length] {
          length += 1
        }
        shared = length
      }
      func number(_ key: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt64 {
        (start..<(start + 8)).reduce(UInt64(0)) { value, index in
          value << 8 | UInt64(index < key.count ? key[index] : 0)
        }
      }
      let prefixes = entries.indices.map { index in
        let bytes = key(index)
        return (number(bytes, from: shared), number(bytes, from: shared + 8))
      }
      return entries.indices.sorted { lhs, rhs in
        if prefixes[lhs] != prefixes[rhs] { return prefixes[lhs] < prefixes[rhs] }
        let order = KeyTable.compare(key(lhs), key(rhs))
        return order < 0 || (order == 0 && lhs < rhs)
      }
    }
  }

  /// The entries whose key is defined more than once, each group of indices in file order
  /// (keys compared as decoded bytes, as `LocalizationKey` does).
  public func duplicateKeyGroups() -> [[Int]] {
    withKeyBytes { key in
      // Entry indices by their key's hash: a key already there is a duplicate of that entry,
      // the first with it. Only the slots are held, not a copy of the keys.
      var slots = HashSlots(capacity: entries.count)
      var groups: [Int32: [Int]] = [:]
      for index in entries.indices {
        let bytes = key(index)
        let first = slots.find(hash: KeyTable.hash(bytes), orInsert: Int32(index)) {
          KeyTable.compare(key(Int($0)), bytes) == 0
        }
        if let first { groups[first, default: [Int(first)]].append(index) }
      }
      return groups.keys.sorted().compactMap { groups[$0] }
    }
  }

  /// Calls `body` with a function giving the bytes of an entry's decoded key.
  private func withKeyBytes<T>(_ body: ((Int) -> UnsafeBufferPointer<UInt8>) -> T) -> T {
    // Keys with escapes are compared by their decoded bytes, kept in a side arena. Where each
    // entry's is there (empty at -1 for a key read in place) is only kept when any key has
    // escapes: most files have none.
    var decodedBytes: [UInt8] = []
    var decodedRanges: [Range<Int32>] = []
    for (index, entry) in entries.enumerated() where entry.key.hasEscapes {
      if decodedRanges.isEmpty { decodedRanges = Array(repeating: -1..<(-1), count: entries.count) }
      let start = Int32(decodedBytes.count)
      decodedBytes += decode(entry.key).utf8
      decodedRanges[index] = start..<Int32(decodedBytes.count)
    }
    return text.withUnsafeBufferPointer { text in
      decodedBytes.withUnsafeBufferPointer { decoded in
        body { index in
          decodedRanges.isEmpty || decodedRanges[index].lowerBound < 0
            ? UnsafeBufferPointer(rebasing: text[entries.key(at: index).contentRange])
            : UnsafeBufferPointer(
              rebasing: decoded[
                Int(decodedRanges[index].lowerBound)..<Int(decodedRanges[index].upperBound)])
        }
      }
    }
  }

  /// Appends a canonical spelling of `string` to the text and returns its token.
  mutating func appendToken(_ string: String) -> StringsToken {
    let start = text.count
    StringsEscaping.appendQuoted(string, to: &text)
    // Every escape the encoding writes starts with a backslash, and nothing else does.
    return StringsToken(
      span: TextSpan(start: start, end: text.count), style: .doubleQuoted,
      hasEscapes: text[start...].contains(UInt8(ascii: "\\")))
  }

  /// Appends raw bytes to the text and returns their span.
  mutating func appendRaw(_ bytes: [UInt8]) -> TextSpan {
    let start = text.count
    text += bytes
    return TextSpan(start: start, end: text.count)
  }
}
