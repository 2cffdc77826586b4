import Dispatch
import L10nGrammar
import L10nModel

/// The row rules' findings in one localization file, kept per row of its table, so that after
/// a change of that file alone only the rows whose entries in it changed are checked again
/// (what a language server does as the user types in an open `.strings` file).
///
/// A row's findings in the file depend on the row's cells (its entry in every language, the
/// comments) and on what the table's rows share (its columns, which files parse, whether any
/// file may hold an `l10nedit:ignore` marker). When only the file changed, a row whose entry in
/// it has the same comment and value bytes (`CellDocument.hasSameContent`), or which it lacks
/// before and after, has the same findings, moved to where its entry now is.
package struct FileRowFindings: Sendable {
  /// The project they were found in.
  let project: Project
  /// What the rows of the file's table shared there (`nil` when the file has no table).
  let table: RowContext.Table?
  /// The file's index in `project.files`.
  let file: Int
  /// What the table's rows share that the file decides (see `TableFacts`).
  let facts: TableFacts
  /// The findings in the file of each row of its table's grid in `project`, by row.
  let byRow: [[Finding]]
  /// Every finding in the file, rows in their files' order (as `Linter.run` adds them).
  package let findings: [Finding]
  /// How many rows were checked (not taken from the previous findings), for measurements.
  package let checkedRows: Int

  /// What the table's rows share that a change of the file can change: when it differs,
  /// every row is checked again.
  struct TableFacts: Equatable, Sendable {
    var paths: [String]
    var languages: [LanguageID]
    var readable: [Bool]
    var mayHaveIgnoreMarkers: Bool
  }
}

extension Linter {
  /// The row rules' findings in `project.files[file]`: those `run(project, only:)` of its
  /// table gives in that file, rows in their files' order.
  ///
  /// `previous`, the findings of this file in a project that differs from `project` only in
  /// this file's content, gives the rows whose entry in the file did not change (their findings
  /// moved to the entry's new place); only the others are checked. Without it, or when what the
  /// table's rows share changed (a file that no longer parses, an ignore marker typed), every
  /// row is checked. The file must be one language's file (not a String Catalog).
  package func rowFindings(
    inFileAt file: Int, of project: Project, reusing previous: FileRowFindings? = nil
  ) -> FileRowFindings {
    let path = project.files[file].path
    let tableID = project.files[file].table
    guard let gridIndex = project.gridIndex(of: tableID),
      let column = project.column(of: project.files[file].language)
    else {
      return FileRowFindings(
        project: project, table: nil, file: file,
        facts: .init(
          paths: [], languages: [], readable: [],
          mayHaveIgnoreMarkers: false), byRow: [], findings: [], checkedRows: 0)
    }
    let grid = project.grids[gridIndex]
    let table = RowContext.Table(project: project, grid: grid, reusing: previous?.table)
    let facts = FileRowFindings.TableFacts(
      paths: project.files.map(\.path), languages: project.languages,
      readable: project.files.map { $0.error == nil },
      mayHaveIgnoreMarkers: table.mayHaveIgnoreMarkers)
    let reusable = previous.flatMap { previous in
      previous.facts == facts && previous.file == file ? previous : nil
    }
    let order = RowContext.rowsInFileOrder(table)
    // Each row's findings taken from `reusable`, or `nil`: to be checked.
    var kept = [[Finding]?](repeating: nil, count: order.count)
    if let reusable, let oldGrid = reusable.project.gridIndex(of: grid.table) {
      let oldRows = Self.rows(of: grid, in: reusable.project.grids[oldGrid])
      for (position, row) in order.enumerated() {
        guard let oldRow = oldRows[row] else { continue }
        kept[position] = reused(
          row: row, of: grid, oldRow: oldRow, of: reusable.project.grids[oldGrid],
          column: column, file: file, in: project, reusable)
      }
    }
    let toCheck = order.indices.filter { kept[$0] == nil }
    let checked = checkRows(toCheck.map { order[$0] }, of: table, path: path)
    var byRow = [[Finding]](repeating: [], count: grid.keys.count)
    var findings: [Finding] = []
    var next = 0
    for (position, row) in order.enumerated() {
      let rowFindings: [Finding]
      if let found = kept[position] {
        rowFindings = found
      } else {
        rowFindings = checked[next]
        next += 1
      }
      guard !rowFindings.isEmpty else { continue }
      byRow[row] = rowFindings
      findings += rowFindings
    }
    return FileRowFindings(
      project: project, table: table, file: file, facts: facts, byRow: byRow, findings: findings,
      checkedRows: toCheck.count)
  }

