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
    let isRemoved = Set(removed)
    let shifted = files.map { file in file.flatMap { splices[$0] } }
    // The changed keys that have a cell somewhere now, in order, with their cells.
    let added: [(key: LocalizationKey, cells: [EntryLocation])] = changedKeys.sorted().compactMap {
      key in
      let cells = (0..<width).map { locate(key, column: $0, all: all) }
      return cells.contains { $0 != .missing } ? (key, cells) : nil
    }
    var newKeys: [LocalizationKey] = []
    newKeys.reserveCapacity(keys.count - removed.count + added.count)
    var present: [(row: Int, column: Int, location: EntryLocation)] = []
    var inserted: [Int] = []
    var nextAdded = added.startIndex
    func insertAdded() {
      inserted.append(newKeys.count)
      for (column, location) in added[nextAdded].cells.enumerated() where location != .missing {
        present.append((newKeys.count, column, location))
      }
      newKeys.append(added[nextAdded].key)
      nextAdded += 1
    }
    for old in keys.indices where !isRemoved.contains(old) {
      while nextAdded < added.endIndex, added[nextAdded].key < keys[old] { insertAdded() }
      for column in 0..<width {
        guard var location = entry(row: old, language: column) else { continue }
        if let fileSplices = shifted[column], Int(location.file) == files[column] {
          let entry = Int(location.entry)
          let shift = fileSplices.reduce(0) { total, splice in
            splice.at < entry || (splice.inserts && splice.at == entry)
              ? total + splice.delta : total
          }
          location.entry += Int32(shift)
        }
        present.append((newKeys.count, column, location))
      }
      newKeys.append(keys[old])
    }
    while nextAdded < added.endIndex { insertAdded() }
    replaceRows(
      keys: newKeys, cells: GridCells(rows: newKeys.count, width: width, present: present))
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
