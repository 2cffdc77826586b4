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

  /// The rows of a project's keys by key: what matching references with it needs, built once
  /// per project and shared by the indexes of its scans (a whole scan's, a buffer's).
  package struct Keys: Sendable {
    /// The rows of each key.
    fileprivate let exact: [LocalizationKey: [Row]]
    /// The keys holding `%`, with their rows (what interpolated references match).
    fileprivate let formats: [(key: String, row: Row)]
    fileprivate let bundles: ModuleBundles

    /// The keys of `project`'s tables that the development language has (a catalog's all).
    package init(_ project: Project) {
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
      self.exact = exact
      self.formats = formats
      bundles = ModuleBundles(project)
    }
  }

  /// What the scan found.
  package let usage: CodeUsage
  /// Why keys no call looks up are unused, or not judged.
  package let judge: UnusedKeyJudge
  /// The project's keys it was matched with.
  package let keys: Keys
  /// For each reference (same order as `usage.references`), the rows in any table whose key it
  /// is and that the development language has.
  package let matches: [[Row]]
  private let referencesByRow: [Row: [Int]]

  /// Matches `usage` with the keys of `project`.
  package init(project: Project, usage: CodeUsage) {
    self.init(keys: Keys(project), usage: usage)
  }

  /// Matches `usage` with `keys` (a project's, already gathered): what it costs grows with
  /// the references, not with the project.
  package init(keys: Keys, usage: CodeUsage) {
    self.usage = usage
    self.keys = keys
    judge = UnusedKeyJudge(usage)
    var matches: [[Row]] = []
    var byRow: [Row: [Int]] = [:]
    for (index, reference) in usage.references.enumerated() {
      var rows =
        reference.key.hasInterpolations
        ? keys.formats.filter { reference.key.matches($0.key) }.map(\.row)
        : keys.exact[LocalizationKey(reference.key.description)] ?? []
      if reference.inModuleBundle {
        rows = rows.filter { keys.bundles.grid($0.grid, isInTargetOf: reference.path) }
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
