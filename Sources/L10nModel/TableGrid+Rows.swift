/// Bringing a `.strings` table's rows up to date in place after keys were added, renamed or
/// removed, instead of rebuilding the grid from every entry of every language (which on a
/// table of 20,000 keys × 40 languages costs more than the 50 ms an edit may take).
extension TableGrid {
  /// A change of a `.strings` file's entries: at `at` (an index before the change), `delta`
  /// more entries; `inserts` when nothing was replaced there (the entry that was at `at` moves).
  struct Splice: Sendable {
    var at: Int
    var delta: Int
    var inserts: Bool
  }

  /// Re-derives the rows of `changedKeys` after their `.strings` entries changed.
  ///
  /// `splices` (per file) say how the entries changed; every other entry's index moves past
  /// them. The `.stringsdict` files must not have changed. Returns how the rows moved.
  mutating func updateRows(
    of changedKeys: Set<LocalizationKey>, splices: [Int: [Splice]], all: [LocalizationFile]
  ) -> RowMoves {
    let width = files.count
    let removed = changedKeys.compactMap { row(of: $0) }.sorted()
    let shifted = files.map { file in file.flatMap { splices[$0] } }
    var keptKeys: [LocalizationKey] = []
    keptKeys.reserveCapacity(keys.count)
    var keptCells: [EntryLocation] = []
    keptCells.reserveCapacity(keys.count * width)
    var next = removed.startIndex
    for row in keys.indices {
      if next < removed.endIndex, removed[next] == row {
        next += 1
        continue
      }
      keptKeys.append(keys[row])
      for column in 0..<width {
        var location = entry(row: row, language: column) ?? .missing
        if let fileSplices = shifted[column], Int(location.file) == files[column] {
          let entry = Int(location.entry)
          let shift = fileSplices.reduce(0) { total, splice in
            splice.at < entry || (splice.inserts && splice.at == entry)
              ? total + splice.delta : total
          }
          location.entry += Int32(shift)
        }
        keptCells.append(location)
      }
    }
    var inserted: [Int] = []
    for key in changedKeys.sorted() {
      let row = (0..<width).map { locate(key, column: $0, all: all) }
      guard row.contains(where: { $0 != .missing }) else { continue }
      // Keys come in order, so each goes after the ones inserted before it.
      let position = TableGrid.position(of: key, in: keptKeys)
      keptKeys.insert(key, at: position)
      keptCells.insert(contentsOf: row, at: position * width)
      inserted.append(position)
    }
    replaceRows(keys: keptKeys, cells: keptCells)
    return RowMoves(removed: removed, inserted: inserted)
  }

  /// Where `key`'s effective entry is in the language at `column`: its `.stringsdict` entry,
  /// which wins on device, else the last `.strings` entry.
  private func locate(_ key: LocalizationKey, column: Int, all: [LocalizationFile])
    -> EntryLocation
  {
    if let plural = pluralFiles[column],
      let index = all[plural].stringsdict?.root.entries?.lastIndex(where: {
        LocalizationKey($0.key.value) == key
      })
    {
      return EntryLocation(file: plural, entry: index)
    }
    if let file = files[column], let index = all[file].document?.lastIndex(of: key) {
      return EntryLocation(file: file, entry: index)
    }
    return .missing
  }
}
