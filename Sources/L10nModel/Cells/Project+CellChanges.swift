/// The changes between two versions of a project, said as cell edits: what one side of a
/// three-way merge did since the common version (see `CellMerge`).
package struct CellChanges: Sendable {
  /// The edits that turn the older version into the newer one, table by table, keys in the
  /// newer version's order of rows, deleted keys last.
  package var edits: [CellEdit] = []
  /// The parts of cells that changed in a way edits cannot say (structured catalog content, a
  /// plural variable removed): a merge keeps the other side's value and reports them.
  package var unsayable: [CellAspect] = []
}

extension Project {
  /// The cell edits that turn `base` into this project: per key, per language, content (text,
  /// plural forms, review state) and comment, and the attributes of a key no cell holds
  /// (`CellDocument.keyAttributes`); keys this project lacks are deleted, languages it adds
  /// added first.
  ///
  /// A key this project added to a String Catalog is added empty first (as Xcode's extraction
  /// adds a key), then filled language by language. A String Catalog has one comment per key:
  /// it is compared in the source language's cell only. Rows are walked in step (both grids
  /// are sorted by key); a `.strings` entry whose comment and value are the same bytes in both,
  /// and a catalog key whose JSON says the same in both, are not decoded.
  package func cellChanges(since base: Project) -> CellChanges {
    var changes = CellChanges()
    // A language new here first gets its column.
    changes.edits += self.languages.filter { base.column(of: $0) == nil }.map {
      CellEdit.addLanguage($0)
    }
    let languages = self.languages + base.languages.filter { column(of: $0) == nil }
    let columns = languages.map { (here: column(of: $0), there: base.column(of: $0)) }
    for grid in grids.indices {
      let table = grids[grid].table
      let oldGrid = base.gridIndex(of: table)
      let keys = grids[grid].keys
      let oldKeys = oldGrid.map { base.grids[$0].keys } ?? []
      // A table one file holds for every language has one comment per key; a String Catalog
      // adds a key before its languages' values.
      let everyLanguageFile = everyLanguageFile(ofGrid: grid)
      let addsKeys =
        everyLanguageFile.flatMap { files[$0].cellDocument?.keysAreSourceTexts } ?? false
      var deleted: [CellEdit] = []
      var old = 0
      for (row, key) in keys.enumerated() {
        while old < oldKeys.count, oldKeys[old] < key {
          deleted.append(.deleteKey(table, oldKeys[old]))
          old += 1
        }
        let oldRow = old < oldKeys.count && oldKeys[old] == key ? old : nil
        if oldRow != nil { old += 1 }
        if let oldGrid, let oldRow,
          sameDocumentEntry(grid: grid, row: row, in: base, grid: oldGrid, row: oldRow)
        {
          continue
        }
        if oldRow == nil, addsKeys {
          let cell = CellID(table: table, key: key, language: sourceLanguage)
          changes.edits.append(.extractKey(table, key, value: nil, comment: comment(of: cell)))
        }
        for (language, column) in zip(languages, columns) {
          if let oldGrid, let oldRow, let here = column.here, let there = column.there,
            sameLanguageEntry(
              grids[grid].entry(row: row, language: here), in: base,
              base.grids[oldGrid].entry(row: oldRow, language: there))
          {
            continue
          }
          let cell = CellID(table: table, key: key, language: language)
          var aspects: [CellAspect] = [.content(cell)]
          if everyLanguageFile == nil || (language == sourceLanguage && oldRow != nil) {
            aspects.append(.comment(cell))
          }
          for aspect in aspects {
            let old = base.value(of: aspect)
            let new = value(of: aspect)
            guard new != old else { continue }
            guard let edits = new.edits(for: aspect, from: old) else {
              changes.unsayable.append(aspect)
              continue
            }
            changes.edits += edits
          }
        }
        if oldRow != nil, everyLanguageFile != nil {
          changes.edits += attributeEdits(of: key, in: table, since: base)
        }
      }
      deleted += oldKeys[old...].map { .deleteKey(table, $0) }
      changes.edits += deleted
    }
    return changes
  }

  /// The edits that set the attributes of `key` in `table` that no cell holds as this project
  /// has them, from `base`'s, in name order.
  private func attributeEdits(of key: LocalizationKey, in table: TableID, since base: Project)
    -> [CellEdit]
  {
    let new = keyAttributes(of: key, in: table)
    let old = base.keyAttributes(of: key, in: table)
    return Set(new.keys).union(old.keys).sorted().compactMap { name in
      new[name] == old[name] ? nil : .setKeyAttribute(table, key, name: name, value: new[name])
    }
  }

  /// Whether the key at `row` of `grid` is held by one seam document entry that says the same
  /// as the entry of the key at `oldRow` of `oldGrid` in `base` (so that none of its cells
  /// changed): see `CellDocument.hasSameContent`.
  private func sameDocumentEntry(
    grid: Int, row: Int, in base: Project, grid oldGrid: Int, row oldRow: Int
  ) -> Bool {
    func documentEntry(of project: Project, grid: Int, row: Int) -> (any CellDocument, Int)? {
      let location = project.languages.indices.lazy.compactMap {
        project.grids[grid].entry(row: row, language: $0)
      }.first
      guard let location, location.column >= 0,
        project.files[Int(location.file)].holdsEveryLanguage,
        let document = project.files[Int(location.file)].cellDocument
      else { return nil }
      return (document, Int(location.entry))
    }
    guard let (here, entry) = documentEntry(of: self, grid: grid, row: row),
      let (there, otherEntry) = documentEntry(of: base, grid: oldGrid, row: oldRow)
    else { return false }
    return here.hasSameContent(entry: entry, as: there, entry: otherEntry)
  }

  /// Whether `location` here and `other` in `base` are entries of one language's files that
  /// say the same, found cheaply (a `.strings` entry whose comment and value are the same
  /// bytes): see `CellDocument.hasSameContent`.
  private func sameLanguageEntry(
    _ location: EntryLocation?, in base: Project, _ other: EntryLocation?
  ) -> Bool {
    guard let location, let other, location.column < 0, other.column < 0,
      let document = files[Int(location.file)].cellDocument,
      let otherDocument = base.files[Int(other.file)].cellDocument
    else { return false }
    return document.hasSameContent(
      entry: Int(location.entry), as: otherDocument, entry: Int(other.entry))
  }
}
