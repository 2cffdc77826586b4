/// One change to a project, said in cells: what the editor, importers and commands ask for.
///
/// `Project.apply(_:)` carries edits out on whatever files hold the cells.
public enum CellEdit: Hashable, Sendable, Codable {
  /// Sets a cell's text (a catalog translation becomes `translated`); creates the entry, and
  /// the language's file for the table, when missing.
  case setText(CellID, String)
  /// Sets plural (or device) texts of one variable of a cell: category → text, `nil` removes
  /// the category. Creates the entry, variable and file from the source language's when missing.
  case setPluralForms(CellID, VariableID, [String: String?])
  /// Sets the outer format of a plural cell, the text around its `%#@variable@` tokens: a
  /// `.stringsdict` entry's `NSStringLocalizedFormatKey`, or the string unit beside a String
  /// Catalog localization's substitutions. Creates the entry (and file) like `setPluralForms`.
  case setPluralFormat(CellID, String)
  /// Sets the text of a cell's entry in its language's `.strings` file where the table's
  /// `.stringsdict` has the key too (the plural entry, which the cell shows, is left alone), as
  /// Xcode's import writes a key listed in both files' units; creates the entry (and the
  /// `.strings` file) when missing.
  case setShadowedText(CellID, String)
  /// Sets the review state of a String Catalog translation: its string unit's and, for plural
  /// (or device) variations and substitutions, every form's.
  case setState(CellID, TranslationState)
  /// Sets the review state of forms of one variable of a String Catalog translation: category
  /// (or device) → state; forms without a text are left alone.
  case setFormStates(CellID, VariableID, [String: TranslationState])
  /// Sets the review state of a cell (`nil` form) or of one plural form, in any format: a
  /// String Catalog keeps it in the catalog (and a reason in the review file), every other
  /// format in the review file (`Project.reviews`). A whole-cell state replaces the forms'.
  /// The cell must have a translation.
  case setReview(CellID, PluralFormID?, ReviewState)
  /// Marks a translation reviewed against its source text as it is now, its text kept: the
  /// cell becomes translated (as `setReview(cell, nil, .translated)` makes it) and the review
  /// file records the source text (`CellReview.reviewedAgainst`), so that
  /// `outdated-translation` says nothing of the cell until its source says something else.
  /// For a translation the rule finds older than its source's latest change in git history.
  /// The cell must have a translation, and its key a source text.
  case markReviewed(CellID)
  /// Removes a language's translation of a key, so that the cell is missing again.
  case removeTranslation(CellID)
  /// Resolves a key defined several times in the cell's `.strings` file: keeps the occurrence
  /// at this index (0 is the first in the file) and removes the others.
  case keepOccurrence(CellID, Int)
  /// Adds a key to a table, with its source-language text and an optional comment.
  case addKey(TableID, LocalizationKey, sourceValue: String, comment: String?)
  /// Adds a key found in code (`extract`): to a `.strings` table with `value` (or the key) as
  /// its source text, to a String Catalog as Xcode's extraction adds it.
  case extractKey(TableID, LocalizationKey, value: String?, comment: String?)
  /// Renames a key in every language of its table.
  case renameKey(TableID, LocalizationKey, to: LocalizationKey)
  /// Deletes a key (duplicates included) from every language of its table.
  case deleteKey(TableID, LocalizationKey)
  /// Sets or removes the comment of a cell's entry: in `.strings` tables each language's file
  /// keeps its own comment (every occurrence of the key in that language's file); a String
  /// Catalog has one comment per key, whatever the language.
  case setComment(CellID, String?)
  /// Adds a language column; its files are created when its first cell is filled.
  case addLanguage(LanguageID)
  /// Sets or removes (`nil`) an attribute of a key that no cell holds, in the file of every
  /// language that holds the key: a String Catalog key's `shouldTranslate` or
  /// `extractionState`, the value as the format writes it (`false`, `"stale"`; see
  /// `CellDocument.keyAttributes`).
  case setKeyAttribute(TableID, LocalizationKey, name: String, value: String?)
  /// Changes how a String Catalog translation varies, as Xcode's catalog editor does: by
  /// plural or by device, and back (see `CellVariation`). Other formats refuse it.
  case vary(CellID, CellVariation)

  /// The one cell the edit changes, if it changes one cell (not a key in every language, not
  /// a language).
  public var cell: CellID? {
    switch self {
    case .setText(let cell, _), .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _),
      .setShadowedText(let cell, _), .setState(let cell, _), .setFormStates(let cell, _, _),
      .setReview(let cell, _, _), .markReviewed(let cell), .removeTranslation(let cell),
      .setComment(let cell, _), .keepOccurrence(let cell, _), .vary(let cell, _):
      cell
    case .addKey, .extractKey, .renameKey, .deleteKey, .addLanguage, .setKeyAttribute: nil
    }
  }

  /// The table the edit changes, if it changes one.
  public var table: TableID? {
    switch self {
    case .addKey(let table, _, _, _), .extractKey(let table, _, _, _), .renameKey(let table, _, _),
      .deleteKey(let table, _), .setKeyAttribute(let table, _, _, _):
      table
    default: cell?.table
    }
  }
}

/// Why an edit cannot be made.
///
/// Nothing is changed when `apply` throws.
public enum EditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file that would change cannot be written: it failed to parse, or is a property list.
  case readOnly(path: String)
  /// The project has no such table.
  case unknownTable(TableID)
  /// The project has no such language (add it with `.addLanguage` first).
  case unknownLanguage(LanguageID)
  /// The table has no such key.
  case unknownKey(TableID, LocalizationKey)
  /// The table already has the key (adding or renaming to it).
  case keyExists(TableID, LocalizationKey)
  /// The cell cannot take this kind of edit (for example text on a plural entry).
  case unsupported(String)
  /// A language code or table name cannot name the file the edit would create (a path, an
  /// empty or hidden name, control characters); the reason in plain words.
  case invalidName(String)

  public var description: String {
    switch self {
    case .readOnly(let path): "\(path) is read-only"
    case .unknownTable(let table): "there is no table \(table)"
    case .unknownLanguage(let language): "there is no language \(language)"
    case .unknownKey(let table, let key): "\(table) has no key \"\(key)\""
    case .keyExists(let table, let key): "\(table) already has the key \"\(key)\""
    case .unsupported(let reason): reason
    case .invalidName(let reason): reason
    }
  }
}
