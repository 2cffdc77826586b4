import L10nModel

/// One text a provider is asked to translate: a line of the provider protocol's requests
/// (Documentation/Guides/MachineTranslation.md).
///
/// `text` is the source text with every placeholder masked as an opaque token (`Masking`); the
/// provider must give each token back unchanged.
package struct ProviderRequest: Hashable, Sendable {
  /// A glossary term with the translation it must have.
  package struct Term: Hashable, Sendable {
    /// The term, as the source language writes it.
    package var term: String
    /// Its required translation in the target language (the term itself: do not translate).
    package var translation: String

    /// Creates a term.
    package init(term: String, translation: String) {
      self.term = term
      self.translation = translation
    }
  }

  /// Names the request in its response; unique within a run.
  package var id: String
  /// The masked source text.
  package var text: String
  /// The source language's code (`en`).
  package var source: String
  /// The target language's code (`es`, `pt-BR`).
  package var target: String
  /// The developer's comment for translators, when the cell has one.
  package var comment: String?
  /// The glossary terms the text uses, with their required translations.
  package var glossary: [Term] = []
  /// The most characters the translation may have, when a `maxLength` setting says.
  package var maxLength: Int?
  /// For a plural form: its category in the target language (`one`, `few`, `many`, `other`).
  package var category: String?
  /// For a plural form: a number of that category, to put in the text (`3` for `few` in
  /// Polish).
  package var sample: String?

  /// Creates a request.
  package init(
    id: String, text: String, source: String, target: String, comment: String? = nil,
    glossary: [Term] = [], maxLength: Int? = nil, category: String? = nil,
    sample: String? = nil
  ) {
    self.id = id
    self.text = text
    self.source = source
    self.target = target
    self.comment = comment
    self.glossary = glossary
    self.maxLength = maxLength
    self.category = category
    self.sample = sample
  }
}
