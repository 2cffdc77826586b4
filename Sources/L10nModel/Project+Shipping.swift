extension Project {
  /// Why writing a cell of `table` in `language` (a plural cell's forms with `plural`) would
  /// make a file that the table's target would not ship, in words naming the file and what to
  /// do; `nil` when it would ship.
  ///
  /// It would when the write makes no file (the table has the language's file, or its overlay
  /// for a plural cell, or a file holding every language), when no project file claims the
  /// table's files (a bare folder: nothing says what ships), or when a target claiming them
  /// copies the new file too (a Swift package target's folder, an Xcode synchronized folder).
  /// An Xcode variant group lists its languages' files one by one: a language it lacks is not
  /// copied until it is added to the file in Xcode.
  package func unshippedNewFile(
    of table: TableID, language: LanguageID, plural: Bool = false
  ) -> String? {
    guard let targets = targetResources[table], let target = targets.first,
      let grid = gridIndex(of: table), let column = column(of: language)
    else { return nil }
    let overlay = plural && hasOverlays(grid: grid)
    let tableFiles = (grids[grid].files + grids[grid].pluralFiles).compactMap { $0 }
    guard (overlay ? grids[grid].pluralFiles : grids[grid].files)[column] == nil,
      !tableFiles.contains(where: { files[$0].holdsEveryLanguage })
    else { return nil }
    let made = tableFiles.lazy.compactMap { [files] in
      files[$0].cellDocument?.newDocument(for: language, overlay: overlay)
    }.first
    guard let made else { return nil }  // no file is made: the edit is refused anyway
    let path = LexicalPath.normalize(
      self.path(of: table, language: language, plural: overlay, fileExtension: made.fileExtension))
    guard !targets.contains(where: { $0.contains(path) }) else { return nil }
    let base = LexicalPath.normalize(root)
    let relative = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    return "\(relative) does not exist and target \(target.name) would not ship it: add the "
      + "language to the file in Xcode first"
  }
}
