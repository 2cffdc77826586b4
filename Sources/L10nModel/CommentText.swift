/// Helpers for the comment text around `.strings` entries.
enum CommentText {
  /// The words of the `/* */` and `//` comments in `raw`, markers and indentation removed,
  /// one line per comment line; with `keepingIndentation`, the lines after a comment's first
  /// keep their indentation (as Xcode's XLIFF notes do).
  static func strip(_ raw: String, keepingIndentation: Bool = false) -> String {
    var lines: [Substring] = []
    // The lines whose indentation is kept.
    var continuations: Set<Int> = []
    var rest = Substring(raw)
    while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
      rest = rest[start...]
      if rest.hasPrefix("//") {
        let end = rest.firstIndex(where: \.isNewline) ?? rest.endIndex
        lines.append(rest[rest.index(rest.startIndex, offsetBy: 2)..<end])
        rest = rest[end...]
      } else if rest.hasPrefix("/*") {
        let body = rest.dropFirst(2)
        let close = body.firstRange(of: "*/")
        let content = body[..<(close?.lowerBound ?? body.endIndex)]
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

  /// `comment` made safe inside `/* */`.
  static func sanitized(_ comment: String) -> String {
    comment.replacing("*/", with: "* /")
  }
}
