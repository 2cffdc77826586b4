/// The cell layer's write side: edits as values, applied to whatever files hold the cells, with
/// an exact inverse. Saving is the writer's job; nothing here touches the disk.
extension Project {
  /// Applies `edits` in order and returns what changed with its inverse.
  ///
  /// All or nothing: when an edit fails, the ones before it are taken back and the error is
  /// thrown.
  public mutating func apply(_ edits: [CellEdit]) throws(EditError) -> ChangeSet {
    var changes = ChangeSet()
    let setInBatch = marksSourceChanges ? translationsSet(by: edits) : []
    for edit in edits {
      do {
        try applyReviewing(edit, sparing: setInBatch, into: &changes)
      } catch {
        _ = revert(changes)
        throw error
      }
    }
    changes.edits = edits
    return changes
  }

  /// Takes back `changes` (the newest change first, as an undo stack does) and returns the
  /// change set that re-applies them (for redo).
  public mutating func revert(_ changes: ChangeSet) -> ChangeSet {
    var redo = changes
    redo.inverse = []
    // Rebuilt below, not moved in place.
    redo.rowMoves = [:]
    for revert in changes.inverse.reversed() {
      if case .gridCell(let grid, _, _, _) = revert,
        changes.languagesChanged || changes.rebuiltTables.contains(grids[grid].table)
      {
        // Rebuilt below from the documents.
        redo.inverse.append(revert)
        continue
      }
      redo.inverse.append(perform(revert))
    }
    if changes.languagesChanged {
      grids = Self.buildGrids(files: files, languages: languages)
    } else {
      for table in changes.rebuiltTables {
        if let grid = gridIndex(of: table) { rebuildGrid(grid) }
      }
    }
    return redo
  }

  /// The index of `table`'s grid.
  public func gridIndex(of table: TableID) -> Int? {
    grids.firstIndex { $0.table == table }
  }

  /// The column of `language`.
  public func column(of language: LanguageID) -> Int? {
    languages.firstIndex(of: language)
  }

  /// Marks files as written to disk.
  public mutating func markSaved(_ indices: [Int]) {
    for index in indices { files[index].isNew = false }
  }

  // MARK: - One edit

  /// Applies one edit to the documents: finds the documents it changes (making the language's file when the
  /// edit needs one), lets each carry it out through the cell layer's seam, records how to
  /// take it back, and brings the table's grid up to date.
  mutating func applyToDocuments(_ edit: CellEdit, into changes: inout ChangeSet)
    throws(EditError)
  {
    guard let table = edit.table else {
      if case .addLanguage(let language) = edit { try addLanguage(language, into: &changes) }
      return
    }
    guard let grid = gridIndex(of: table) else { throw .unknownTable(table) }
    let target = try targets(of: edit, grid: grid, into: &changes)
    for file in target.files { try requireWritable(file) }
    var context = CellEditContext(sourceLanguage: sourceLanguage, keyOrder: catalogKeyOrder)
    if edit.isPluralEdit, let row = target.row, let source = sourceColumn(ofGrid: grid) {
      context.sourceContent = content(grid: grid, row: row, column: source)
    }
    var splices: [Int: [TableGrid.Splice]] = [:]
    var rebuild = false
    for file in target.files {
      context.entry = target.row.flatMap {
        entry(ofRow: $0, grid: grid, file: file, near: target.column)
      }
      let change = try files[file].updateDocument { document throws(EditError) in
        try document.apply(edit, context: context)
      }
      guard let change, let restore = change.restore else { continue }
      changes.record(.document(file: file, restore), file: file)
      if target.keys != nil, let fileSplices = change.splices {
        splices[file, default: []] += fileSplices.map {
          TableGrid.Splice(at: $0.at, delta: $0.inserted - $0.removed, inserts: $0.removed == 0)
        }
      } else if target.placesCell, target.files.count == 1, let row = target.row,
        let column = target.column, let entry = change.entry
      {
        placeCell(grid: grid, row: row, column: column, file: file, entry: entry, into: &changes)
      } else {
        rebuild = true
      }
    }
    if rebuild {
      rebuildGrid(grid, into: &changes)
    } else if let keys = target.keys {
      updateRows(grid: grid, keys: keys, splices: splices, into: &changes)
    }
  }

