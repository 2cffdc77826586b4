import L10nModel

/// Placeholders masked as opaque tokens before a text goes to a provider, and restored after.
///
/// PLACEHOLDER API for the session's helpers: the masking helper replaces this file.
package enum Masking {
  /// `text` with every placeholder masked; `doNotTranslate` are glossary terms kept as they
  /// are.
  package static func mask(_ text: String, doNotTranslate: [String] = []) -> MaskedText {
    MaskedText(text: text, tokens: [])
  }

  /// The provider's `translation` of `masked` with every token restored, or why it cannot be.
  package static func restore(_ translation: String, of masked: MaskedText) -> Result<
    String, MaskRefusal
  > {
    .success(translation)
  }
}
