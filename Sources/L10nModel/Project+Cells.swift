/// The cell layer's read side: what a cell holds and whether it is a gap.
extension Project {
  /// Where `cell` is in the grids: grid index, row (`nil` when the table lacks the key) and
  /// column; `nil` when the table or language is unknown.
  public func position(of cell: CellID) -> (grid: Int, row: Int?, column: Int)? {
    guard let grid = gridIndex(of: cell.table), let column = column(of: cell.language) else {
      return nil
    }
    return (grid, grids[grid].row(of: cell.key), column)
  }

  /// The cell at (`grid`, `row`, `column`).
  public func cellID(grid: Int, row: Int, column: Int) -> CellID {
    CellID(table: grids[grid].table, key: grids[grid].keys[row], language: languages[column])
  }

  /// What `cell` holds.
  public func content(of cell: CellID) -> CellContent {
    guard let (grid, row, column) = position(of: cell) else { return .missing }
    guard let row else { return isUnreadable(grid: grid, column: column) ? .unreadable : .missing }
    return content(grid: grid, row: row, column: column)
  }

  /// What the cell at (`grid`, `row`, `column`) holds.
  public func content(grid: Int, row: Int, column: Int) -> CellContent {
    guard let location = grids[grid].entry(row: row, language: column) else {
      return isUnreadable(grid: grid, column: column) ? .unreadable : .missing
    }
    return files[Int(location.file)].cellDocument?.content(
      entry: Int(location.entry), language: languages[column]) ?? .missing
  }

  /// The texts of column `column` of grid `grid` as the bytes the file holds, for reading
  /// every cell of a column without building strings (`export`); `nil` when the language has
  /// no file for the table.
  public func plainStringsColumn(grid: Int, column: Int) -> PlainStringsColumn? {
    guard let file = grids[grid].files[column], let document = files[file].cellDocument else {
      return nil
    }
    return PlainStringsColumn(
      grid: grids[grid], column: column, language: languages[column], file: file,
      document: document)
  }

  /// Whether the key of `row` is to be translated: not a String Catalog key marked Don't
  /// Translate (`shouldTranslate: false` in the table's source), which leaves the gaps, the
  /// memory and the exports to translators, as in Xcode.
  package func isToBeTranslated(grid: Int, row: Int) -> Bool {
    guard let source = sourceColumn(ofGrid: grid),
      let location = grids[grid].entry(row: row, language: source)
    else { return true }
    return files[Int(location.file)].cellDocument?.isTranslatable(entry: Int(location.entry))
      != false
  }

  /// Whether `cell` is a gap, and why: see `coverage(grid:row:column:)`.
  public func coverage(of cell: CellID) -> Coverage {
    guard let (grid, row, column) = position(of: cell), let row else { return .notCounted }
    return coverage(grid: grid, row: row, column: column)
  }

  /// The one definition of a gap.
  ///
  /// A cell is a gap when its key is in the table's source (the source language's file, else
  /// `Base`'s), the key is to be translated (not `shouldTranslate: false`, nor a String
  /// Catalog's empty key: see `isNothingToTranslate`), and the language
  /// lacks the key (unless its file for the table failed to parse: then nothing is known; and
  /// unless the language is the source language or `Base`, which are no translations: when one
  /// is the table's source the other lacking the key is base internationalization, not a gap;
  /// `Base` beside the source language's file is not counted at all: `isBaseBesideSource`),
  /// has an empty value, or — in a String Catalog, in a language other than the source — has a
  /// translation still in state `new`. A plural entry is never empty.
  public func coverage(grid: Int, row: Int, column: Int) -> Coverage {
    let table = grids[grid]
    guard let source = sourceColumn(ofGrid: grid),
      let sourceLocation = table.entry(row: row, language: source)
    else { return .notCounted }
    guard isToBeTranslated(grid: grid, row: row) else { return .notCounted }
    if isNothingToTranslate(grid: grid, row: row) { return .notCounted }
    guard isInBundle(grid: grid, column: column), !isBaseBesideSource(grid: grid, column: column)
    else { return .notCounted }
    guard let location = table.entry(row: row, language: column) else {
      let unknown = isUnreadable(grid: grid, column: column) || isSourceSide(column: column)
      return unknown ? .notCounted : .gap(.missing)
    }
    guard let document = files[Int(location.file)].cellDocument else { return .covered }
    let entry = Int(location.entry)
    if column != source && document.state(entry: entry, language: languages[column]) == .new {
      return .gap(.new)
    }
    guard document.hasEmptyText(entry: entry, language: languages[column]) else {
      return .covered
    }
    // A translation of an empty source may be empty: nothing to translate.
    return column != source && hasEmptyText(at: sourceLocation) ? .covered : .gap(.empty)
  }

