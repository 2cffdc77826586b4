import L10nModel

/// One translated cell of a project as the memory holds it: a source text, its translation in
/// one language, and where the translation is.
package struct MemoryUnit: Hashable, Sendable {
  /// The source text (for a plural form, the source's form of the same category, else its
  /// `other` form).
  package var source: String
  /// The translation.
  package var translation: String
  /// The translation's language.
  package var language: LanguageID
  /// Where it is: table, key and, for a plural form, which (`MemoryContext`).
  package var context: MemoryContext

  /// Creates a unit.
  package init(
    source: String, translation: String, language: LanguageID, context: MemoryContext
  ) {
    self.source = source
    self.translation = translation
    self.language = language
    self.context = context
  }
}

/// Where a memory unit comes from: its table and key, the plural form, the key's comment.
package struct MemoryContext: Hashable, Sendable, CustomStringConvertible {
  /// The table.
  package var table: TableID
  /// The key.
  package var key: LocalizationKey
  /// For a plural form: the variable and category (`count: one`); `nil` for a text.
  package var form: String?
  /// The source entry's comment, if any.
  package var comment: String?

  /// Creates a context.
  package init(table: TableID, key: LocalizationKey, form: String? = nil, comment: String? = nil) {
    self.table = table
    self.key = key
    self.form = form
    self.comment = comment
  }

  /// `table › key`, with the form after a space: `Localizable › files (count: one)`.
  package var description: String {
    "\(table) › \(key.text)" + (form.map { " (\($0))" } ?? "")
  }
}
