/// The changes between two versions of a project, said as cell edits: what one side of a
/// three-way merge did since the common version (see `CellMerge`).
public struct CellChanges: Sendable {
  /// The edits that turn the older version into the newer one, table by table, keys in the
  /// newer version's order of rows, deleted keys last.
  public var edits: [CellEdit] = []
  /// The parts of cells that changed in a way edits cannot say (structured catalog content, a
  /// plural variable removed): a merge keeps the other side's value and reports them.
  public var unsayable: [CellAspect] = []
}

extension Project {
  /// The cell edits that turn `base` into this project: per key, per language, content (text,
  /// plural forms, review state) and comment; keys this project lacks are deleted.
  ///
  /// A key this project added to a String Catalog is added empty first (as Xcode's extraction
  /// adds a key), then filled language by language. A String Catalog has one comment per key:
  /// it is compared in the source language's cell only.
  public func cellChanges(since base: Project) -> CellChanges {
    var changes = CellChanges()
    let languages = self.languages + base.languages.filter { column(of: $0) == nil }
    for grid in grids.indices {
      let table = grids[grid].table
      let oldGrid = base.gridIndex(of: table)
      let isCatalog = catalogFile(ofGrid: grid) != nil
      for key in grids[grid].keys {
        let isNew = oldGrid.flatMap { base.grids[$0].row(of: key) } == nil
        if isNew, isCatalog {
          let cell = CellID(table: table, key: key, language: sourceLanguage)
          changes.edits.append(
            .extractKey(table, key, value: nil, comment: comment(of: cell)))
        }
        for language in languages {
          let cell = CellID(table: table, key: key, language: language)
          var aspects: [CellAspect] = [.content(cell)]
          if !isCatalog || (language == sourceLanguage && !isNew) {
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
      }
      guard let oldGrid else { continue }
      for key in base.grids[oldGrid].keys where grids[grid].row(of: key) == nil {
        changes.edits.append(.deleteKey(table, key))
      }
    }
    return changes
  }
}