  /// The documents an edit changes and what it says of the grid.
  private struct Targets {
    /// The files whose documents carry the edit out.
    var files: [Int]
    /// For a cell edit, the cell's row (`nil` when the table lacks the key) and column.
    var row: Int?
    var column: Int?
    /// Whether the cell is to show the edited entry afterwards (not after removing it).
    var placesCell = true
    /// For a key-level edit, the keys whose rows change.
    var keys: Set<LocalizationKey>?
  }

  /// Which documents `edit` changes, checked as for every table.
  ///
  /// A key-level edit goes to the source's document (a new key) or to every document holding
  /// the key; a cell edit to the language's document, or to its overlay (a plural edit, or a
  /// cell showing the overlay's plural entry). The language's file is made where the edit
  /// needs one.
  private mutating func targets(
    of edit: CellEdit, grid: Int, into changes: inout ChangeSet
  ) throws(EditError) -> Targets {
    let table = grids[grid].table
    switch edit {
    case .addKey(_, let key, _, _), .extractKey(_, let key, _, _):
      if grids[grid].row(of: key) != nil { throw .keyExists(table, key) }
      // Only the table's source gets the key: the translations show gaps (an empty entry would
      // be an empty label on device).
      guard let column = sourceColumn(ofGrid: grid) ?? column(of: sourceLanguage) else {
        throw .unknownLanguage(sourceLanguage)
      }
      changes.touch(table, key)
      let file = try document(grid: grid, column: column, overlay: false, into: &changes)
      return Targets(files: [file], keys: [key])
    case .renameKey(_, let key, let newKey):
      _ = try existingKey(key, table: table)
      if grids[grid].row(of: newKey) != nil { throw .keyExists(table, newKey) }
      changes.touch(table, key)
      changes.touch(table, newKey)
      return Targets(files: try holders(of: key, grid: grid), keys: [key, newKey])
    case .deleteKey(_, let key):
      _ = try existingKey(key, table: table)
      changes.touch(table, key)
      return Targets(files: try holders(of: key, grid: grid), keys: [key])
    case .setKeyAttribute(_, let key, _, _):
      _ = try existingKey(key, table: table)
      changes.touch(table, key)
      // No row moves (the documents say no splices): the grid stays as it is.
      return Targets(files: try holders(of: key, grid: grid), keys: [])
    default:
      break
    }
    guard let cell = edit.cell else { return Targets(files: []) }
    let (_, row, column) = try locate(cell)
    if row == nil, edit.needsExistingKey { throw .unknownKey(table, cell.key) }
    changes.touch(table, cell.key)
    var target = Targets(files: [], row: row, column: column)
    let base = grids[grid].files[column]
    let overlay = grids[grid].pluralFiles[column]
    let shown = row.flatMap { grids[grid].entry(row: $0, language: column) }
    switch edit {
    case .setText:
      if let overlay, shown.map({ Int($0.file) }) == overlay {
        target.files = [overlay]
      } else {
        target.files = [try document(grid: grid, column: column, overlay: false, into: &changes)]
      }
    case .setShadowedText:
      target.files = [try document(grid: grid, column: column, overlay: false, into: &changes)]
    case .setPluralForms, .setPluralFormat:
      target.files = [
        try document(grid: grid, column: column, overlay: hasOverlays(grid: grid), into: &changes)
      ]
    case .removeTranslation:
      target.files = [base, overlay].compactMap { $0 }
      target.placesCell = false
    case .keepOccurrence:
      guard let base else { throw .unknownKey(table, cell.key) }
      target.files = [base]
    case .setComment:
      guard let base else {
        throw .unsupported(
          "\(cell.language) has no .strings entry for \"\(cell.key)\" to hold a comment")
      }
      target.files = [base]
    case .setState, .setFormStates, .setReview, .markReviewed:
      guard let base else {
        throw .unsupported("only String Catalog translations have a review state")
      }
      target.files = [base]
    case .vary:
      guard let base else {
        throw .unsupported("\(cell.language) has no file of \(table) with a translation to vary")
      }
      target.files = [base]
    case .addKey, .extractKey, .renameKey, .deleteKey, .addLanguage, .setKeyAttribute:
      break
    }
    return target
  }

