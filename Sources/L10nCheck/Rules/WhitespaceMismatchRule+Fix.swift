import L10nModel

/// The fix of `whitespace-mismatch`: the source's whitespace at either end.
extension WhitespaceMismatchRule: FixableRule {
  package static let fixSummary =
    "gives the translation the source's leading and trailing whitespace"

  /// The translation with the source's leading and trailing whitespace; `nil` when the ends
  /// already match, or when the line breaks would still differ (a break lost mid-text is no
  /// mechanical fix).
  package func fix(_ value: String, source: String, language: LanguageID) -> String? {
    func ends(_ text: String) -> (leading: Substring, body: Substring, trailing: Substring) {
      let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
      let end =
        text[start...].lastIndex { !$0.isWhitespace }.map { text.index(after: $0) }
        ?? start
      return (text[..<start], text[start..<end], text[end...])
    }
    let expected = ends(source)
    let found = ends(value)
    // No space after a full-width mark (`名前：`) where the source ends with spaces, nor before
    // one (`（默认）`) where it starts with them: its glyph has the space built in (the check
    // does not report it).
    let keepsTrailing =
      found.trailing.isEmpty && found.body.unicodeScalars.last.map(Self.isFullWidthMark) == true
      && expected.trailing.unicodeScalars.allSatisfy { $0 == " " || $0 == "\u{A0}" }
    let trailing = keepsTrailing ? found.trailing : expected.trailing
    let keepsLeading =
      found.leading.isEmpty && found.body.unicodeScalars.first.map(Self.isFullWidthMark) == true
      && expected.leading.unicodeScalars.allSatisfy { $0 == " " || $0 == "\u{A0}" }
    let leading = keepsLeading ? found.leading : expected.leading
    guard !found.body.isEmpty, found.leading != leading || found.trailing != trailing else {
      return nil
    }
    let fixed = String(leading + found.body + trailing)
    return fixed.utf8Count(of: UInt8(ascii: "\n")) == source.utf8Count(of: UInt8(ascii: "\n"))
      ? fixed : nil
  }
}
