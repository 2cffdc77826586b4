/// What `Project.apply(_:)` changed, and how to take it back exactly.
///
/// The inverse is kept as document-level restores (the entry spans, plist entry or catalog member
/// as they were), not as re-spelled edits: undoing gives back every byte, and costs memory in
/// proportion to what changed, never to the size of the project.
public struct ChangeSet: Sendable {
  /// The edits applied, in order.
  public internal(set) var edits: [CellEdit] = []
  /// The files changed or created (indices into `Project.files`).
  public internal(set) var files: Set<Int> = []
  /// The keys whose cells may have changed, per table: what to re-check.
  public internal(set) var keys: [TableID: Set<LocalizationKey>] = [:]
  /// The tables whose rows were rebuilt (keys added, renamed or removed).
  public internal(set) var rebuiltTables: Set<TableID> = []
  /// For tables of `rebuiltTables` whose grid was brought up to date in place by one edit, how
  /// its rows moved (a table absent here was rebuilt whole, or changed by several edits).
  public internal(set) var rowMoves: [TableID: RowMoves] = [:]
  /// Whether the languages changed (every grid was rebuilt; columns may have moved).
  public internal(set) var languagesChanged = false
  /// Whether review states recorded beside the files changed (`Project.reviews`): the review
  /// file is to be saved even when no file changed.
  package internal(set) var reviewsChanged = false
  /// The source edits that marked translations `needs review: source changed`, in order, with
  /// how many cells (or plural forms) each marked.
  package internal(set) var sourceChangeMarks: [SourceChangeMark] = []
  /// The restores that undo the change, in the order they were recorded; `Project.revert`
  /// applies them last to first.
  var inverse: [Revert] = []

  /// Whether nothing changed.
  public var isEmpty: Bool { inverse.isEmpty }

  mutating func record(_ revert: Revert, file: Int? = nil) {
    inverse.append(revert)
    if let file { files.insert(file) }
  }

  mutating func touch(_ table: TableID, _ key: LocalizationKey) {
    keys[table, default: []].insert(key)
  }
}

/// One document-level restore; performing it returns the restore that undoes it in turn.
enum Revert: Sendable {
  /// Points a grid column at a file (or none).
  case gridFile(grid: Int, column: Int, plural: Bool, file: Int?)
  /// Points a grid cell at an entry (or `EntryLocation.missing`).
  case gridCell(grid: Int, row: Int, column: Int, EntryLocation)
  /// Drops the last file (one an edit created), unless it has been saved since: a file on disk
  /// is never dropped from the project (it stays, emptied by the other restores).
  case removeLastFile
  /// Keeps the last file where dropping it was refused; undoes into `removeLastFile`.
  case keepLastFile
  /// Appends a file again.
  case appendFile(LocalizationFile)
  /// Takes back a change of a document (`CellDocument.restore`): a `.strings` file's entries,
  /// a String Catalog's key member as they were, a small document whole.
  case document(file: Int, DocumentRestore)
  /// Puts back the languages of a table's bundle (a file an edit made added one).
  case bundleLanguages(TableID, Set<LanguageID>?)
  /// Puts back the language columns.
  case languages([LanguageID])
  /// Puts back the review record of a cell (`Project.reviews`).
  case review(CellID, CellReview?)
}

/// A source edit that marked translations (see `ChangeSet.sourceChangeMarks`).
package struct SourceChangeMark: Hashable, Sendable {
  /// The source cell whose text changed.
  package var source: CellID
  /// How many translations (cells or plural forms) it marked `needs review`.
  package var marked: Int

  /// Creates a mark count.
  package init(source: CellID, marked: Int) {
    self.source = source
    self.marked = marked
  }
}