  private func locate(_ cell: CellID) throws(EditError) -> (grid: Int, row: Int?, column: Int) {
    guard let grid = gridIndex(of: cell.table) else { throw .unknownTable(cell.table) }
    guard let column = column(of: cell.language) else { throw .unknownLanguage(cell.language) }
    return (grid, grids[grid].row(of: cell.key), column)
  }

  func existingKey(_ key: LocalizationKey, table: TableID) throws(EditError) -> Int {
    guard let grid = gridIndex(of: table) else { throw .unknownTable(table) }
    guard grids[grid].row(of: key) != nil else { throw .unknownKey(table, key) }
    return grid
  }

  /// The files of a grid whose documents hold `key`, each once (the languages' files, then
  /// their overlays); throws when one cannot be written: renaming or deleting the key in the
  /// others only would split its row or leave it behind. (A file that failed to parse is not
  /// known to hold it, and stays as it is.)
  func holders(of key: LocalizationKey, grid: Int) throws(EditError) -> [Int] {
    var seen = Set<Int>()
    var holders: [Int] = []
    for file in (grids[grid].files + grids[grid].pluralFiles).compactMap({ $0 })
    where seen.insert(file).inserted && files[file].cellDocument?.lastEntry(of: key) != nil {
      try requireWritable(file)
      holders.append(file)
    }
    return holders
  }

  /// Whether a grid's table keeps its plural entries in overlay files (a `.strings` table's
  /// `.stringsdict` files) rather than in its documents.
  func hasOverlays(grid: Int) -> Bool {
    grids[grid].pluralFiles.contains { $0 != nil }
      || grids[grid].files.lazy.compactMap { $0 }.contains {
        files[$0].cellDocument?.newDocument(for: sourceLanguage, overlay: true) != nil
      }
  }

  private mutating func addLanguage(_ language: LanguageID, into changes: inout ChangeSet)
    throws(EditError)
  {
    guard column(of: language) == nil else { return }
    do {
      _ = try LprojName(validating: language.code)
    } catch {
      throw .invalidName(error.reason)
    }
    changes.record(.languages(languages))
    var others = Array(languages.dropFirst())
    // Inserted in code-point order when the columns are in that order, else at the end.
    let isSorted = zip(others, others.dropFirst()).allSatisfy { $0 < $1 }
    others.insert(
      language, at: isSorted ? (others.firstIndex { language < $0 } ?? others.count) : others.count)
    languages = [sourceLanguage] + others
    grids = Self.buildGrids(files: files, languages: languages)
    // A language added on purpose is to be translated in every table.
    for table in bundleLanguages.keys { bundleLanguages[table]?.insert(language) }
    changes.languagesChanged = true
  }

  // MARK: - Documents

  /// The files of a grid that hold every language (`TableGrid(table:documents:languages:all:)`
  /// builds its grid from them; its cells name their column).
  private func everyLanguageFiles(ofGrid grid: Int) -> [Int] {
    Set(grids[grid].files.compactMap { $0 }).filter { files[$0].holdsEveryLanguage }.sorted()
  }

  /// The document of a grid's table for the language at `column` (with `overlay`, the one
  /// holding its plural entries beside it).
  ///
  /// Made when missing, by the table's format
  /// (`CellDocument.newDocument(for:overlay:)`), in the language's `.lproj` folder; for a table
  /// one document holds for every language, that document.
  private mutating func document(
    grid: Int, column: Int, overlay: Bool, into changes: inout ChangeSet
  ) throws(EditError) -> Int {
    if let file = overlay ? grids[grid].pluralFiles[column] : grids[grid].files[column] {
      return file
    }
    let language = languages[column]
    let tableFiles = (grids[grid].files + grids[grid].pluralFiles).compactMap { $0 }
    let made = tableFiles.lazy.compactMap { [files] in
      files[$0].cellDocument?.newDocument(for: language, overlay: overlay)
    }.first
    guard let made else {
      if let every = tableFiles.first(where: { files[$0].holdsEveryLanguage }) { return every }
      throw .unsupported(
        "no file of \(grids[grid].table) can be read to make \(language)'s from it")
    }
    return try addFile(
      grid: grid, column: column, overlay: overlay, fileExtension: made.fileExtension,
      content: .document(made.document), into: &changes)
  }

