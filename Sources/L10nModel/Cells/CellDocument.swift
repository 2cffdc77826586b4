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
  /// Where the entry's value in `language` is in its file (for a one-language file, where the
  /// entry is); `nil` when unknown or added since reading.
  func location(entry: Int, language: LanguageID) -> SourceLocation?
  /// The comment of the entry, if the format has comments.
  func comment(entry: Int) -> String?
  /// Applies one edit addressed to this document; throws `EditError.unsupported` for an edit
  /// the format cannot hold. Key-level edits (`addKey`, `renameKey`, `deleteKey`) name the key;
  /// cell edits name the cell, whose table is the document's.
  mutating func apply(_ edit: CellEdit, sourceLanguage: LanguageID) throws(EditError)
  /// Keys (or other members) the file gives more than once, each occurrence once, in file
  /// order: what the `duplicate-key` check reports. None by default.
  var duplicates: [DuplicateOccurrence] { get }
}

extension CellDocument {
  public var duplicates: [DuplicateOccurrence] { [] }
}

/// One occurrence of something a file gives more than once (a key in one language of a JSON
/// file, a plural form), for the `duplicate-key` check.
public struct DuplicateOccurrence: Hashable, Sendable {
  /// The cell it belongs to, when it is a key's (a language given twice belongs to none).
  public var cell: CellID?
  /// Where the occurrence is.
  public var location: SourceLocation
  /// What to say: which member is repeated, where the others are, which one wins.
  public var message: String

  /// Creates an occurrence.
  public init(cell: CellID?, location: SourceLocation, message: String) {
    self.cell = cell
    self.location = location
    self.message = message
  }
}
