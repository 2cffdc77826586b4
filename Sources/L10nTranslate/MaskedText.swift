/// A source text with its placeholders replaced by opaque tokens, for a provider, and what
/// each token stands for (`Masking`).
package struct MaskedText: Hashable, Sendable {
  /// One masked placeholder.
  package struct Token: Hashable, Sendable {
    /// What kind of thing it stands for.
    package enum Kind: String, Hashable, Sendable {
      /// A format specifier (`%@`, `%1$@`, `%lld`, `%#@var@`, `%%`).
      case formatSpecifier
      /// Markdown link syntax or emphasis markers.
      case markdown
      /// An HTML or markup tag.
      case markup
      /// A URL.
      case url
      /// An e-mail address.
      case email
      /// An `^[…](inflect: true)` attribute's syntax.
      case inflection
      /// A keyboard shortcut.
      case shortcut
      /// A glossary term marked "do not translate".
      case doNotTranslate
      /// Text of the source shaped like a token's brackets (`⟦`, `⟧`), masked so that it is
      /// never taken for a token.
      case reserved
    }

    /// The token as the provider sees it.
    package var token: String
    /// The original text it stands for.
    package var original: String
    /// What it is.
    package var kind: Kind
    /// Whether its place relative to the other ordered tokens must be kept (positional
    /// specifiers may move; `%@` may not).
    package var keepsOrder: Bool
    /// For one of a pair that must stay opened before closed and nested as in the source (a
    /// tag and its close tag, a link's `[` and `](url)`, emphasis markers): the index in
    /// `MaskedText.tokens` of its other half.
    package var partner: Int?

    /// Creates a token.
    package init(
      token: String, original: String, kind: Kind, keepsOrder: Bool, partner: Int? = nil
    ) {
      self.token = token
      self.original = original
      self.kind = kind
      self.keepsOrder = keepsOrder
      self.partner = partner
    }
  }

  /// The text the provider is sent.
  package var text: String
  /// The tokens, in the order they appear in `text`.
  package var tokens: [Token]

  /// Creates a masked text.
  package init(text: String, tokens: [Token]) {
    self.text = text
    self.tokens = tokens
  }
}

/// Why a provider's translation cannot be unmasked: a token dropped, duplicated, reordered
/// where order matters, or altered.
package struct MaskRefusal: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong, in words (names the token's original text).
  package var description: String

  /// A refusal saying `description`.
  package init(_ description: String) {
    self.description = description
  }
}