  /// The row in `old` of each of `grid`'s keys, found in one walk (both are sorted by key);
  /// each row's own when the two share their keys (a project whose grid was kept).
  private static func rows(of grid: TableGrid, in old: TableGrid) -> [Int?] {
    if grid.keys.count == old.keys.count,
      grid.keys.withUnsafeBufferPointer({ one in
        old.keys.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress }
      })
    {
      return Array(grid.keys.indices)
    }
    var rows = [Int?](repeating: nil, count: grid.keys.count)
    var other = 0
    for (row, key) in grid.keys.enumerated() {
      if other < old.keys.count, old.keys[other] != key {
        while other < old.keys.count, old.keys[other] < key { other += 1 }
      }
      if other < old.keys.count, old.keys[other] == key {
        rows[row] = other
        other += 1
      }
    }
    return rows
  }

  /// The findings in the file of the row at `row` of `grid` (at `oldRow` of `oldGrid` in
  /// `previous`), taken from `previous` when the row's entry in the file (at `column`) is the
  /// same as there, moved to its new place; `nil` when the row is to be checked.
  private func reused(
    row: Int, of grid: TableGrid, oldRow: Int, of oldGrid: TableGrid, column: Int, file: Int,
    in project: Project, _ previous: FileRowFindings
  ) -> [Finding]? {
    let old = previous.project
    let here = grid.entry(row: row, language: column)
    let there = oldGrid.entry(row: oldRow, language: column)
    let found = oldRow < previous.byRow.count ? previous.byRow[oldRow] : []
    func isInFile(_ location: EntryLocation?) -> Bool {
      location.map { Int($0.file) == file && $0.column < 0 } ?? false
    }
    guard isInFile(here) || isInFile(there) else {
      // The file holds no entry of the row, before or after: the same cells.
      return here == there ? found : nil
    }
    guard let here, let there, isInFile(here), isInFile(there),
      let document = project.files[file].cellDocument,
      let oldDocument = old.files[file].cellDocument,
      document.hasSameContent(entry: Int(here.entry), as: oldDocument, entry: Int(there.entry))
    else { return nil }
    let language = project.languages[column]
    let oldPlace = oldDocument.location(entry: Int(there.entry), language: language)
    let newPlace = document.location(entry: Int(here.entry), language: language)
    // Every finding is at the entry (its key), else the row is checked again.
    guard let oldPlace, let newPlace, found.allSatisfy({ $0.location == oldPlace }) else {
      return found.isEmpty ? found : nil
    }
    return found.map { finding in
      var moved = finding
      moved.location = newPlace
      return moved
    }
  }

  /// The findings in the file at `path` of each of `rows` of `table`, in order; checked a
  /// batch at a time (`RowContext.rows`), batches in parallel.
  private func checkRows(_ rows: [Int], of table: RowContext.Table, path: String) -> [[Finding]] {
    let batches = stride(from: 0, to: rows.count, by: 128).map {
      Array(rows[$0..<min(rows.count, $0 + 128)])
    }
    final class Results: @unchecked Sendable {
      var batches: [[[Finding]]]
      init(_ count: Int) { batches = Array(repeating: [], count: count) }
    }
    let results = Results(batches.count)
    let lock = Lock()
    DispatchQueue.concurrentPerform(iterations: batches.count) { index in
      let found = RowContext.rows(table, batches[index]).map { row in
        check(row).filter { $0.path == path }
      }
      lock.withLock { results.batches[index] = found }
    }
    return results.batches.flatMap { $0 }
  }
}
