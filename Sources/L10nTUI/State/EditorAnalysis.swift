import L10nCheck
import L10nModel

/// What the editor knows about the project beyond its text: the checks' findings, which rows
/// have gaps or problems, and how wide the keys are.
package struct EditorAnalysis: Sendable {
  /// Findings by cell, from the check engine.
  package internal(set) var findings = FindingIndex()
  /// Whether the checks of the whole project have finished.
  package internal(set) var checksFinished = false
  /// Rows with a missing or empty cell, per grid.
  var gapRows: [[Bool]] = []
  /// The number of gap cells, per grid.
  var gapCounts: [Int] = []
  /// Rows with a problem (a finding other than a gap), per grid.
  var problemRows: [[Bool]] = []
  /// The least severe finding `]`, `[` and the problems filter stop at: warnings by default
  /// (notes, the infos, are left out, as in the title's count).
  var minimumSeverity = Severity.warning
  /// Translations the project's history shows outdated (see `OutdatedLookup`), by cell, once
  /// found: shown as needing review until marked reviewed against their source text
  /// (`EditorState.outdated(_:)`).
  var outdated: [CellID: OutdatedTranslation] = [:]
  /// The display width of the longest key (of the first few thousand), for the key column.
  let longestKeyWidth: Int
  /// The linter that checks the project and re-checks edited rows: `linter` without the gap
  /// rules, whose findings the editor would drop (gaps are shown from the grid), so that a
  /// project of many gaps is not checked for them.
  package let linter: Linter

  /// The gaps of `project`, before any check has run.
  init(project: Project, linter: Linter) {
    self.linter = linter.turningOff(FindingIndex.gapRules)
    longestKeyWidth =
      project.grids.lazy.flatMap(\.keys).prefix(5_000).map { TextWidth.width(of: $0.text) }.max()
      ?? 0
    recomputeGaps(project)
  }

  /// Recomputes the gap flags and counts of every grid.
  mutating func recomputeGaps(_ project: Project) {
    gapRows = []
    gapCounts = []
    for gridIndex in project.grids.indices {
      let (flags, count) = project.gapFlags(grid: gridIndex)
      gapRows.append(flags)
      gapCounts.append(count)
    }
  }

  /// Recomputes the gap flags and count of one grid.
  mutating func recomputeGaps(_ project: Project, grid: Int) {
    (gapRows[grid], gapCounts[grid]) = project.gapFlags(grid: grid)
  }

  /// Follows a grid's rows moved in place (see `RowMoves`): the removed rows' flags go, the
  /// inserted rows get theirs; `gapsBefore` is the number of gaps the removed rows had.
  mutating func follow(_ moves: RowMoves, grid gridIndex: Int, in project: Project, gapsBefore: Int)
  {
    let grid = project.grids[gridIndex]
    var gapsAfter = 0
    gapRows[gridIndex] = moves.apply(to: gapRows[gridIndex]) { row in
      let gaps = project.gapCount(grid: gridIndex, row: row)
      gapsAfter += gaps
      return gaps > 0
    }
    gapCounts[gridIndex] += gapsAfter - gapsBefore
    if problemRows.indices.contains(gridIndex) {
      problemRows[gridIndex] = moves.apply(to: problemRows[gridIndex]) { row in
        findings.hasProblem(table: grid.table, key: grid.keys[row], atLeast: minimumSeverity)
      }
    }
  }

  /// Takes the findings of a whole-project check.
  mutating func takeFindings(_ all: FindingList, of project: Project) {
    findings = FindingIndex(all)
    checksFinished = true
    recomputeProblemRows(project)
  }

  /// Recomputes which rows have problems, from `findings`.
  mutating func recomputeProblemRows(_ project: Project) {
    problemRows = project.grids.map { grid in
      grid.keys.map { findings.hasProblem(table: grid.table, key: $0, atLeast: minimumSeverity) }
    }
  }

  /// Recomputes the gap flag and findings of one key after its values changed.
  mutating func refresh(_ project: Project, grid gridIndex: Int, row: Int, gapsBefore: Int) {
    let gaps = project.gapCount(grid: gridIndex, row: row)
    gapRows[gridIndex][row] = gaps > 0
    gapCounts[gridIndex] += gaps - gapsBefore
    recheck(project, grid: gridIndex, row: row)
    if problemRows.indices.contains(gridIndex) {
      let grid = project.grids[gridIndex]
      problemRows[gridIndex][row] = findings.hasProblem(
        table: grid.table, key: grid.keys[row], atLeast: minimumSeverity)
    }
  }

  /// Re-runs the row rules of one key (its problem row is left to the caller).
  mutating func recheck(_ project: Project, grid gridIndex: Int, row: Int) {
    let context = RowContext(project: project, grid: project.grids[gridIndex], row: row)
    findings.replaceRow(table: context.table, key: context.key, with: linter.check(context))
  }

  /// Re-runs the file rules of the file at `index` (plural rules are file rules).
  mutating func recheck(_ project: Project, file index: Int) {
    let file = project.files[index]
    findings.replaceFile(path: file.path, with: linter.check(file: file, in: project))
  }
}
