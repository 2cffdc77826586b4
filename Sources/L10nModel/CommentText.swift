/// Helpers for the comment text around `.strings` entries.
enum CommentText {
  /// The words of the `/* */` and `//` comments in `raw`, markers and indentation removed,
  /// one line per comment line.
  static func strip(_ raw: String) -> String {
    var lines: [Substring] = []
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
        lines += content.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        rest = close.map { body[$0.upperBound...] } ?? ""
      } else {
        break
      }
    }
    return
      lines
      .map { $0.trimmingPrefix { $0 == " " || $0 == "\t" || $0 == "*" } }
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