  /// Whether the row's key is nothing to translate, so is counted nowhere (no gap, no `stats`
  /// entry).
  ///
  /// That is an empty key `""` whose source text is empty too, in a format whose keys are their
  /// source texts (a String Catalog: Xcode adds `""` for `Text("")`).
  public func isNothingToTranslate(grid: Int, row: Int) -> Bool {
    guard grids[grid].keys[row].text.isEmpty, let source = sourceColumn(ofGrid: grid),
      let location = grids[grid].entry(row: row, language: source),
      files[Int(location.file)].cellDocument?.keysAreSourceTexts == true
    else { return false }
    return value(at: location) == ""
  }

  /// Whether the cell at `location` holds an empty text.
  func hasEmptyText(at location: EntryLocation) -> Bool {
    files[Int(location.file)].cellDocument?.hasEmptyText(
      entry: Int(location.entry), language: language(at: location)) ?? false
  }

  /// The column of a table's source: the project's source language when it has a readable file
  /// for the table, else `Base` when that has one; `nil` when neither does (nothing to compare
  /// translations with, as for storyboard tables whose text lives in the storyboard).
  public func sourceColumn(ofGrid grid: Int) -> Int? {
    let table = grids[grid]
    func usable(_ column: Int) -> Bool {
      if let file = table.files[column], files[file].error != nil { return false }
      return table.files[column] != nil || table.pluralFiles[column] != nil
    }
    if let column = column(of: sourceLanguage), usable(column) { return column }
    if let column = column(of: .base), usable(column) { return column }
    return nil
  }

  /// Whether the language at `column` is `Base` while the source language's file is the
  /// table's source: both hold the table, and `Base` is then neither its source nor a
  /// translation (no coverage, no translation checks, not visited by the editor's search).
  public func isBaseBesideSource(grid: Int, column: Int) -> Bool {
    guard languages[column] == .base, let source = sourceColumn(ofGrid: grid), source != column
    else { return false }
    return grids[grid].files[column] != nil || grids[grid].pluralFiles[column] != nil
  }

  /// Whether the language at `column` is the project's source language or `Base`: the columns
  /// that hold source text, never translations (a key they lack is no gap).
  public func isSourceSide(column: Int) -> Bool {
    languages[column] == sourceLanguage || languages[column] == .base
  }

  /// Whether the language at `column` has a file for the grid's table that failed to parse.
  public func isUnreadable(grid: Int, column: Int) -> Bool {
    guard let file = grids[grid].files[column] else { return false }
    return files[file].error != nil
  }

  /// For each row of a grid, whether it has a gap; and the number of gap cells.
  ///
  /// The same answers as `coverage(grid:row:column:)` for a whole table at once, through
  /// `GridCoverage` (this runs at start-up on every table). Debug builds check the two agree on
  /// tables of up to 100,000 cells.
  public func gapFlags(grid: Int) -> (rows: [Bool], count: Int) {
    let batch = gridCoverage(grid, everyCell: true)
    // Languages outside the table's bundle are never gaps: only the bundle's columns are
    // looked at, however many languages other tables name.
    let columns = bundleColumns(grid: grid)
    var total = 0
    let flags = (0..<grids[grid].keys.count).map { row in
      let count = columns.count { batch.coverage(row: row, column: $0).isGap }
      total += count
      return count > 0
    }
    let result = (rows: flags, count: total)
    // Checked per cell on tables of up to 100,000 cells, so that debug builds (`swift run`)
    // still open huge projects quickly.
    assert(
      grids[grid].keys.count * languages.count > 100_000
        || result.rows.indices.allSatisfy { row in
          result.rows[row]
            == languages.indices.contains { coverage(grid: grid, row: row, column: $0).isGap }
        }, "batch gap flags disagree with coverage(grid:row:column:)")
    return result
  }

  /// The number of gap cells of one row.
  public func gapCount(grid: Int, row: Int) -> Int {
    bundleColumns(grid: grid).count { coverage(grid: grid, row: row, column: $0).isGap }
  }
}

extension Project {
  /// A cell's content on one line, as the grid shows it.
  ///
  /// The text; for plural variants `one: %ld file · other: %ld files` (each variable named
  /// when there are several); for other catalog variations a summary. `nil` when the cell has
  /// nothing.
  public func summary(grid: Int, row: Int, column: Int) -> String? {
    switch content(grid: grid, row: row, column: column) {
    case .text(let text, _): return text
    case .structured(let summary): return summary
    case .missing, .unreadable: return nil
    case .plural(let entry, _):
      if let location = grids[grid].entry(row: row, language: column),
        let summary = files[Int(location.file)].cellDocument?.pluralSummary(
          entry: Int(location.entry), language: languages[column], plural: entry)
      {
        return summary
      }
      let variables = entry.variables.filter(\.isPlural)
      return variables.map { variable in
        let forms = PluralCategory.allCases.compactMap { category in
          variable.form(category.rawValue).map { "\(category.rawValue): \($0)" }
        }
        .joined(separator: " · ")
        return variables.count > 1 ? "\(variable.name) { \(forms) }" : forms
      }
      .joined(separator: " ")
    }
  }
}