  /// The entry of `file` that a row's cells point at: the cell at `column` when it is there,
  /// else any language's (a document holding every language): spares the document a search of
  /// thousands of keys per edit.
  private func entry(ofRow row: Int, grid: Int, file: Int, near column: Int?) -> Int? {
    if let column, let location = grids[grid].entry(row: row, language: column),
      Int(location.file) == file
    {
      return Int(location.entry)
    }
    return languages.indices.lazy.compactMap { self.grids[grid].entry(row: row, language: $0) }
      .first { Int($0.file) == file }.map { Int($0.entry) }
  }

  /// After an edit of one entry: the cell shows it when it showed nothing, or when the entry is
  /// the language's overlay (a plural entry wins over the text beside it, as on device).
  private mutating func placeCell(
    grid: Int, row: Int, column: Int, file: Int, entry: Int, into changes: inout ChangeSet
  ) {
    let shown = grids[grid].entry(row: row, language: column)
    guard shown == nil || grids[grid].pluralFiles[column] == file else { return }
    let location: EntryLocation
    if everyLanguageFiles(ofGrid: grid).isEmpty {
      location = EntryLocation(file: file, entry: entry)
    } else {
      guard
        files[file].cellDocument?.cellLanguages(entry: entry).contains(languages[column]) == true
      else { return }
      location = EntryLocation(file: file, entry: entry, column: column)
    }
    guard location != shown else { return }
    setCell(grid: grid, row: row, column: column, location, &changes)
  }

  private func requireWritable(_ file: Int) throws(EditError) {
    guard files[file].isWritable else { throw .readOnly(path: files[file].path) }
  }

  /// Throws when a file of the project is where `file`, a new one, would be written: a new file
  /// never replaces one the project has (another table's, as a table named otherwise holds it).
  func requireNoFile(at file: LocalizationFile) throws(EditError) {
    if let other = files.first(where: { $0.relativePath == file.relativePath }) {
      throw .invalidName(
        "no file is made: \(file.relativePath) is already a file of table \(other.table)")
    }
  }

  /// Adds the file of a grid's table for the language at `column` (its overlay, with
  /// `overlay`), in memory until saved, in the language's `.lproj` folder beside the table's
  /// other files; throws when the language or the table cannot name a file.
  private mutating func addFile(
    grid: Int, column: Int, overlay: Bool, fileExtension: String,
    content: LocalizationFile.Content, into changes: inout ChangeSet
  ) throws(EditError) -> Int {
    let table = grids[grid].table
    let language = languages[column]
    // Both name the new file; either may come from a file the project does not control (a
    // catalog's localization, a code's table argument).
    do {
      _ = try LprojName(validating: language.code)
    } catch {
      throw .invalidName("no file is made: \(error.reason)")
    }
    if let problem = TableName.problem(in: String(table.name)) {
      throw .invalidName("no file is made: \(problem)")
    }
    let newPath = path(
      of: table, language: language, plural: overlay, fileExtension: fileExtension)
    let file = LocalizationFile(
      newAt: newPath, root: root, table: table, language: language, content: content)
    try requireNoFile(at: file)
    files.append(file)
    // The new .lproj makes the language one of the table's bundle (until undone).
    changes.record(.bundleLanguages(table, bundleLanguages[table]))
    bundleLanguages[table]?.insert(language)
    changes.record(.removeLastFile, file: files.count - 1)
    changes.record(.gridFile(grid: grid, column: column, plural: overlay, file: nil))
    grids[grid].setFile(files.count - 1, language: column, plural: overlay)
    return files.count - 1
  }

