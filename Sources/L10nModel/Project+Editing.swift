/// Edits through the grid: each one changes the documents it must and keeps the grids in step.
/// Saving is the writer's job; these never touch the disk.
extension Project {
  /// The index of `table`'s grid.
  public func gridIndex(of table: TableID) -> Int? {
    grids.firstIndex { $0.table == table }
  }

  /// The column of `language`.
  public func column(of language: LanguageID) -> Int? {
    languages.firstIndex(of: language)
  }

  /// Sets `key`'s value in `language`, adding the entry — and the language's file for the table, when it has none — if needed.
  ///
  /// Returns the index of the file changed, or `nil` when the file is read-only (it failed to
  /// parse, or is a property list).
  @discardableResult
  public mutating func setValue(
    _ value: String, table: TableID, key: LocalizationKey, language: LanguageID
  ) -> Int? {
    guard let gridIndex = gridIndex(of: table), let column = column(of: language) else {
      return nil
    }
    if let catalog = grids[gridIndex].files[column], files[catalog].isCatalog {
      files[catalog].updateCatalog {
        $0.setValue(value, key: key, language: language, precedes: catalogKeyOrder)
      }
      rebuildGrid(gridIndex)
      return catalog
    }
    let row = grids[gridIndex].row(of: key)
    if let row, let location = grids[gridIndex].entry(row: row, language: column) {
      let fileIndex = Int(location.file)
      guard files[fileIndex].isWritable else { return nil }
      files[fileIndex].updateDocument { $0.setValue(value, at: Int(location.entry)) }
      return fileIndex
    }
    let fileIndex = grids[gridIndex].files[column] ?? addFile(table: table, language: language)
    guard files[fileIndex].isWritable else { return nil }
    var entryIndex = 0
    files[fileIndex].updateDocument { entryIndex = $0.appendEntry(key: key, value: value) }
    if let row {
      grids[gridIndex].setEntry(
        row: row, language: column, to: EntryLocation(file: fileIndex, entry: entryIndex))
    } else {
      rebuildGrid(gridIndex)
    }
    return fileIndex
  }

  /// Sets the plural forms of `variable` of `key` in `language`, creating the language's `.stringsdict` for the table, the key and the variable as needed (from the source language's entry).
  ///
  /// Returns the index of the file changed, or `nil` when it is read-only.
  @discardableResult
  public mutating func setPluralForms(
    _ forms: [String: String?], variable: String, table: TableID, key: LocalizationKey,
    language: LanguageID
  ) -> Int? {
    guard let gridIndex = gridIndex(of: table), let column = column(of: language) else {
      return nil
    }
    if let catalog = grids[gridIndex].files[column], files[catalog].isCatalog {
      let texts = forms.compactMapValues { $0 }
      files[catalog].updateCatalog {
        $0.setPluralForms(
          texts, variable: variable, key: key, language: language, precedes: catalogKeyOrder)
      }
      rebuildGrid(gridIndex)
      return catalog
    }
    let template = grids[gridIndex].row(of: key).flatMap { row in
      grids[gridIndex].entry(row: row, language: 0).flatMap { plural(at: $0) }
    }
    let fileIndex =
      grids[gridIndex].pluralFiles[column] ?? addPluralFile(table: table, language: language)
    guard files[fileIndex].isWritable else { return nil }
    files[fileIndex].updateStringsdict {
      $0.setForms(forms, variable: variable, key: key, template: template)
    }
    rebuildGrid(gridIndex)
    return fileIndex
  }

  /// Sets the state of a String Catalog cell (`translated`, `needs_review`, …).
  ///
  /// Returns the catalog's file index, or `nil` when the cell is not in a catalog or has no string
  /// unit.
  @discardableResult
  public mutating func setCatalogState(
    _ state: String, table: TableID, key: LocalizationKey, language: LanguageID
  ) -> Int? {
    guard let gridIndex = gridIndex(of: table), let column = column(of: language),
      let catalog = grids[gridIndex].files[column], files[catalog].isCatalog,
      let row = grids[gridIndex].row(of: key),
      let location = grids[gridIndex].entry(row: row, language: column),
      catalogLocalization(at: location)?.node["stringUnit"] != nil
    else { return nil }
    files[catalog].updateCatalog {
      $0.setState(state, key: key, language: language, precedes: catalogKeyOrder)
    }
    rebuildGrid(gridIndex)
    return catalog
  }

  /// Adds `key` to every language's file of `table`: `sourceValue` in the source language, an empty value elsewhere (shown as gaps to fill).
  ///
  /// Returns the files changed.
  @discardableResult
  public mutating func addKey(
    _ key: LocalizationKey, table: TableID, sourceValue: String, comment: String? = nil
  ) -> [Int] {
    guard let gridIndex = gridIndex(of: table), grids[gridIndex].row(of: key) == nil else {
      return []
    }
    if let catalog = catalogFile(of: gridIndex) {
      files[catalog].updateCatalog {
        $0.addKey(key, sourceValue: sourceValue, comment: comment, precedes: catalogKeyOrder)
      }
      rebuildGrid(gridIndex)
      return [catalog]
    }
    var changed: [Int] = []
    for (column, language) in languages.enumerated() {
      let existing = grids[gridIndex].files[column]
      guard language == sourceLanguage || existing != nil else { continue }
      let fileIndex = existing ?? addFile(table: table, language: language)
      guard files[fileIndex].isWritable else { continue }
      let value = language == sourceLanguage ? sourceValue : ""
      files[fileIndex].updateDocument { $0.appendEntry(key: key, value: value, comment: comment) }
      changed.append(fileIndex)
    }
    rebuildGrid(gridIndex)
    return changed
  }

