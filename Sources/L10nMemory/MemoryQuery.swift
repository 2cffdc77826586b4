import L10nModel

/// What suggestions are wanted for: a source text to translate into a language, and the cell
/// being translated, if any (its own translation is never suggested; units of the same key or
/// with the same comment rank higher).
package struct MemoryQuery: Sendable, Hashable {
  /// The source text.
  package var source: String
  /// The language to translate into.
  package var language: LanguageID
  /// The cell being translated.
  package var cell: CellID?
  /// For a plural form: which (`count: one`), as `MemoryContext.form` names it.
  package var form: String?
  /// The source entry's comment.
  package var comment: String?

  /// Creates a query.
  package init(
    source: String, language: LanguageID, cell: CellID? = nil, form: String? = nil,
    comment: String? = nil
  ) {
    self.source = source
    self.language = language
    self.cell = cell
    self.form = form
    self.comment = comment
  }
}
