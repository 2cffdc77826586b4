import L10nModel

/// Placeholders masked as opaque tokens before a text goes to a provider, and restored after
/// (Documentation/Guides/MachineTranslation.md).
///
/// Masked: format specifiers of every kind (`%@`, `%1$@`, `%lld`, `%#@count@`, `%%`), Markdown
/// code spans, emphasis markers and a link's `[` and `](url)` (its text is translated), markup
/// tags, URLs, contact e-mail addresses, the syntax of `^[…](inflect: true)`, App Shortcuts
/// variables (`${applicationName}`), and the glossary's do-not-translate terms — found by the
/// detectors of the lint rules that check them (`MaskSpans`). Each becomes a token `⟦n⟧`
/// (`MaskToken`), numbered in order.
package enum Masking {
  /// `text` with every placeholder masked; `doNotTranslate` are glossary terms kept as they
  /// are (`Glossary.doNotTranslate(in:for:)`), found as the glossary finds terms.
  package static func mask(_ text: String, doNotTranslate: [String] = []) -> MaskedText {
    let scalars = Array(text.unicodeScalars)
    let spans = MaskSpans.spans(text, scalars: scalars, doNotTranslate: doNotTranslate)
    guard !spans.isEmpty else { return MaskedText(text: text, tokens: []) }
    var masked = String.UnicodeScalarView()
    var tokens: [MaskedText.Token] = []
    var partners: [Int: [Int]] = [:]
    var index = 0
    for span in spans {
      masked.append(contentsOf: scalars[index..<span.scalars.lowerBound])
      let token = MaskToken.token(tokens.count + 1)
      masked.append(contentsOf: token.unicodeScalars)
      if let pair = span.pair { partners[pair, default: []].append(tokens.count) }
      tokens.append(
        MaskedText.Token(
          token: token, original: String(String.UnicodeScalarView(scalars[span.scalars])),
          kind: span.kind, keepsOrder: span.keepsOrder))
      index = span.scalars.upperBound
    }
    masked.append(contentsOf: scalars[index...])
    for pair in partners.values where pair.count == 2 {
      tokens[pair[0]].partner = pair[1]
      tokens[pair[1]].partner = pair[0]
    }
    return MaskedText(text: String(masked), tokens: tokens)
  }
}