  /// Removes every entry of `key` (duplicates included) from every file of `table`.
  @discardableResult
  public mutating func deleteKey(_ key: LocalizationKey, table: TableID) -> [Int] {
    changeEveryFile(
      of: table, catalog: { $0.removeKey(key) },
      strings: { document in
        let indices = document.entries.indices.filter { document.key(at: $0) == key }
        for index in indices.reversed() { document.removeEntry(at: index) }
        return !indices.isEmpty
      })
  }

  /// Renames `key` to `newKey` in every file of `table`.
  @discardableResult
  public mutating func renameKey(_ key: LocalizationKey, to newKey: LocalizationKey, table: TableID)
    -> [Int]
  {
    let order = catalogKeyOrder
    return changeEveryFile(
      of: table, catalog: { $0.renameKey(key, to: newKey, precedes: order) },
      strings: { document in
        let indices = document.entries.indices.filter { document.key(at: $0) == key }
        for index in indices { document.setKey(newKey, at: index) }
        return !indices.isEmpty
      })
  }

  /// Sets the comment above `key` in every file of `table` that has it.
  @discardableResult
  public mutating func setComment(_ comment: String?, key: LocalizationKey, table: TableID) -> [Int]
  {
    let order = catalogKeyOrder
    return changeEveryFile(
      of: table, catalog: { $0.setComment(comment, key: key, precedes: order) },
      strings: { document in
        let indices = document.entries.indices.filter { document.key(at: $0) == key }
        for index in indices { document.setComment(comment, at: index) }
        return !indices.isEmpty
      })
  }

  /// Marks files as written to disk.
  public mutating func markSaved(_ indices: [Int]) {
    for index in indices { files[index].isNew = false }
  }

  private mutating func changeEveryFile(
    of table: TableID, catalog catalogChange: (inout XCStringsDocument) -> Bool,
    strings change: (inout StringsDocument) -> Bool
  ) -> [Int] {
    guard let gridIndex = gridIndex(of: table) else { return [] }
    if let catalog = catalogFile(of: gridIndex) {
      var didChange = false
      files[catalog].updateCatalog { didChange = catalogChange(&$0) }
      rebuildGrid(gridIndex)
      return didChange ? [catalog] : []
    }
    var changed: [Int] = []
    for fileIndex in grids[gridIndex].files.compactMap({ $0 }) where files[fileIndex].isWritable {
      var didChange = false
      files[fileIndex].updateDocument { didChange = change(&$0) }
      if didChange { changed.append(fileIndex) }
    }
    rebuildGrid(gridIndex)
    return changed
  }

  /// The String Catalog a grid shows, if it shows one.
  private func catalogFile(of gridIndex: Int) -> Int? {
    guard let first = grids[gridIndex].files.first ?? nil, files[first].isCatalog else {
      return nil
    }
    return first
  }

  private mutating func rebuildGrid(_ gridIndex: Int) {
    if let catalog = catalogFile(of: gridIndex) {
      grids[gridIndex] = TableGrid(
        table: grids[gridIndex].table, catalog: catalog, languages: languages, all: files)
      return
    }
    grids[gridIndex] = TableGrid(
      table: grids[gridIndex].table, files: grids[gridIndex].files,
      pluralFiles: grids[gridIndex].pluralFiles, all: files)
  }

  /// Creates `language`'s empty `.stringsdict` for `table` in memory.
  private mutating func addPluralFile(table: TableID, language: LanguageID) -> Int {
    let stringsPath = path(of: table, language: language)
    return addFile(
      path: String(stringsPath.dropLast(".strings".count)) + ".stringsdict", table: table,
      language: language,
      content: .stringsdict(StringsdictDocument(root: .dictionary([]), encoding: .utf8)))
  }

  /// Creates `language`'s empty `.strings` file for `table` in memory.
  private mutating func addFile(table: TableID, language: LanguageID) -> Int {
    addFile(
      path: path(of: table, language: language), table: table, language: language,
      content: .strings(
        StringsDocument(
          text: [], encoding: .utf8, header: .empty(at: 0), entries: [], footer: .empty(at: 0))))
  }

  /// Adds a new (unsaved) file and records it in the table's grid.
  private mutating func addFile(
    path: String, table: TableID, language: LanguageID, content: LocalizationFile.Content
  ) -> Int {
    let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    var file = LocalizationFile(
      path: path, relativePath: relative, table: table, language: language, content: content)
    file.isNew = true
    files.append(file)
    let index = files.count - 1
    if let gridIndex = gridIndex(of: table), let column = column(of: language) {
      if file.isStringsdict {
        grids[gridIndex].setPluralFile(index, language: column)
      } else {
        grids[gridIndex].setFile(index, language: column)
      }
    }
    return index
  }

}
