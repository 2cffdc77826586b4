/// The cell layer's write side: edits as values, applied to whatever files hold the cells, with
/// an exact inverse. Saving is the writer's job; nothing here touches the disk.
extension Project {
  /// Applies `edits` in order and returns what changed with its inverse.
  ///
  /// All or nothing: when an edit fails, the ones before it are taken back and the error is
  /// thrown.
  public mutating func apply(_ edits: [CellEdit]) throws(EditError) -> ChangeSet {
    var changes = ChangeSet()
    for edit in edits {
      do {
        try apply(edit, into: &changes)
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

  private mutating func apply(_ edit: CellEdit, into changes: inout ChangeSet) throws(EditError) {
    if let table = edit.table, let grid = gridIndex(of: table) {
      let documents = seamFiles(ofGrid: grid)
      if !documents.isEmpty {
        try applyToDocuments(edit, grid: grid, documents: documents, into: &changes)
        return
      }
    }
    switch edit {
    case .addLanguage(let language):
      try addLanguage(language, into: &changes)
    case .setText(let cell, let text):
      try setText(text, cell: cell, into: &changes)
    case .setPluralForms(let cell, let variable, let forms):
      try setPluralForms(forms, variable: variable, cell: cell, into: &changes)
    case .setPluralFormat(let cell, let format):
      try setPluralFormat(format, cell: cell, into: &changes)
    case .setShadowedText(let cell, let text):
      try setShadowedText(text, cell: cell, into: &changes)
    case .setState(let cell, _), .setFormStates(let cell, _, _):
      _ = try locate(cell)
      throw .unsupported("only String Catalog translations have a review state")
    case .removeTranslation(let cell):
      try removeTranslation(cell, into: &changes)
    case .keepOccurrence(let cell, let occurrence):
      try keepOccurrence(occurrence, of: cell, into: &changes)
    case .addKey(let table, let key, let sourceValue, let comment):
      try addKey(key, table: table, sourceValue: sourceValue, comment: comment, into: &changes)
    case .extractKey(let table, let key, let value, let comment):
      try addKey(
        key, table: table, sourceValue: value ?? key.text, comment: comment, into: &changes)
    case .renameKey(let table, let key, let newKey):
      let grid = try existingKey(key, table: table)
      if grids[grid].row(of: newKey) != nil { throw .keyExists(table, newKey) }
      try changeEveryFile(
        grid: grid, key: key, renamedTo: newKey, into: &changes,
        strings: { $0.setKey(newKey, at: $1) },
        stringsdict: { $0.renameEntries(key, to: newKey) })
      changes.touch(table, newKey)
    case .deleteKey(let table, let key):
      let grid = try existingKey(key, table: table)
      try changeEveryFile(
        grid: grid, key: key, into: &changes, strings: { $0.removeEntry(at: $1) },
        stringsdict: { $0.removeEntries(key) })
    case .setComment(let cell, let comment):
      try setComment(comment, cell: cell, into: &changes)
    }
  }

  private func locate(_ cell: CellID) throws(EditError) -> (grid: Int, row: Int?, column: Int) {
    guard let grid = gridIndex(of: cell.table) else { throw .unknownTable(cell.table) }
    guard let column = column(of: cell.language) else { throw .unknownLanguage(cell.language) }
    return (grid, grids[grid].row(of: cell.key), column)
  }

  private func existingKey(_ key: LocalizationKey, table: TableID) throws(EditError) -> Int {
    guard let grid = gridIndex(of: table) else { throw .unknownTable(table) }
    guard grids[grid].row(of: key) != nil else { throw .unknownKey(table, key) }
    return grid
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

  private mutating func setText(_ text: String, cell: CellID, into changes: inout ChangeSet)
    throws(EditError)
  {
    let (grid, row, column) = try locate(cell)
    let location = row.flatMap { grids[grid].entry(row: $0, language: column) }
    changes.touch(cell.table, cell.key)
    if let location {
      let file = Int(location.file)
      if files[file].isStringsdict {
        throw .unsupported("\(cell) is a plural entry: set its plural forms")
      }
      try requireWritable(file)
      changeEntry(file: file, index: Int(location.entry), into: &changes) {
        $0.setValue(text, at: $1)
      }
      return
    }
    let file = try fileForNewEntry(grid: grid, column: column, plural: false, into: &changes)
    var index = 0
    files[file].updateDocument { index = $0.appendEntry(key: cell.key, value: text) }
    changes.record(.stringsSplice(file: file, at: index, removing: 1, inserting: []), file: file)
    if let row {
      setCell(
        grid: grid, row: row, column: column, EntryLocation(file: file, entry: index), &changes)
    } else {
      rebuildGrid(grid, into: &changes)
    }
  }

  /// Sets the text of `cell`'s `.strings` entry beside its `.stringsdict` entry.
  ///
  /// The grid keeps showing the plural. A cell that is no plural is set as `setText` sets it.
  private mutating func setShadowedText(
    _ text: String, cell: CellID, into changes: inout ChangeSet
  ) throws(EditError) {
    let (grid, row, column) = try locate(cell)
    let location = row.flatMap { grids[grid].entry(row: $0, language: column) }
    guard let location, files[Int(location.file)].isStringsdict else {
      try setText(text, cell: cell, into: &changes)
      return
    }
    changes.touch(cell.table, cell.key)
    let file = try fileForNewEntry(grid: grid, column: column, plural: false, into: &changes)
    if let index = entryIndices(of: cell.key, file: file).last {
      changeEntry(file: file, index: index, into: &changes) { $0.setValue(text, at: $1) }
      return
    }
    var index = 0
    files[file].updateDocument { index = $0.appendEntry(key: cell.key, value: text) }
    changes.record(.stringsSplice(file: file, at: index, removing: 1, inserting: []), file: file)
  }

  private mutating func setPluralForms(
    _ forms: [String: String?], variable: VariableID, cell: CellID,
    into changes: inout ChangeSet
  ) throws(EditError) {
    let (grid, row, column) = try locate(cell)
    changes.touch(cell.table, cell.key)
    guard case .stringsdict(let name) = variable else {
      throw .unsupported(
        "\(cell) is a .stringsdict entry: \(variable) is a String Catalog variable")
    }
    try changeStringsdictEntry(cell, grid: grid, row: row, column: column, into: &changes) {
      $0.setForms(forms, variable: name, key: cell.key, template: $1)
    }
  }

  private mutating func setPluralFormat(
    _ format: String, cell: CellID, into changes: inout ChangeSet
  ) throws(EditError) {
    let (grid, row, column) = try locate(cell)
    // The cell's entry, or the source language's that a new one is made from.
    let source = CellID(table: cell.table, key: cell.key, language: sourceLanguage)
    guard (content(of: cell).plural ?? content(of: source).plural) != nil else {
      throw .unsupported("\(cell) has no format around plural variables")
    }
    changes.touch(cell.table, cell.key)
    try changeStringsdictEntry(cell, grid: grid, row: row, column: column, into: &changes) {
      $0.setFormatKey(format, key: cell.key, template: $1)
    }
  }

  /// Changes the cell's entry in its language's `.stringsdict` (the file is created when
  /// missing), recording the document as it was; `change` gets the source language's entry, to
  /// shape a new entry like it.
  private mutating func changeStringsdictEntry(
    _ cell: CellID, grid: Int, row: Int?, column: Int, into changes: inout ChangeSet,
    _ change: (inout StringsdictDocument, PluralEntry?) -> Void
  ) throws(EditError) {
    let template = sourceColumn(ofGrid: grid).flatMap { source in
      row.flatMap { grids[grid].entry(row: $0, language: source) }.flatMap { plural(at: $0) }
    }
    let file = try fileForNewEntry(grid: grid, column: column, plural: true, into: &changes)
    guard let document = files[file].stringsdict else { throw .readOnly(path: files[file].path) }
    changes.record(.stringsdictRoot(file: file, document.root), file: file)
    files[file].updateStringsdict { change(&$0, template) }
    let index = files[file].stringsdict?.root.entries?.lastIndex {
      $0.key.value.unicodeScalars.elementsEqual(cell.key.text.unicodeScalars)
    }
    if let row, let index {
      setCell(
        grid: grid, row: row, column: column, EntryLocation(file: file, entry: index), &changes)
    } else {
      rebuildGrid(grid, into: &changes)
    }
  }

  private mutating func removeTranslation(_ cell: CellID, into changes: inout ChangeSet)
    throws(EditError)
  {
    let (grid, row, column) = try locate(cell)
    guard row != nil else { throw .unknownKey(cell.table, cell.key) }
    changes.touch(cell.table, cell.key)
    for file in [grids[grid].files[column], grids[grid].pluralFiles[column]].compactMap({ $0 }) {
      try requireWritable(file)
      removeEntries(of: cell.key, file: file, into: &changes)
    }
    rebuildGrid(grid, into: &changes)
  }

  private mutating func keepOccurrence(
    _ occurrence: Int, of cell: CellID, into changes: inout ChangeSet
  ) throws(EditError) {
    let (grid, row, column) = try locate(cell)
    guard row != nil, let file = grids[grid].files[column] else {
      throw .unknownKey(cell.table, cell.key)
    }
    try requireWritable(file)
    let indices = entryIndices(of: cell.key, file: file)
    guard indices.indices.contains(occurrence) else {
      throw .unsupported("\(cell) is defined \(indices.count) times, not \(occurrence + 1)")
    }
    changes.touch(cell.table, cell.key)
    for index in indices.reversed() where index != indices[occurrence] {
      changeEntry(file: file, index: index, into: &changes) { $0.removeEntry(at: $1) }
    }
    rebuildGrid(grid, into: &changes)
  }

  private mutating func setComment(
    _ comment: String?, cell: CellID, into changes: inout ChangeSet
  ) throws(EditError) {
    let (grid, row, column) = try locate(cell)
    guard row != nil else { throw .unknownKey(cell.table, cell.key) }
    changes.touch(cell.table, cell.key)
    let indices = grids[grid].files[column].map { entryIndices(of: cell.key, file: $0) } ?? []
    guard let file = grids[grid].files[column], !indices.isEmpty else {
      throw .unsupported(
        "\(cell.language) has no .strings entry for \"\(cell.key)\" to hold a comment")
    }
    try requireWritable(file)
    for index in indices {
      changeEntry(file: file, index: index, into: &changes) { $0.setComment(comment, at: $1) }
    }
  }

  private mutating func addKey(
    _ key: LocalizationKey, table: TableID, sourceValue: String, comment: String?,
    into changes: inout ChangeSet
  ) throws(EditError) {
    guard let grid = gridIndex(of: table) else { throw .unknownTable(table) }
    if grids[grid].row(of: key) != nil { throw .keyExists(table, key) }
    changes.touch(table, key)
    // Only the table's source gets the key: the translations show gaps (an empty entry would
    // be an empty label on device).
    guard let column = sourceColumn(ofGrid: grid) ?? column(of: sourceLanguage) else {
      throw .unknownLanguage(sourceLanguage)
    }
    let start = changes.inverse.count
    let file = try fileForNewEntry(grid: grid, column: column, plural: false, into: &changes)
    var index = 0
    files[file].updateDocument {
      index = $0.appendEntry(key: key, value: sourceValue, comment: comment)
    }
    changes.record(.stringsSplice(file: file, at: index, removing: 1, inserting: []), file: file)
    updateRows(grid: grid, keys: [key], since: start, into: &changes)
  }

  // MARK: - Seam documents

  /// The files of a grid whose documents go through the cell layer's seam.
  private func seamFiles(ofGrid grid: Int) -> [Int] {
    Set(grids[grid].files.compactMap { $0 }).filter { files[$0].cellDocument != nil }.sorted()
  }

  /// Applies an edit of a table held by seam documents: checks it as for every table, lets
  /// the document carry it out, records how to take it back, and brings the grid up to date
  /// (one cell when the document says its entries stayed where they were, else rebuilt).
  private mutating func applyToDocuments(
    _ edit: CellEdit, grid: Int, documents: [Int], into changes: inout ChangeSet
  ) throws(EditError) {
    let table = grids[grid].table
    var targets = documents
    var place: (row: Int, column: Int)?
    var entry: Int?
    switch edit {
    case .setText(let cell, _), .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _),
      .setState(let cell, _), .setFormStates(let cell, _, _), .removeTranslation(let cell),
      .setComment(let cell, _), .setShadowedText(let cell, _), .keepOccurrence(let cell, _):
      let (_, row, column) = try locate(cell)
      if row == nil, edit.needsExistingKey { throw .unknownKey(table, cell.key) }
      let file = try document(grid: grid, column: column, documents: documents, into: &changes)
      targets = [file]
      if let row {
        entry = self.entry(ofRow: row, grid: grid, file: file)
        if case .removeTranslation = edit {} else { place = (row, column) }
      }
      changes.touch(table, cell.key)
    case .addKey(_, let key, _, _), .extractKey(_, let key, _, _):
      if grids[grid].row(of: key) != nil { throw .keyExists(table, key) }
      // The source's document gets the key: the translations show gaps.
      guard let column = sourceColumn(ofGrid: grid) ?? column(of: sourceLanguage) else {
        throw .unknownLanguage(sourceLanguage)
      }
      targets = [try document(grid: grid, column: column, documents: documents, into: &changes)]
      changes.touch(table, key)
    case .renameKey(_, let key, let newKey):
      _ = try existingKey(key, table: table)
      if grids[grid].row(of: newKey) != nil { throw .keyExists(table, newKey) }
      changes.touch(table, key)
      changes.touch(table, newKey)
    case .deleteKey(_, let key):
      _ = try existingKey(key, table: table)
      changes.touch(table, key)
    case .addLanguage: return
    }
    for file in targets { try requireWritable(file) }
    let context = CellEditContext(
      sourceLanguage: sourceLanguage, keyOrder: catalogKeyOrder, entry: entry)
    for file in targets {
      let change = try files[file].updateCellDocument { document throws(EditError) in
        try document.apply(edit, context: context)
      }
      guard let change, let restore = change.restore else { continue }
      changes.record(.document(file: file, restore), file: file)
      if let place, let entry = change.entry, targets.count == 1 {
        placeCell(grid: grid, at: place, file: file, entry: entry, into: &changes)
      } else {
        rebuildGrid(grid, into: &changes)
      }
    }
  }

  /// The seam document holding the language at `column` of a grid: its file for the table;
  /// else, for a per-language format, a new file made by the format
  /// (`CellDocument.newDocument(for:)`); else the document holding every language.
  private mutating func document(
    grid: Int, column: Int, documents: [Int], into changes: inout ChangeSet
  ) throws(EditError) -> Int {
    if let file = grids[grid].files[column] { return file }
    guard let template = documents.first,
      let document = files[template].cellDocument?.newDocument(for: languages[column])
    else { return documents[0] }
    // Named like the format's other files: `<language>.lproj/<Table>.<extension>`.
    let name = files[template].path.split(separator: "/").last ?? ""
    let fileExtension = name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) }
    return try addFile(
      grid: grid, column: column, plural: false, fileExtension: fileExtension ?? "",
      content: .document(document), into: &changes)
  }

  /// The entry of a seam document that a row's cells point at, from any language that has the
  /// key there: spares the document a search of thousands of keys per edit.
  private func entry(ofRow row: Int, grid: Int, file: Int) -> Int? {
    languages.indices.lazy.compactMap { self.grids[grid].entry(row: row, language: $0) }
      .first { Int($0.file) == file }.map { Int($0.entry) }
  }

  /// After an edit of one entry of a seam document: a cell that had no value now may have one.
  private mutating func placeCell(
    grid: Int, at place: (row: Int, column: Int), file: Int, entry: Int,
    into changes: inout ChangeSet
  ) {
    guard grids[grid].entry(row: place.row, language: place.column) == nil,
      files[file].cellDocument?.cellLanguages(entry: entry).contains(languages[place.column])
        == true
    else { return }
    setCell(
      grid: grid, row: place.row, column: place.column,
      EntryLocation(file: file, entry: entry, column: place.column), &changes)
  }

  // MARK: - Documents

  /// Changes every file of a grid's table that has `key`: each writable `.strings` entry of
  /// the key (duplicates included) and each writable `.stringsdict`; `newKey` is the key's new
  /// name when the change renames it.
  private mutating func changeEveryFile(
    grid: Int, key: LocalizationKey, renamedTo newKey: LocalizationKey? = nil,
    into changes: inout ChangeSet,
    strings change: (inout StringsDocument, Int) -> Void,
    stringsdict pluralChange: (inout StringsdictDocument) -> Bool
  ) throws(EditError) {
    changes.touch(grids[grid].table, key)
    try requireWritableHolders(of: key, grid: grid)
    let start = changes.inverse.count
    for file in grids[grid].files.compactMap({ $0 }) where files[file].isWritable {
      // Removing entries shifts the ones after: go from the end.
      for index in entryIndices(of: key, file: file).reversed() {
        changeEntry(file: file, index: index, into: &changes, change)
      }
    }
    for file in grids[grid].pluralFiles.compactMap({ $0 }) where files[file].isWritable {
      guard let document = files[file].stringsdict else { continue }
      var changed = false
      files[file].updateStringsdict { changed = pluralChange(&$0) }
      if changed { changes.record(.stringsdictRoot(file: file, document.root), file: file) }
    }
    updateRows(
      grid: grid, keys: Set([key] + (newKey.map { [$0] } ?? [])), since: start, into: &changes)
  }

  /// Changes the entry at `index` of a `.strings` file (or removes it), recording the entry
  /// as it was.
  private mutating func changeEntry(
    file: Int, index: Int, into changes: inout ChangeSet,
    _ change: (inout StringsDocument, Int) -> Void
  ) {
    // No copy of the document may live across the change, or its buffers would be copied.
    guard let old = files[file].document?.entries[index],
      let count = files[file].document?.entries.count
    else { return }
    files[file].updateDocument { change(&$0, index) }
    let removed = count - (files[file].document?.entries.count ?? count)
    changes.record(
      .stringsSplice(file: file, at: index, removing: 1 - removed, inserting: [old]), file: file)
  }

  private mutating func removeEntries(
    of key: LocalizationKey, file: Int, into changes: inout ChangeSet
  ) {
    if files[file].document != nil {
      for index in entryIndices(of: key, file: file).reversed() {
        changeEntry(file: file, index: index, into: &changes) { $0.removeEntry(at: $1) }
      }
    } else if let document = files[file].stringsdict {
      var changed = false
      files[file].updateStringsdict { changed = $0.removeEntries(key) }
      if changed { changes.record(.stringsdictRoot(file: file, document.root), file: file) }
    }
  }

  /// The indices of every entry of `key` in a `.strings` file, in file order.
  private func entryIndices(of key: LocalizationKey, file: Int) -> [Int] {
    files[file].document?.entryIndices(of: key) ?? []
  }

  /// Throws when a file of the grid that cannot be written holds `key`: renaming or deleting
  /// the key in the other files only would split its row or leave it behind. (A file that
  /// failed to parse is not known to hold it, and stays as it is.)
  private func requireWritableHolders(of key: LocalizationKey, grid: Int) throws(EditError) {
    let candidates = (grids[grid].files + grids[grid].pluralFiles).compactMap { $0 }
    for file in candidates where !files[file].isWritable {
      let holds =
        files[file].document.map { $0.lastIndex(of: key) != nil }
        ?? files[file].stringsdict.map { $0.root[key.text] != nil } ?? false
      if holds { throw .readOnly(path: files[file].path) }
    }
  }

  private func requireWritable(_ file: Int) throws(EditError) {
    guard files[file].isWritable else { throw .readOnly(path: files[file].path) }
  }

  /// The language's `.strings` (or `.stringsdict`) file for a grid's table, created in memory
  /// when it has none; throws when it cannot be written.
  private mutating func fileForNewEntry(
    grid: Int, column: Int, plural: Bool, into changes: inout ChangeSet
  ) throws(EditError) -> Int {
    if let file = plural ? grids[grid].pluralFiles[column] : grids[grid].files[column] {
      try requireWritable(file)
      return file
    }
    return try addFile(
      grid: grid, column: column, plural: plural, fileExtension: plural ? "stringsdict" : "strings",
      content: plural
        ? .stringsdict(StringsdictDocument(root: .dictionary([]), encoding: .utf8))
        : .strings(.empty), into: &changes)
  }

  /// Adds the file of a grid's table for the language at `column` (of the `.stringsdict` kind
  /// when `plural`), in memory until saved, in the language's `.lproj` folder beside the
  /// table's other files; throws when the language or the table cannot name a file.
  private mutating func addFile(
    grid: Int, column: Int, plural: Bool, fileExtension: String,
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
    let newPath = path(of: table, language: language, plural: plural, fileExtension: fileExtension)
    files.append(
      LocalizationFile(
        newAt: newPath, root: root, table: table, language: language, content: content))
    // The new .lproj makes the language one of the table's bundle.
    bundleLanguages[table]?.insert(language)
    changes.record(.removeLastFile, file: files.count - 1)
    changes.record(.gridFile(grid: grid, column: column, plural: plural, file: nil))
    grids[grid].setFile(files.count - 1, language: column, plural: plural)
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

  /// Brings the rows of `keys` up to date after an edit (whose restores start at `start` of
  /// `changes`) added, renamed or removed them: in place when it changed only `.strings`
  /// entries (see `TableGrid.updateRows`), recording how the rows moved; else by rebuilding.
  private mutating func updateRows(
    grid: Int, keys: Set<LocalizationKey>, since start: Int, into changes: inout ChangeSet
  ) {
    var splices: [Int: [TableGrid.Splice]] = [:]
    for revert in changes.inverse[start...] {
      switch revert {
      case .stringsSplice(let file, let at, let removing, let inserting):
        splices[file, default: []].append(
          TableGrid.Splice(at: at, delta: removing - inserting.count, inserts: inserting.isEmpty))
      case .gridFile, .removeLastFile: continue
      default:
        rebuildGrid(grid, into: &changes)
        return
      }
    }
    let table = grids[grid].table
    let moves = grids[grid].updateRows(of: keys, splices: splices, all: files)
    // A second edit of the table in one step: its moves are not kept (the rows are recounted).
    changes.rowMoves[table] = changes.rebuiltTables.contains(table) ? nil : moves
    changes.rebuiltTables.insert(table)
  }

  mutating func rebuildGrid(_ grid: Int) {
    let documents = seamFiles(ofGrid: grid)
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
    case .stringsSplice(let file, let at, let removing, let inserting):
      var removed: [StringsEntry] = []
      files[file].updateDocument { document in
        removed = Array(document.entries[at..<(at + removing)])
        document.entries.replaceSubrange(at..<(at + removing), with: inserting)
      }
      return .stringsSplice(file: file, at: at, removing: inserting.count, inserting: removed)
    case .stringsdictRoot(let file, let root):
      let current = files[file].stringsdict?.root ?? root
      files[file].updateStringsdict { $0.root = root }
      return .stringsdictRoot(file: file, current)
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
      let inverse = files[file].updateCellDocument { $0.restore(restore) }
      return .document(file: file, inverse ?? restore)
    case .languages(let old):
      let current = languages
      languages = old
      grids = Self.buildGrids(files: files, languages: languages)
      return .languages(current)
    }
  }
}

extension CellEdit {
  /// Whether the edit is of a key that must be in the table already (removing a translation,
  /// a comment, an occurrence); the others create the key.
  fileprivate var needsExistingKey: Bool {
    switch self {
    case .removeTranslation, .setComment, .keepOccurrence: true
    default: false
    }
  }
}