  private mutating func setCell(
    grid: Int, row: Int, column: Int, _ location: EntryLocation, _ changes: inout ChangeSet
  ) {
    let old = grids[grid].entry(row: row, language: column) ?? .missing
    changes.record(.gridCell(grid: grid, row: row, column: column, old))
    grids[grid].setEntry(row: row, language: column, to: location)
  }

  private mutating func rebuildGrid(_ grid: Int, into changes: inout ChangeSet) {
    changes.rebuiltTables.insert(grids[grid].table)
    changes.rowMoves[grids[grid].table] = nil
    rebuildGrid(grid)
  }

  /// Brings the rows of `keys` up to date after an edit added, renamed or removed them, its
  /// documents' entries moving as `splices` (per file) say: in place (see
  /// `TableGrid.updateRows`), recording how the rows moved.
  private mutating func updateRows(
    grid: Int, keys: Set<LocalizationKey>, splices: [Int: [TableGrid.Splice]],
    into changes: inout ChangeSet
  ) {
    let table = grids[grid].table
    let moves = grids[grid].updateRows(of: keys, splices: splices, all: files)
    // A second edit of the table in one step: its moves are not kept (the rows are recounted).
    changes.rowMoves[table] = changes.rebuiltTables.contains(table) ? nil : moves
    changes.rebuiltTables.insert(table)
  }

  mutating func rebuildGrid(_ grid: Int) {
    let documents = everyLanguageFiles(ofGrid: grid)
    if !documents.isEmpty {
      grids[grid] = TableGrid(
        table: grids[grid].table, documents: documents, languages: languages, all: files)
      return
    }
    grids[grid] = TableGrid(
      table: grids[grid].table, files: grids[grid].files, pluralFiles: grids[grid].pluralFiles,
      all: files)
  }

  // MARK: - Restores

  /// Performs one restore and returns the one that undoes it.
  mutating func perform(_ revert: Revert) -> Revert {
    switch revert {
    case .bundleLanguages(let table, let old):
      let current = bundleLanguages[table]
      bundleLanguages[table] = old
      return .bundleLanguages(table, current)
    case .gridFile(let grid, let column, let plural, let file):
      let current = plural ? grids[grid].pluralFiles[column] : grids[grid].files[column]
      if file == nil, let current, !files[current].isNew {
        // A created file that was saved since stays (see `removeLastFile`).
        return .gridFile(grid: grid, column: column, plural: plural, file: current)
      }
      grids[grid].setFile(file, language: column, plural: plural)
      return .gridFile(grid: grid, column: column, plural: plural, file: current)
    case .gridCell(let grid, let row, let column, let location):
      let current = grids[grid].entry(row: row, language: column) ?? .missing
      grids[grid].setEntry(row: row, language: column, to: location)
      return .gridCell(grid: grid, row: row, column: column, current)
    case .removeLastFile:
      if let last = files.last, !last.isNew { return .keepLastFile }
      return .appendFile(files.removeLast())
    case .keepLastFile:
      return .removeLastFile
    case .appendFile(let file):
      files.append(file)
      return .removeLastFile
    case .document(let file, let restore):
      let inverse = files[file].updateDocument { $0.restore(restore) }
      return .document(file: file, inverse ?? restore)
    case .languages(let old):
      let current = languages
      languages = old
      grids = Self.buildGrids(files: files, languages: languages)
      return .languages(current)
    case .review(let cell, let old):
      let current = reviews[cell]
      reviews[cell] = old
      return .review(cell, current)
    }
  }
}

extension CellEdit {
  /// Whether the edit is of a key that must be in the table already (removing a translation,
  /// a comment, an occurrence); the others create the key.
  fileprivate var needsExistingKey: Bool {
    switch self {
    case .removeTranslation, .setComment, .keepOccurrence, .setReview, .markReviewed, .vary: true
    default: false
    }
  }

  /// Whether the edit sets plural forms or their format: a new plural entry is shaped like the
  /// source's.
  fileprivate var isPluralEdit: Bool {
    switch self {
    case .setPluralForms, .setPluralFormat: true
    default: false
    }
  }
}
