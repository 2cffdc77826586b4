/// One line of a project glossary: a term of the source language, the translation it must have
/// in one language, and a note for translators.
///
/// Read from `l10nedit.glossary.csv` or `l10nedit.glossary.tbx` (see `GlossaryReader` and
/// Documentation/Formats/Glossary.md). Several entries of one term and language are
/// alternatives: a translation that uses any of them uses the term's translation.
public struct GlossaryEntry: Hashable, Sendable {
  /// The term, as the source language writes it (`Settings`, `設定`).
  public var term: String
  /// The language of the translation: `de`, or `pt-BR` (an entry of `pt` serves `pt-BR` and
  /// `pt-PT` unless they have entries of their own).
  public var language: LanguageID
  /// What the term must be translated as in `language`.
  public var translation: String
  /// What translators should know (shown beside the term); may be empty.
  public var note: String
  /// The file the entry was read from and where in it, for messages.
  public var path: String
  /// The entry's place in `path`.
  public var location: SourceLocation

  /// Creates an entry.
  public init(
    term: String, language: LanguageID, translation: String, note: String = "",
    path: String = "", location: SourceLocation = SourceLocation(line: 1, column: 1)
  ) {
    self.term = term
    self.language = language
    self.translation = translation
    self.note = note
    self.path = path
    self.location = location
  }
}
