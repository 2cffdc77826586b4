import L10nGrammar
import L10nModel

/// One key of one table with its value in every language: what row rules look at.
public struct RowContext: Sendable {
  /// One language's cell of the row.
  public struct Cell: Sendable {
    /// The language.
    public var language: LanguageID
    /// The table's file for this language, or the path it would have if it does not exist.
    public var path: String
    /// Whether the language has a file for the table.
    public var hasFile: Bool
    /// Where the effective entry is, when the key is present.
    public var location: SourceLocation?
    /// The effective value, or `nil` when the key is missing in this language.
    public var value: String?
    /// The value's `%` sequences.
    public var format: FormatString
    /// Whether the cell is a `.stringsdict` plural entry (its `value` is then `nil`; the plural
    /// rules check it).
    public var isPlural = false

    /// Whether the language has the key, as a string or a plural entry.
    public var isPresent: Bool { value != nil || isPlural }
    /// Whether the language has a `.strings` file (or catalog) for the table.
    public var hasStringsFile = false
    /// Whether the language has a `.stringsdict` for the table.
    public var hasPluralFile = false
    /// Whether the cell is a gap (the model's one definition).
    public var coverage = Coverage.notCounted

    /// The grid cell this is, for findings.
    func reference(_ row: RowContext) -> Finding.Cell {
      Finding.Cell(table: row.table, key: row.key, language: language)
    }
  }

  /// The table.
  public var table: TableID
  /// The key.
  public var key: LocalizationKey
  /// The source language's cell (its value is `nil` when only translations have the key).
  public var source: Cell
  /// Every other language's cell, except languages whose file for this table failed to parse.
  public var translations: [Cell]
  /// Whether the key is to be translated (`shouldTranslate: false` in a String Catalog turns
  /// the coverage checks off).
  public var shouldTranslate = true

  /// Whether there is nothing to compare translations with: the table has no readable file in
  /// the source language (nor in `Base`) — for example storyboard tables whose source text
  /// lives in the storyboard itself, or a source file that failed to parse.
  public var sourceIsUnreadable = false

  /// The row at `row` of `grid`.
  ///
  /// The table's source is the project's source language, or `Base` when the source language has no
  /// file for the table.
  ///
  /// Only the languages of the table's bundle have cells (`columns`, when the caller has them:
  /// `Project.bundleColumns`): a table is not compared with the languages only other tables
  /// name, and a catalog naming a thousand languages costs other tables nothing.
  public init(project: Project, grid: TableGrid, row: Int, columns: [Int]? = nil) {
    table = grid.table
    key = grid.keys[row]
    let gridIndex = project.gridIndex(of: grid.table)
    var cells: [Cell] = []
    let columns =
      columns ?? gridIndex.map { project.bundleColumns(grid: $0) }
      ?? Array(project.languages.indices)
    for column in columns {
      let language = project.languages[column]
      let fileIndex = grid.files[column]
      if let fileIndex, project.files[fileIndex].error != nil { continue }
      let location = grid.entry(row: row, language: column)
      let localization = location.flatMap { project.catalogLocalization(at: $0) }
      // Formats behind the cell layer's seam are read through it.
      let seamContent = location.flatMap { location in
        project.files[Int(location.file)].cellDocument == nil
          ? nil : gridIndex.map { project.content(grid: $0, row: row, column: column) }
      }
      // A translation in state `new` is not a translation yet (the source's is).
      let isNew =
        (localization?.state ?? seamContent?.state) == .new && language != project.sourceLanguage
      let value = isNew ? nil : location.flatMap { project.value(at: $0) }
      let plural = location.flatMap {
        project.files[Int($0.file)].stringsdict?.root.entries?[Int($0.entry)]
      }
      let catalogLine = location.flatMap { project.line(at: $0) }
      let entryLocation =
        location.flatMap { project.location(at: $0) }
        ?? (plural?.line ?? catalogLine).map { SourceLocation(line: max(1, $0), column: 1) }
        ?? location.flatMap { location in
          project.files[Int(location.file)].document?.entries[Int(location.entry)].location.expanded
        }
      let pluralFile = grid.pluralFiles[column]
      var cell = Cell(
        language: language,
        path: (plural != nil ? pluralFile : fileIndex).map { project.files[$0].path }
          ?? project.path(of: grid.table, language: language),
        hasFile: fileIndex != nil || pluralFile != nil, location: entryLocation, value: value,
        format: value.map(FormatString.init) ?? FormatString(""))
      cell.isPlural =
        plural != nil || (localization?.isStructured ?? false) || seamContent?.plural != nil
      cell.hasStringsFile = fileIndex != nil
      cell.hasPluralFile = pluralFile != nil
      if let gridIndex {
        cell.coverage = project.coverage(grid: gridIndex, row: row, column: column)
      }
      cells.append(cell)
    }
    let sourceIndex =
      cells.firstIndex { $0.language == project.sourceLanguage && $0.hasFile }
      ?? cells.firstIndex { $0.language == .base && $0.hasFile }
    if let sourceIndex {
      source = cells.remove(at: sourceIndex)
    } else {
      source =
        cells.first { $0.language == project.sourceLanguage }
        ?? Cell(
          language: project.sourceLanguage,
          path: project.path(of: grid.table, language: project.sourceLanguage),
          hasFile: false, location: nil, value: nil, format: FormatString(""))
      cells.removeAll { $0.language == project.sourceLanguage }
      sourceIsUnreadable = true
    }
    translations = cells
    if let location = grid.entry(row: row, language: 0),
      let entry = project.catalogEntry(at: location)?.entry
    {
      shouldTranslate = entry.shouldTranslate
    }
  }

  /// What translations' format specifiers are checked against: the source value, or the key
  /// itself when the source has no value (tables whose development-language text is the key,
  /// as with `NSLocalizedString("%d files", comment: "")` and no source `.strings` file).
  public var referenceFormat: FormatString {
    source.value != nil ? source.format : FormatString(key.text)
  }

  /// Whether `referenceFormat` comes from the key rather than a source value.
  public var referenceIsKey: Bool { source.value == nil }

  /// The location of the source entry, or 1:1 when the source lacks the key.
  public var sourceLocation: SourceLocation {
    source.location ?? SourceLocation(line: 1, column: 1)
  }
}
