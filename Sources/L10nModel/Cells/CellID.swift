/// One cell of the project: a key of a table in one language.
///
/// The address every consumer of the cell layer speaks: the editor, the checks, `stats`,
/// `export` and every importer name cells this way, never by file or entry index.
public struct CellID: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The table.
  public var table: TableID
  /// The key.
  public var key: LocalizationKey
  /// The language.
  public var language: LanguageID

  /// Creates a cell address.
  public init(table: TableID, key: LocalizationKey, language: LanguageID) {
    self.table = table
    self.key = key
    self.language = language
  }

  /// `table › key › language`.
  public var description: String { "\(table) › \(key) › \(language)" }
}
