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
  /// them. The overlays (`.stringsdict` files) must not have changed. Returns how the rows
  /// moved.
  mutating func updateRows(
    of changedKeys: Set<LocalizationKey>, splices: [Int: [Splice]], all: [LocalizationFile]
  ) -> RowMoves {
    let removed = changedKeys.compactMap { row(of: $0) }.sorted()
    for row in removed.reversed() { removeRow(row) }
    // Every other entry of a changed file moves past the splices before it.
    for (column, file) in files.enumerated() {
      guard let file, let fileSplices = splices[file] else { continue }
      for row in keys.indices {
        guard var location = entry(row: row, language: column), Int(location.file) == file
        else { continue }
        let entry = Int(location.entry)
        let shift = fileSplices.reduce(0) { total, splice in
          splice.at < entry || (splice.inserts && splice.at == entry) ? total + splice.delta : total
        }
        guard shift != 0 else { continue }
        location.entry += Int32(shift)
        setEntry(row: row, language: column, to: location)
      }
    }
    // The changed keys that have a cell somewhere now, in order: each goes after the ones
    // inserted before it.
    var inserted: [Int] = []
    for key in changedKeys.sorted() {
      let cells = files.indices.map { locate(key, column: $0, all: all) }
      guard cells.contains(where: { $0 != .missing }) else { continue }
      let row = position(of: key, from: inserted.last.map { $0 + 1 } ?? 0)
      insertRow(key, cells: cells, at: row)
      inserted.append(row)
    }
    return RowMoves(removed: removed, inserted: inserted)
  }

  /// Where `key`'s effective entry is in the language at `column`: its overlay's entry (a
  /// `.stringsdict`'s plural), which wins on device, else the last entry of its file.
  private func locate(_ key: LocalizationKey, column: Int, all: [LocalizationFile])
    -> EntryLocation
  {
    for file in [pluralFiles[column], files[column]].compactMap({ $0 }) {
      if let index = all[file].cellDocument?.lastEntry(of: key) {
        return EntryLocation(file: file, entry: index)
      }
    }
    return .missing
  }
}
