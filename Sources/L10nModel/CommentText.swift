/// Helpers for the comment text around `.strings` entries.
package enum CommentText {
  /// The words of the `/* */` and `//` comments in `raw`, markers and indentation removed,
  /// one line per comment line; with `keepingIndentation`, the lines after a comment's first
  /// keep their indentation (as Xcode's XLIFF notes do); with `lastOnly`, only the last
  /// comment's (one `//` line, or one `/* */` block), as Xcode's migration keeps it.
  package static func strip(
    _ raw: String, keepingIndentation: Bool = false, lastOnly: Bool = false
  ) -> String {
    var lines: [Substring] = []
    // The lines whose indentation is kept.
    var continuations: Set<Int> = []
    var rest = Substring(raw)
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      if rest.hasPrefix("//") {
        let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
        if lastOnly { lines.removeAll() }
        lines.append(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
        rest = rest[end...]
      } else if rest.hasPrefix("/*") {
        let body = rest.dropFirst(2)
        let close = body.firstRange(of: "*/")
        let content = body[..<(close?.lowerBound ?? body.endIndex)]
        if lastOnly {
          lines.removeAll()
          continuations.removeAll()
        }
        for (index, line) in content.split(
          omittingEmptySubsequences: false, whereSeparator: \.isNewline
        ).enumerated() {
          if keepingIndentation, index > 0 { continuations.insert(lines.count) }
          lines.append(line)
        }
        rest = close.map { body[$0.upperBound...] } ?? ""
      } else {
        break
      }
    }
    return
      lines.enumerated()
      .map { index, line in
        continuations.contains(index)
          ? line : line.trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "*" }
      }
      .map { String($0.reversed().drop { $0.isWhitespace }.reversed()) }
      .drop { $0.isEmpty }
      .reversed().drop { $0.isEmpty }.reversed()
      .joined(separator: "\n")
  }

  /// `strip`'s result for ASCII text that is white space around at most one `/* */` comment
  /// on one line (nearly every comment above an entry), read from the bytes; nil for any other
  /// text, which `strip` reads.
  package static func stripSingleLine(_ bytes: ArraySlice<UInt8>) -> String? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (0x09...0x0D).contains(byte) }
    guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
    guard let start = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
    guard bytes[start...].starts(with: "/*".utf8) else { return nil }
    var close = start + 2
    while close + 1 < bytes.endIndex,
      !(bytes[close] == UInt8(ascii: "*") && bytes[close + 1] == UInt8(ascii: "/"))
    {
      close += 1
    }
    guard close + 1 < bytes.endIndex, bytes[(close + 2)...].allSatisfy(isSpace) else {
      return nil
    }
    var content = bytes[(start + 2)..<close]
    // A line break inside would make more lines (a vertical tab or form feed too).
    guard !content.contains(where: { (0x0A...0x0D).contains($0) }) else { return nil }
    content = content.drop { $0 == 0x20 || $0 == 0x09 || $0 == UInt8(ascii: "*") }
    while let last = content.last, isSpace(last) { content = content.dropLast() }
    return String(decoding: content, as: UTF8.self)
  }

  /// `comment` made safe inside `/* */`.
  package static func sanitized(_ comment: String) -> String {
    comment.replacing("*/", with: "* /")
  }
}
