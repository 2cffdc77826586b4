/// A document of a format that plugs into the cell layer without the model knowing the format:
/// the seam a new format implements (next to its reader and writer, in its own folder of
/// `L10nFormats`).
///
/// The model builds grids, answers `content(of:)` and `coverage`, and applies `CellEdit`s
/// through these requirements alone. `.strings`, `.stringsdict` and String Catalogs predate the
/// seam and keep their own tuned paths; every later format goes through it.
public protocol CellDocument: Sendable {
  /// The keys, in the document's order (a repeated key appears more than once; the last wins).
  var keys: [LocalizationKey] { get }
  /// The languages the document holds (for a one-language file, that language).
  var languages: Set<LanguageID> { get }
  /// The language the document names as its source, if it names one.
  var sourceLanguage: LanguageID? { get }
  /// Whether edits of the document may be written back.
  var isWritable: Bool { get }
  /// What the entry at `entry` (an index into `keys`) holds in `language`: `.missing` when
  /// nothing.
  func content(entry: Int, language: LanguageID) -> CellContent
  /// The line (1-based) of the entry in its file; 0 when unknown or added since reading.
  func line(entry: Int) -> Int
  /// The comment of the entry, if the format has comments.
  func comment(entry: Int) -> String?
  /// Applies one edit addressed to this document; throws `EditError.unsupported` for an edit
  /// the format cannot hold. Key-level edits (`addKey`, `renameKey`, `deleteKey`) name the key;
  /// cell edits name the cell, whose table is the document's.
  mutating func apply(_ edit: CellEdit, sourceLanguage: LanguageID) throws(EditError)
}
