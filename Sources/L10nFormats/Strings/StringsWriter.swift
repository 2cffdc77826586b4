import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Renders a `StringsDocument` as UTF-8 `.strings` text (files are written through
/// `ProjectWriter`).
///
/// Both orders write UTF-8 without a byte order mark, with the file's own line endings: CRLF
/// when its first line ends with CRLF (every line break between tokens then becomes CRLF, the
/// ones an edit adds too), else LF. Every token nobody edited keeps its raw spelling (escapes
/// such as `\U00e9` and bare words stay as they were); edited and added text is spelled
/// canonically (see `StringsEscaping.encodeQuoted`). In an LF file a raw string holding a
/// carriage return is re-spelled with `\r`, the only way to keep its value when its line
/// endings become LF.
public enum StringsWriter {
  /// The document's text in `order`.
  ///
  /// In sorted order the header comment stays on top, each entry moves with the comments
  /// directly above it and with its same-line trailing comment, comments after the last entry
  /// stay at the bottom, and entries are separated by blank lines when most of them were.
  public static func render(_ document: StringsDocument, order: WriteOrder) -> [UInt8] {
    document.text.withUnsafeBufferPointer { text in
      var renderer = Renderer(document: document, text: text)
      switch order {
      case .keepOrder: renderer.renderInFileOrder()
      case .sorted: renderer.renderSorted()
      }
      return renderer.output
    }
  }

  /// Whether `document` renders in `order` to exactly `expected` (`format --check`): compared
  /// a piece at a time as it is rendered, so that the render is never held whole, and only up
  /// to the first piece that differs.
  public static func renders(_ document: StringsDocument, order: WriteOrder, as expected: [UInt8])
    -> Bool
  {
    document.text.withUnsafeBufferPointer { text in
      expected.withUnsafeBufferPointer { expected in
        var renderer = Renderer(document: document, text: text, comparingWith: expected)
        switch order {
        case .keepOrder: renderer.renderInFileOrder()
        case .sorted: renderer.renderSorted()
        }
        return renderer.finishComparing()
      }
    }
  }
}

/// Renders from the document's text, read through a pointer: spans are copied to the output
/// without retaining the text once per span.
private struct Renderer {
  typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

  let document: StringsDocument
  let text: UnsafeBufferPointer<UInt8>
  /// Whether line breaks are written CRLF: the file's first line ends with CRLF.
  let usesCRLF: Bool
  /// Whether the text holds a CR anywhere (most files have none: no span needs looking at).
  let hasCarriageReturns: Bool
  var output: [UInt8] = []
  /// When comparing, the bytes the render should be: `output` is then compared with them and
  /// emptied whenever it reaches `pieceSize`.
  private let expected: UnsafeBufferPointer<UInt8>?
  /// How many bytes were compared (and are no longer in `output`), and the last of them.
  private var compared = 0
  private var lastCompared: UInt8?
  /// Whether a piece compared differed (the rest is not rendered).
  private var differs = false
  private static let pieceSize = 1 << 16

  init(
    document: StringsDocument, text: UnsafeBufferPointer<UInt8>,
    comparingWith expected: UnsafeBufferPointer<UInt8>? = nil
  ) {
    self.document = document
    self.text = text
    self.expected = expected
    hasCarriageReturns = Self.hasCarriageReturn(text[...])
    usesCRLF = hasCarriageReturns && Self.firstLineEndsWithCRLF(text[...])
    output.reserveCapacity(expected == nil ? document.text.count + 64 : 2 * Self.pieceSize)
  }

  /// The last byte rendered.
  private var lastByte: UInt8? { output.last ?? lastCompared }

  /// When comparing, compares `output` with what is expected next and empties it, once it is a
  /// piece long (or at the end, `force`).
  private mutating func compareIfFull(force: Bool = false) {
    guard let expected, force || output.count >= Self.pieceSize else { return }
    if !differs {
      differs =
        expected.count - compared < output.count
        || output.withUnsafeBufferPointer { rendered in
          guard let base = expected.baseAddress, let rendered = rendered.baseAddress else {
            return false
          }
          return memcmp(base + compared, rendered, output.count) != 0
        }
    }
    compared += output.count
    lastCompared = output.last ?? lastCompared
    output.removeAll(keepingCapacity: true)
  }

  /// When comparing: whether everything rendered was what was expected, no more, no less.
  mutating func finishComparing() -> Bool {
    compareIfFull(force: true)
    return !differs && compared == expected?.count
  }

  /// The bytes of `span`.
  private func bytes(of span: TextSpan) -> Bytes {
    text[span.range]
  }

  /// Whether `span` starts with a blank line.
  private func startsWithBlankLine(_ span: TextSpan) -> Bool {
    StringsDocument.startsWithBlankLine(bytes(of: span))
  }

  /// The entries in file order; entries added since reading go where they sort when the
  /// file's own entries were sorted (so a sorted file stays sorted), else at the end.
  mutating func renderInFileOrder() {
    appendNormalized(bytes(of: document.header))
    // The file's own style, from the entries read (added ones start without a blank line).
    let blankLines = mostEntriesFollowBlankLines(of: document.entries.lazy.filter { !$0.isAdded })
    for (position, index) in fileOrder().enumerated() {
      let entry = document.entries[index]
      if entry.isAdded {
        if let last = lastByte, last != 0x0A { appendLineBreak() }
        if blankLines && position > 0 && !startsWithBlankLine(entry.leading) {
          appendLineBreak()
        }
      }
      appendNormalized(bytes(of: entry.leading))
      appendBody(entry)
      appendNormalized(bytes(of: entry.trailing))
      compareIfFull()
      if differs { return }
    }
    appendNormalized(bytes(of: document.footer))
  }

  /// The entry indices in the order a keep-order write puts them.
  private func fileOrder() -> [Int] {
    let added = document.entries.indices.filter { document.entries[$0].isAdded }
    guard !added.isEmpty, added.count < document.entries.count else {
      return Array(document.entries.indices)
    }
    let sorted = document.sortedEntryIndices()
    let originals = sorted.filter { !document.entries[$0].isAdded }
    let inFileOrder = document.entries.indices.filter { !document.entries[$0].isAdded }
    // Not sorted as read: keep the file's order, new entries at the end.
    guard originals == inFileOrder else { return inFileOrder + added }
    return sorted
  }

  mutating func renderSorted() {
    let header = trimmed(bytes(of: document.header))
    if !header.isEmpty {
      appendNormalized(header)
      appendLineBreak()
    }
    let separated = mostEntriesFollowBlankLines()
    for (position, index) in document.sortedEntryIndices().enumerated() {
      let entry = document.entries[index]
      if position == 0 ? !header.isEmpty : separated { appendLineBreak() }
      let comment = trimmed(bytes(of: entry.leading))
      if !comment.isEmpty {
        appendNormalized(comment)
        appendLineBreak()
      }
      appendBody(entry)
      appendNormalized(trimmedEnd(bytes(of: entry.trailing)))
      appendLineBreak()
      compareIfFull()
      if differs { return }
    }
    let footer = trimmed(bytes(of: document.footer))
    if !footer.isEmpty {
      if lastByte != nil { appendLineBreak() }
      appendNormalized(footer)
      appendLineBreak()
    }
  }

  private func mostEntriesFollowBlankLines() -> Bool {
    mostEntriesFollowBlankLines(of: document.entries)
  }

  private func mostEntriesFollowBlankLines(of entries: some Sequence<StringsEntry>) -> Bool {
    var following = 0
    var blank = 0
    for entry in entries.dropFirst() {
      following += 1
      if startsWithBlankLine(entry.leading) { blank += 1 }
    }
    return following > 0 && blank * 2 > following
  }

  private mutating func appendBody(_ entry: StringsEntry) {
    appendToken(entry.key)
    appendNormalized(bytes(of: entry.separator))
    if let value = entry.value { appendToken(value) }
    appendNormalized(bytes(of: entry.terminator))
  }

  /// A line break in the file's style.
  private mutating func appendLineBreak() {
    if usesCRLF { output.append(0x0D) }
    output.append(0x0A)
  }

  /// Whether the first line break of `bytes` is CRLF.
  private static func firstLineEndsWithCRLF(_ bytes: Bytes) -> Bool {
    guard let base = bytes.base.baseAddress, !bytes.isEmpty,
      let found = memchr(base + bytes.startIndex, 0x0A, bytes.count)
    else { return false }
    let offset = UnsafeRawPointer(found) - UnsafeRawPointer(base)
    return offset > bytes.startIndex && bytes.base[offset - 1] == 0x0D
  }

  private mutating func appendToken(_ token: StringsToken) {
    // A CRLF file's strings keep their raw line breaks (their values stay as read).
    if hasCarriageReturns, !usesCRLF, Self.hasCarriageReturn(bytes(of: token.span)) {
      output += StringsEscaping.encodeQuoted(document.decode(token))
    } else {
      output += bytes(of: token.span)
    }
  }

  /// Whether `bytes` hold a CR (`memchr`: most spans have none).
  private static func hasCarriageReturn(_ bytes: Bytes) -> Bool {
    guard let base = bytes.base.baseAddress, !bytes.isEmpty else { return false }
    return memchr(base + bytes.startIndex, 0x0D, bytes.count) != nil
  }

  /// Appends `bytes` (comments and whitespace between tokens) with every line break (CR, LF or
  /// CRLF) written in the file's style.
  private mutating func appendNormalized(_ bytes: Bytes) {
    guard usesCRLF || (hasCarriageReturns && Self.hasCarriageReturn(bytes)) else {
      output += bytes
      return
    }
    var index = bytes.startIndex
    while index < bytes.endIndex {
      let byte = bytes[index]
      if byte == 0x0D || byte == 0x0A {
        appendLineBreak()
        if byte == 0x0D, index + 1 < bytes.endIndex, bytes[index + 1] == 0x0A { index += 1 }
      } else {
        output.append(byte)
      }
      index += 1
    }
  }

  private func trimmed(_ bytes: Bytes) -> Bytes {
    guard let first = bytes.firstIndex(where: { !Self.isSpace($0) }) else {
      return bytes[bytes.startIndex..<bytes.startIndex]
    }
    return trimmedEnd(bytes[first...])
  }

  private func trimmedEnd(_ bytes: Bytes) -> Bytes {
    guard let last = bytes.lastIndex(where: { !Self.isSpace($0) }) else {
      return bytes[bytes.startIndex..<bytes.startIndex]
    }
    return bytes[...last]
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }
}
