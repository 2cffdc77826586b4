import L10nModel

/// Which rows of a project's tables code uses, and where: the scan's references matched with
/// the tables' keys.
package struct KeyUsageIndex: Sendable {
  /// A row of a grid.
  package struct Row: Hashable, Sendable {
    /// The grid's index in `Project.grids`.
    package var grid: Int
    /// The row.
    package var row: Int

    /// Creates a row.
    package init(grid: Int, row: Int) {
      self.grid = grid
      self.row = row
    }
  }

  /// What the scan found.
  package let usage: CodeUsage
  /// Why keys no call looks up are unused, or not judged.
  package let judge: UnusedKeyJudge
  /// For each reference (same order as `usage.references`), the rows in any table whose key it
  /// is and that the development language has.
  package let matches: [[Row]]
  private let referencesByRow: [Row: [Int]]

  /// Matches `usage` with the keys of `project`.
  package init(project: Project, usage: CodeUsage) {
    self.usage = usage
    judge = UnusedKeyJudge(usage)
    var exact: [LocalizationKey: [Row]] = [:]
    var formats: [(key: String, row: Row)] = []
    for (gridIndex, grid) in project.grids.enumerated() {
      let source = project.sourceColumn(ofGrid: gridIndex)
      let keysAreSourceTexts = grid.files.contains {
        $0.flatMap { project.files[$0].cellDocument?.keysAreSourceTexts } ?? false
      }
      for (row, key) in grid.keys.enumerated() {
        // A catalog's keys are its development language's (its source texts); elsewhere the
        // source file must have the key.
        guard
          keysAreSourceTexts || source.map({ grid.entry(row: row, language: $0) != nil }) == true
        else { continue }
        let place = Row(grid: gridIndex, row: row)
        exact[key, default: []].append(place)
        if key.text.contains("%") { formats.append((key.text, place)) }
      }
    }
    var matches: [[Row]] = []
    var byRow: [Row: [Int]] = [:]
    let bundles = ModuleBundles(project)
    for (index, reference) in usage.references.enumerated() {
      var rows =
        reference.key.hasInterpolations
        ? formats.filter { reference.key.matches($0.key) }.map(\.row)
        : exact[LocalizationKey(reference.key.description)] ?? []
      if reference.inModuleBundle {
        rows = rows.filter { bundles.grid($0.grid, isInTargetOf: reference.path) }
      }
      matches.append(rows)
      for row in rows { byRow[row, default: []].append(index) }
    }
    self.matches = matches
    referencesByRow = byRow
  }

  /// The references whose key is the key of `row` (in whatever table they name).
  package func references(_ row: Row) -> [CodeReference] {
    (referencesByRow[row] ?? []).map { usage.references[$0] }
  }

  /// Whether code uses the key of `row`.
  package func isUsed(_ row: Row) -> Bool {
    referencesByRow[row] != nil
  }

  /// The verdict on the key of `row` (see `UnusedKeyJudge`).
  package func verdict(_ row: Row, in project: Project) -> UnusedKeyJudge.Verdict {
    let grid = project.grids[row.grid]
    return judge.verdict(key: grid.keys[row.row].text, table: grid.table, isReferenced: isUsed(row))
  }

  /// The rows reference `index` matches in the table it names (any table when it names one
  /// the scanner cannot read).
  package func rowsInItsTable(_ index: Int, project: Project) -> [Row] {
    let table = usage.references[index].table
    return matches[index].filter { row in
      table.map { project.grids[row.grid].table.name == $0 } ?? true
    }
  }
}
