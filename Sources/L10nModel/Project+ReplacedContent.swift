extension Project {
  /// This project with the file at `index` holding `content` instead (an editor's unsaved text
  /// of it, read by its format), only its table's grid rebuilt: what a check of that one file
  /// reads without reloading the project.
  ///
  /// The languages stay the project's: a language the new content adds has no column.
  package func replacingContent(ofFileAt index: Int, with content: LocalizationFile.Content)
    -> Project
  {
    if let project = replacingContent(ofFileAt: index, withSameKeys: content) { return project }
    var project = self
    project.files[index].content = content
    let table = files[index].table
    guard let grid = grids.firstIndex(where: { $0.table == table }),
      let rebuilt = Self.buildGrids(files: project.files, languages: languages, only: table).first
    else { return project }
    project.grids[grid] = rebuilt
    return project
  }

  /// This project with the file at `index` holding `content` instead, its grids kept; `nil`
  /// when they would change.
  ///
  /// When `content` has the same keys in the same order as the file had (a value or comment
  /// changed as the user types), every cell points at the same entry: the project equals one
  /// built anew. `nil` otherwise: a key added, removed or moved, a file holding
  /// every language (whose cells depend on each entry's languages), or a side that does not
  /// parse.
  package func replacingContent(
    ofFileAt index: Int, withSameKeys content: LocalizationFile.Content
  ) -> Project? {
    guard !files[index].holdsEveryLanguage, let old = files[index].cellDocument,
      case .document(let new) = content, !new.isFileOfEveryLanguage,
      old.languages == new.languages, Self.haveSameKeys(old, new)
    else { return nil }
    var project = self
    project.files[index].content = content
    return project
  }

  /// Whether two documents have the same keys in the same order (compared as UTF-8, without
  /// making strings where the formats can).
  static func haveSameKeys(_ one: any CellDocument, _ other: any CellDocument) -> Bool {
    guard one.entryCount == other.entryCount else { return false }
    var bytes: [UInt8] = []
    var ends: [Int] = []
    ends.reserveCapacity(one.entryCount)
    one.forEachKeyUTF8 { key in
      bytes.append(contentsOf: key)
      ends.append(bytes.count)
    }
    var entry = 0
    var same = true
    other.forEachKeyUTF8 { key in
      guard same else { return }
      let start = entry == 0 ? 0 : ends[entry - 1]
      same =
        entry < ends.count && ends[entry] - start == key.count
        && bytes[start..<ends[entry]].elementsEqual(key)
      entry += 1
    }
    return same && entry == ends.count
  }
}
