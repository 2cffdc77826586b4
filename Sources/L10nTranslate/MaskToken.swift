/// The shape of a masked token: `⟦1⟧`, `⟦2⟧`… — a number between U+27E6 and U+27E7
/// (mathematical white square brackets).
///
/// Chosen because providers leave it whole: apertium (eng-spa, eng-cat) keeps it at the start
/// or end of a sentence, beside another token, inside a word and after punctuation, and
/// translates the words around it as it would around a name; the brackets are rare in text
/// (a source's own are masked as tokens, `MaskedText.Token.Kind.reserved`); and it is no
/// syntax of Markdown, HTML or a format string, which `[[1]]` (read by apertium as a
/// formatting block, changing the grammar around it), `{1}`, `<1>` or `%1` would be.
/// Letters in the token (`XTK1X`, `⟦T1⟧`) made apertium take it for a word and change the
/// words beside it.
enum MaskToken {
  /// The opening bracket, U+27E6.
  static let open: Unicode.Scalar = "\u{27E6}"
  /// The closing bracket, U+27E7.
  static let close: Unicode.Scalar = "\u{27E7}"

  /// The token of number `number`.
  static func token(_ number: Int) -> String {
    "\u{27E6}\(number)\u{27E7}"
  }

  /// Whether `scalar` is one of the token's brackets.
  static func isBracket(_ scalar: Unicode.Scalar) -> Bool {
    scalar == open || scalar == close
  }
}