/// Comments: each file keeps its own.
extension Project {
  /// The attributes of `key` in `table` that no cell holds (see
  /// `CellDocument.keyAttributes`): those of the file holding every language of the table;
  /// empty when none holds it.
  package func keyAttributes(of key: LocalizationKey, in table: TableID) -> [String: String] {
    guard let grid = gridIndex(of: table),
      let document = everyLanguageFile(ofGrid: grid).flatMap({ files[$0].cellDocument }),
      let entry = document.lastEntry(of: key)
    else { return [:] }
    return document.keyAttributes(entry: entry)
  }

  /// The comment of a cell's entry: a String Catalog key's (one per key), a seam document's, or
  /// the one above the key's effective entry in the language's `.strings` file.
  public func comment(of cell: CellID) -> String? {
    guard let (grid, row, column) = position(of: cell), let row else { return nil }
    return comment(grid: grid, row: row, column: column)
  }

  /// The comment of the cell at (`grid`, `row`, `column`): see `comment(of:)`.
  public func comment(
    grid: Int, row: Int, column: Int, keepingIndentation: Bool = false
  ) -> String? {
    let table = grids[grid]
    guard let file = table.files[column], let document = files[file].cellDocument else {
      return nil
    }
    let entry: Int?
    if let location = table.entry(row: row, language: column) {
      // The cell shows its overlay's plural entry: the language's file may still have the key,
      // with a comment (a scan of the file, for this rare case only).
      entry =
        Int(location.file) == file
        ? Int(location.entry) : document.lastEntry(of: table.keys[row])
    } else if files[file].holdsEveryLanguage {
      // A document of every language has one comment per key, whatever the language.
      entry = languages.indices.lazy.compactMap { table.entry(row: row, language: $0) }
        .first { Int($0.file) == file }.map { Int($0.entry) }
    } else {
      entry = nil
    }
    return entry.flatMap { document.comment(entry: $0, keepingIndentation: keepingIndentation) }
  }
}

/// Cheap questions about a cell, for drawing many cells a frame: nothing is decoded.
extension Project {
  /// The review state of the cell's translation (String Catalogs and seam documents), if any.
  public func translationState(grid: Int, row: Int, column: Int) -> TranslationState? {
    guard let location = grids[grid].entry(row: row, language: column) else { return nil }
    return files[Int(location.file)].cellDocument?.state(
      entry: Int(location.entry), language: languages[column])
  }

  /// Whether the cell holds an empty text (`""`), without decoding a `.strings` value.
  public func hasEmptyText(grid: Int, row: Int, column: Int) -> Bool {
    grids[grid].entry(row: row, language: column).map(hasEmptyText(at:)) ?? false
  }
}

/// Keys defined more than once in one file.
extension Project {
  /// Every occurrence of `cell`'s key in its language's file for the table (a `.strings`
  /// file may give a key more than once).
  ///
  /// In file order, with line (0 when added since reading) and value (the last one is what the
  /// device uses); fewer than two: no duplicate.
  public func occurrences(of cell: CellID) -> [(line: Int, value: String)] {
    guard let (grid, _, column) = position(of: cell), let file = grids[grid].files[column],
      !files[file].holdsEveryLanguage, let document = files[file].cellDocument
    else { return [] }
    return document.entryIndices(of: cell.key).map { index in
      (
        document.location(entry: index, language: cell.language)?.line ?? 0,
        document.text(entry: index, language: cell.language) ?? ""
      )
    }
  }
}

/// One column's texts as the bytes its file holds (`Project.plainStringsColumn(grid:column:)`).
public struct PlainStringsColumn: Sendable {
  let grid: TableGrid
  let column: Int
  let language: LanguageID
  let file: Int
  let document: any CellDocument

  /// Calls `body` with the UTF-8 bytes of the text of the cell in row `row`, if it is plain.
  ///
  /// A cell is plain when it is a value of the column's `.strings` file without escapes (most
  /// cells): its bytes in the file are what `Project.content(grid:row:column:)` holds as
  /// `.text`. `nil`, without calling `body`, for any other cell (missing, a plural entry, a
  /// value with escapes).
  public func withText<Result>(row: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
    -> Result?
  {
    guard let location = grid.entry(row: row, language: column), Int(location.file) == file
    else { return nil }
    return document.withPlainText(entry: Int(location.entry), language: language, body)
  }
}
