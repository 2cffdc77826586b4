import L10nGrammar
import L10nModel

/// One key of one table with its value in every language: what row rules look at.
package struct RowContext: Sendable {
  /// One language's cell of the row.
  package struct Cell: Sendable {
    /// The language.
    package var language: LanguageID
    /// The table's file for this language, or the path it would have if it does not exist.
    package var path: String
    /// Whether the language has a file for the table.
    package var hasFile: Bool
    /// Where the effective entry is, when the key is present.
    package var location: SourceLocation?
    /// The effective value, or `nil` when the key is missing in this language.
    package var value: String?
    /// The value's `%` sequences.
    package var format: FormatString
    /// Whether the cell is a `.stringsdict` plural entry (its `value` is then `nil`; the plural
    /// rules check it).
    package var isPlural = false

    /// Whether the language has the key, as a string or a plural entry.
    package var isPresent: Bool { value != nil || isPlural }
    /// Whether the language has a `.strings` file (or catalog) for the table.
    package var hasStringsFile = false
    /// Whether the language has a `.stringsdict` for the table.
    package var hasPluralFile = false
    /// Whether the cell is a gap (the model's one definition).
    package var coverage = Coverage.notCounted
    /// Whether the cell is `Base`'s while the source language's file is the table's source.
    ///
    /// Then it is no translation, so not checked as one (`untranslated`, `extra-key`; see
    /// `Project.isBaseBesideSource`); its text is still checked against the source's.
    package var isBaseBesideSource = false
    /// Whether the language is a pseudo language (`en-XA`): made by a tool, not translated.
    package var isPseudo = false
    /// Whether the cell is a translation the quality rules compare with the source: it has a
    /// value, not empty, not the source's text, in no pseudo language (see `TranslationCheck`).
    package var differsFromSource = false
    /// The scripts the cell's language is written in (`LanguageScripts`; `nil` for a language
    /// it does not list), when found once for its column (`hasLanguageTables`).
    package var scripts: ScriptSet?
    /// How much longer than the source the language's texts typically are
    /// (`TextExpansion.factor`), when found once for its column (`hasLanguageTables`).
    package var expansion = 1.0
    /// Whether `scripts` and `expansion` were found for the cell's column (else they are to be
    /// looked up by language: each look-up takes the tables' lock).
    package var hasLanguageTables = false
    /// What one pass over the value's bytes tells (found for every value of a `.strings`
    /// entry, and for the source's and the values compared with it; empty for others).
    package var textFacts = TextFacts()

    /// The grid cell this is, for findings.
    func reference(_ row: RowContext) -> CellID {
      CellID(table: row.table, key: row.key, language: language)
    }
  }

  /// The table.
  package var table: TableID
  /// The key.
  package var key: LocalizationKey
  /// The source language's cell (its value is `nil` when only translations have the key).
  package var source: Cell
  /// Every other language's cell, except languages whose file for this table failed to parse.
  package var translations: [Cell]
  /// Whether the key is to be translated (`shouldTranslate: false` in a String Catalog turns
  /// the coverage checks off).
  package var shouldTranslate = true

  /// What the row's table shares with its other rows (the project, for comments).
  private(set) var facts: Table?

  /// The plural form the row stands for, when it is one form of a plural variable
  /// (`followers: few`; see `PluralFormRows`), or `nil` for a key's row.
  package private(set) var form: String?

  /// How findings name the language of `cell`: its code, and the form when the row is one.
  package func naming(_ cell: Cell) -> String {
    form.map { "\(cell.language.code) (\($0))" } ?? cell.language.code
  }

  /// Whether there is nothing to compare translations with: the table has no readable file in
  /// the source language (nor in `Base`) — for example storyboard tables whose source text
  /// lives in the storyboard itself, or a source file that failed to parse.
  package var sourceIsUnreadable = false

  /// The row at `row` of `grid`.
  ///
  /// The table's source is the project's source language, or `Base` when the source language has no
  /// file for the table.
  package init(project: Project, grid: TableGrid, row: Int) {
    self.init(Table(project: project, grid: grid), row: row)
  }

  /// What rows of one table share, found once for checking many of its rows: each language's
  /// files and paths, its `.strings` document, and the table's coverage.
  ///
  /// Only the languages of the table's bundle have cells (`Project.bundleColumns`): a table is
  /// not compared with the languages only other tables name, and a catalog naming a thousand
  /// languages costs other tables nothing.
  ///
  /// A class: rows are checked on several threads, and a copy of a struct of the project, the
  /// grid and the columns retained each of their buffers, per row, from every thread at once.
  package final class Table: Sendable {
    let project: Project
    let grid: TableGrid
    let gridIndex: Int?
    let coverage: Project.GridCoverage?
    let columns: [Column]
    /// Whether a file of the table may hold an inline `l10nedit:ignore` marker (a `.strings`
    /// file whose text has one, or a catalog or other document, whose comments are looked up):
    /// when none can, findings are not matched with comments at all.
    let mayHaveIgnoreMarkers: Bool
    /// Whether each of `columns`' files may hold a marker (see `mayHaveIgnoreMarkers`).
    private let markedColumns: [Bool]

    /// One language of the table.
    struct Column: Sendable {
      /// The language's column in the project.
      var index: Int
      var language: LanguageID
      var file: Int?
      var pluralFile: Int?
      /// Whether the language's file for the table failed to parse (then it has no cells).
      var isUnreadable: Bool
      /// Whether the language is `Base` beside the table's source (see `Cell`).
      var isBaseBesideSource = false
      /// Whether the language is a pseudo language (see `Cell`).
      var isPseudo = false
      /// The scripts the language is written in (see `Cell`).
      var scripts: ScriptSet?
      /// How much longer than the source its texts typically are (see `Cell`).
      var expansion: Double
      /// The `.strings` file's path, or where it would be.
      var path: String
      /// The `.stringsdict` file's path, or where it would be.
      var pluralPath: String
      /// The document of the language's file of the table (a `.strings` file), whose entries
      /// most cells point at.
      var document: (any CellDocument)?
    }

    /// The table of `grid` in `project`.
    ///
    /// With `previous`, a table of the same grid in a project that differs in some files'
    /// contents (a language server's after a change of one file), a file whose document holds
    /// the very same bytes there is not searched for markers again (the forty files of a
    /// large table are 80 MB). Without `searchingMarkers`, no file is searched: each may hold
    /// one (comments are looked up for every finding), for a table only read for places.
    package init(
      project: Project, grid: TableGrid, reusing previous: Table? = nil,
      searchingMarkers: Bool = true
    ) {
      self.project = project
      self.grid = grid
      let gridIndex = project.gridIndex(of: grid.table)
      self.gridIndex = gridIndex
      coverage = gridIndex.map { project.gridCoverage($0) }
      let bundle = gridIndex.map { project.bundleColumns(grid: $0) }
      columns = (bundle ?? Array(project.languages.indices)).map { column in
        let language = project.languages[column]
        let file = grid.files[column]
        let pluralFile = grid.pluralFiles[column]
        // A file's own path, else where the table's `.strings` file for the language would be.
        func path(_ index: Int?) -> String {
          index.map { project.files[$0].path } ?? project.path(of: grid.table, language: language)
        }
        return Column(
          index: column, language: language, file: file, pluralFile: pluralFile,
          isUnreadable: file.map { project.files[$0].error != nil } ?? false,
          isBaseBesideSource: gridIndex.map {
            project.isBaseBesideSource(grid: $0, column: column)
          } ?? false,
          isPseudo: LanguageTag(language).isPseudo,
          scripts: LanguageScripts.scriptSet(of: language),
          expansion: TextExpansion.factor(of: language), path: path(file),
          pluralPath: path(pluralFile), document: file.flatMap { project.files[$0].cellDocument })
      }
      let previous = previous.flatMap { $0.grid.table == grid.table ? $0 : nil }
      markedColumns = columns.map { column in
        guard let file = column.file else { return false }
        guard searchingMarkers else { return true }
        if let previous, let known = previous.marks(sameBytesAs: column) { return known }
        return column.document?.withFileBytes { InlineIgnore.mayAppear(in: $0) }
          ?? (project.files[file].error == nil)
      }
      mayHaveIgnoreMarkers = markedColumns.contains(true)
    }

    /// Whether this table's column of `column`'s language may hold a marker, when its
    /// document's bytes are `column`'s own (the same buffer: both tables hold it, so the same
    /// address is the same bytes); `nil` when they are not, or the document has no bytes.
    private func marks(sameBytesAs column: Column) -> Bool? {
      guard let position = columns.firstIndex(where: { $0.index == column.index }),
        let mine = columns[position].document, let theirs = column.document,
        mine.withFileBytes({ one in
          theirs.withFileBytes { other in
            one.baseAddress == other.baseAddress && one.count == other.count
          } ?? false
        }) == true
      else { return nil }
      return markedColumns[position]
    }
  }

  /// The rows of `table`'s grid in the order their entries lie in the table's source file
  /// (else the first language's file of the table), the rows that file lacks after them in
  /// key order (`TableGrid.rowsInFileOrder`).
  package static func rowsInFileOrder(_ table: Table) -> [Int] {
    let reading =
      table.columns.first { $0.language == table.project.sourceLanguage && $0.file != nil }
      ?? table.columns.first { $0.file != nil }
    return table.grid.rowsInFileOrder(column: reading?.index)
  }

  /// The row at `row` of `table`'s grid (see `init(project:grid:row:)`).
  package init(_ table: Table, row: Int) {
    self = Self.rows(table, [row])[0]
  }

  /// The rows `rows` of `table`'s grid, as `init(_:row:)` reads each.
  ///
  /// Their cells are read a language at a time: a table's rows lie in the same order in each
  /// language's file, so one language's values for many rows are read from its bytes in order.
  /// Read a row at a time, each of a row's forty values was a cache miss in another file, and
  /// the first touch of each (the UTF-8 check of its `String`) a fifth of `lint`'s time.
  package static func rows(_ table: Table, _ rows: [Int]) -> [RowContext] {
    var cells = cells(table, rows: rows)
    return rows.indices.map { position in
      // Each row's cells taken out, not copied: the row takes its source out of them, which
      // copied the whole array (retaining each cell's strings) while the batch still held it.
      var taken: [Cell] = []
      swap(&taken, &cells[position])
      return RowContext(table, row: rows[position], cells: taken)
    }
  }

  /// The cells of `rows` of `table`'s grid, a row's in the order of the table's columns,
  /// without those of languages whose file failed to parse.
  private static func cells(_ table: Table, rows: [Int]) -> [[Cell]] {
    var cells = [[Cell]](repeating: [], count: rows.count)
    for position in cells.indices { cells[position].reserveCapacity(table.columns.count) }
    let grid = table.grid
    let coverage = table.coverage
    // Each row's source entry, found once rather than for each of its cells' coverage.
    let sourceLocations = rows.map { row in
      coverage?.source.flatMap { grid.entry(row: row, language: $0) }
    }
    for facts in table.columns where !facts.isUnreadable {
      // The column's document, copied once for all the rows (a copy retains its buffers).
      let document = facts.document
      for (position, row) in rows.enumerated() {
        cells[position].append(
          read(
            table, facts, document: document, grid: grid, coverage: coverage,
            sourceLocation: sourceLocations[position], row: row))
      }
    }
    return cells
  }

  /// The cell of `facts`' language at `row` of `table`'s grid, with `document`, `grid` and
  /// `coverage` the column's and the table's (passed in: read from them each time, they were
  /// copied each time), and `sourceLocation` where the row's source entry is.
  private static func read(
    _ table: Table, _ facts: Table.Column, document: (any CellDocument)?, grid: TableGrid,
    coverage: Project.GridCoverage?, sourceLocation: EntryLocation?, row: Int
  ) -> Cell {
    let location = grid.entry(row: row, language: facts.index)
    var cell: Cell
    if let location, location.column < 0, Int(location.file) == facts.file, let document,
      let value = document.text(entry: Int(location.entry), language: facts.language)
    {
      // A text of the language's file (a `.strings` entry), the most common cell: straight
      // from its document.
      let entry = Int(location.entry)
      // Its facts found now, while its bytes were just written (see `findTextFacts`).
      let textFacts = value.isEmpty ? TextFacts() : TextFacts(value)
      // Its format is read with its row's (`findFormats`), when its source is known.
      cell = Cell(
        language: facts.language, path: facts.path, hasFile: true,
        location: document.location(entry: entry, language: facts.language), value: value,
        format: FormatString(""))
      cell.textFacts = textFacts
    } else {
      cell = Self.cell(table, facts: facts, location: location, row: row, column: facts.index)
    }
    cell.hasStringsFile = facts.file != nil
    cell.hasPluralFile = facts.pluralFile != nil
    cell.isBaseBesideSource = facts.isBaseBesideSource
    cell.isPseudo = facts.isPseudo
    cell.scripts = facts.scripts
    cell.expansion = facts.expansion
    cell.hasLanguageTables = true
    if let coverage {
      cell.coverage = coverage.coverage(
        row: row, column: facts.index, location: location, sourceLocation: sourceLocation)
    }
    return cell
  }

  /// Where the cell of `language` at `row` of `table`'s grid is: its path and location.
  ///
  /// As the row's `translations` hold it, read without the row's other cells (nor the cell's
  /// value, when it is a `.strings` entry): what a finding about the cell needs. `nil` when they
  /// do not hold it (the source, `Base` as the table's source, a language outside the table's
  /// bundle or whose file failed to parse).
  package static func translationPlace(_ table: Table, row: Int, language: LanguageID)
    -> (path: String, location: SourceLocation?)?
  {
    guard let facts = translationColumn(table, language: language) else { return nil }
    if let location = table.grid.entry(row: row, language: facts.index), location.column < 0,
      Int(location.file) == facts.file, let document = facts.document
    {
      return (facts.path, document.location(entry: Int(location.entry), language: language))
    }
    let sourceLocation = table.coverage?.source.flatMap {
      table.grid.entry(row: row, language: $0)
    }
    let cell = read(
      table, facts, document: facts.document, grid: table.grid, coverage: table.coverage,
      sourceLocation: sourceLocation, row: row)
    return (cell.path, cell.location)
  }

  /// The column of `language` when a row's `translations` hold its cell.
  private static func translationColumn(_ table: Table, language: LanguageID) -> Table.Column? {
    let sourceLanguage = table.project.sourceLanguage
    guard language != sourceLanguage,
      let facts = table.columns.first(where: { $0.language == language }), !facts.isUnreadable
    else { return nil }
    // `Base` is the row's source when the source language's column has no file (`init`).
    if language == .base,
      !table.columns.contains(where: {
        $0.language == sourceLanguage && !$0.isUnreadable
          && ($0.file != nil || $0.pluralFile != nil)
      })
    {
      return nil
    }
    return facts
  }

  /// The row at `row` of `table`'s grid, whose cells are `cells` (see `cells(_:rows:)`).
  private init(_ table: Table, row: Int, cells: consuming [Cell]) {
    let project = table.project
    let grid = table.grid
    facts = table
    self.table = grid.table
    key = grid.keys[row]
    var cells = cells
    let sourceIndex =
      cells.firstIndex { $0.language == project.sourceLanguage && $0.hasFile }
      ?? cells.firstIndex { $0.language == .base && $0.hasFile }
    var source: Cell
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
    // Found before the cells are stored: marking them in `translations` copied the array,
    // while `cells` still held it.
    Self.findTextFacts(source: &source, translations: &cells)
    Self.findFormats(source: &source, translations: &cells)
    self.source = source
    translations = cells
    if let location = grid.entry(row: row, language: 0), location.column >= 0,
      let document = project.files[Int(location.file)].cellDocument
    {
      shouldTranslate = document.isTranslatable(entry: Int(location.entry))
    }
  }

  /// A row of one plural form (see `PluralFormRows`): `source` is the source language's text of
  /// the form, `translations` the forms compared with it.
  init(table: TableID, key: LocalizationKey, form: String, source: Cell, translations: [Cell]) {
    self.table = table
    self.key = key
    self.form = form
    var source = source
    var translations = translations
    Self.findTextFacts(source: &source, translations: &translations)
    self.source = source
    self.translations = translations
  }

  /// Reads the formats of the cells whose format was left to their row (`read`).
  ///
  /// Those are the cells whose text has a `%` and that have no format yet (any `%` makes an
  /// item). A translation whose bytes from its first `%` to its end are the source's has the
  /// source's format (everything before a first `%` is plain text): parsed once for the row.
  private static func findFormats(source: inout Cell, translations: inout [Cell]) {
    func needsFormat(_ cell: Cell) -> Bool {
      cell.value != nil && cell.format.items.isEmpty && cell.textFacts.has(UInt8(ascii: "%"))
    }
    if needsFormat(source), let text = source.value { source.format = FormatString(text) }
    let sourceTail = source.value.flatMap(formatTail)
    for index in translations.indices where needsFormat(translations[index]) {
      guard let value = translations[index].value else { continue }
      if let sourceTail, !source.format.items.isEmpty, let tail = formatTail(value),
        tail.elementsEqual(sourceTail)
      {
        translations[index].format = source.format
      } else {
        translations[index].format = FormatString(value)
      }
    }
  }

  /// `text`'s UTF-8 from its first `%` to its end, if it has one.
  private static func formatTail(_ text: String) -> Substring.UTF8View? {
    let utf8 = text.utf8
    return utf8.firstIndex(of: UInt8(ascii: "%")).map { text[$0...].utf8 }
  }

  /// Finds which translations differ from the source, and the text facts of those and of the
  /// source that were not found when their cells were read (`read`).
  private static func findTextFacts(source: inout Cell, translations: inout [Cell]) {
    if let text = source.value, !text.isEmpty {
      if source.textFacts.isEmpty { source.textFacts = TextFacts(text) }
      for index in translations.indices {
        guard let value = translations[index].value, !value.isEmpty,
          !translations[index].isPseudo
        else { continue }
        if translations[index].textFacts.isEmpty {
          translations[index].textFacts = TextFacts(value)
        }
        // Texts whose facts differ differ; only texts alike in them are compared.
        guard
          !translations[index].textFacts.isSame(as: source.textFacts)
            || !value.utf8.elementsEqual(text.utf8)
        else { continue }
        translations[index].differsFromSource = true
      }
    }
  }

  /// Any other cell: missing, a plural entry, or a cell of a file of every language.
  private static func cell(
    _ table: Table, facts: Table.Column, location: EntryLocation?, row: Int, column: Int
  ) -> Cell {
    let project = table.project
    let file = location.map { project.files[Int($0.file)] }
    let document = file?.cellDocument
    let entry = location.map { Int($0.entry) } ?? 0
    // A translation in state `new` is not a translation yet (the source's is).
    let isNew =
      facts.language != project.sourceLanguage
      && document?.state(entry: entry, language: facts.language) == .new
    let value = isNew ? nil : location.flatMap { project.value(at: $0) }
    // An overlay's entry (a `.stringsdict` plural) is in the overlay's file; one whose line is
    // unknown (a binary property list) is reported at the file's start.
    let isOverlay = file?.isOverlay ?? false
    let entryLocation =
      location.flatMap { project.location(at: $0) }
      ?? (isOverlay ? SourceLocation(line: 1, column: 1) : nil)
    var cell = Cell(
      language: facts.language, path: isOverlay ? facts.pluralPath : facts.path,
      hasFile: facts.file != nil || facts.pluralFile != nil, location: entryLocation,
      value: value, format: value.map(FormatString.init) ?? FormatString(""))
    cell.isPlural = document?.isStructured(entry: entry, language: facts.language) ?? false
    return cell
  }

  /// Whether the comment of `cell`'s entry, or of the source's, silences `rule` with an inline
  /// `l10nedit:ignore` marker.
  func silences(_ rule: String, cell: CellID) -> Bool {
    guard let facts, facts.mayHaveIgnoreMarkers else { return false }
    let comments = [
      facts.project.comment(of: cell),
      cell.language == source.language ? nil : facts.project.comment(of: source.reference(self)),
    ]
    return comments.contains { $0.map { InlineIgnore.silences(rule, comment: $0) } ?? false }
  }

  /// What translations' format specifiers are checked against: the source value, or the key
  /// itself when the source has no value (tables whose development-language text is the key,
  /// as with `NSLocalizedString("%d files", comment: "")` and no source `.strings` file).
  package var referenceFormat: FormatString {
    source.value != nil ? source.format : FormatString(key.text)
  }

  /// Whether `referenceFormat` comes from the key rather than a source value.
  package var referenceIsKey: Bool { source.value == nil }

  /// The location of the source entry, or 1:1 when the source lacks the key.
  package var sourceLocation: SourceLocation {
    source.location ?? SourceLocation(line: 1, column: 1)
  }
}
