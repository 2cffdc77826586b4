extension Project {
  /// The files renaming `key` of `table` to `newKey` changes (`apply([.renameKey(…)])`'s), to
  /// be renamed one at a time with `renamingKey(inFileAt:…)`: a language server's rename of a
  /// table of 40 languages then holds two changed documents at once, not 40 (80 MB for 2 MB
  /// files).
  ///
  /// Throws as `apply` does: the key missing, the new key taken, a file holding the key that
  /// cannot be written.
  package func filesRenaming(
    _ key: LocalizationKey, of table: TableID, to newKey: LocalizationKey
  ) throws(EditError) -> [Int] {
    let grid = try existingKey(key, table: table)
    if grids[grid].row(of: newKey) != nil { throw .keyExists(table, newKey) }
    return try holders(of: key, grid: grid)
  }

  /// The file at `index` (one of `filesRenaming`'s) with `key` of `table` renamed to `newKey`
  /// in its document, as `apply([.renameKey(…)])` leaves it.
  package func renamingKey(
    _ key: LocalizationKey, of table: TableID, to newKey: LocalizationKey, inFileAt index: Int
  ) throws(EditError) -> LocalizationFile {
    var file = files[index]
    let context = CellEditContext(sourceLanguage: sourceLanguage, keyOrder: catalogKeyOrder)
    _ = try file.updateDocument { document throws(EditError) in
      try document.apply(.renameKey(table, key, to: newKey), context: context)
    }
    return file
  }
}
