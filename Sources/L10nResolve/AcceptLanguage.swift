/// HTTP `Accept-Language` headers: a preference list from one, and one from a preference list.
package enum AcceptLanguage {
  /// Why a header could not be read.
  package struct ParseError: Error, Equatable, CustomStringConvertible {
    /// The 1-based column of the bad entry in the header.
    package let column: Int
    /// What is wrong.
    package let message: String

    /// An error at `column` saying `message`.
    package init(column: Int, message: String) {
      self.column = column
      self.message = message
    }

    package var description: String { "column \(column): \(message)" }
  }

  /// The languages of a header such as `fr-CA, de;q=0.9, en;q=0.8`, best first.
  ///
  /// Entries are ordered by weight (`q`, default 1), equal weights keeping header order, as
  /// servers that honor the header do; `q=0` entries and `*` are dropped.
  package static func preferences(from header: String) throws(ParseError) -> [String] {
    var weighted: [(tag: String, weight: Double, index: Int)] = []
    var column = 1
    for (index, part) in header.split(separator: ",", omittingEmptySubsequences: false)
      .enumerated()
    {
      defer { column += part.count + 1 }
      let pieces = part.split(separator: ";", omittingEmptySubsequences: false)
      let tag = pieces[0].trimmed
      if tag.isEmpty {
        if pieces.count == 1, part.allSatisfy(\.isWhitespace) { continue }
        throw ParseError(column: column, message: "empty language before \";\"")
      }
      guard tag.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") || $0 == "*" })
      else { throw ParseError(column: column, message: "\"\(tag)\" is not a language tag") }
      var weight = 1.0
      for parameter in pieces.dropFirst() {
        let text = parameter.trimmed
        guard text.hasPrefix("q="), let value = Double(text.dropFirst(2)), (0...1).contains(value)
        else {
          throw ParseError(column: column, message: "\"\(text)\" is not a weight (q=0 to q=1)")
        }
        weight = value
      }
      if tag != "*", weight > 0 { weighted.append((tag, weight, index)) }
    }
    return weighted.sorted { ($0.weight, -$0.index) > ($1.weight, -$1.index) }.map(\.tag)
  }

  /// The header a preference list makes: the first language unweighted, each next one 0.1
  /// lower (not below 0.1), as Safari and `URLSession` write it.
  package static func header(for preferences: [String]) -> String {
    preferences.enumerated().map { index, tag in
      guard index > 0 else { return tag }
      let tenths = max(10 - index, 1)
      return "\(tag);q=0.\(tenths)"
    }.joined(separator: ", ")
  }
}

extension Substring {
  /// The text without leading and trailing whitespace.
  fileprivate var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
