import Foundation
import L10nModel

/// Finding the cells whose key or value contains a query, through the search index.
extension EditorState {
  /// The next cell whose key or value contains `query`, ignoring case; the selection itself
  /// counts when `includingCurrent`.
  ///
  /// Cells before `resume` (a listed cell after the selection) are known not to match, and are
  /// not looked at. While the index is being built in the background, the look builds only a
  /// few chunks of it itself (see `SearchIndex.chunkBudget`) and may answer `.waitingForIndex`.
  mutating func nextMatch(
    _ query: String, backwards: Bool, includingCurrent: Bool = false,
    resume: (row: Int, column: Int)? = nil
  ) -> SearchResult {
    guard !query.isEmpty else { return .none }
    if includingCurrent, let selection,
      cellMatches(query, selection.grid, selection.row, selectedColumn)
    {
      return .cell(row: selectedRow, column: selectedColumn)
    }
    let needle = searchIndex.skeleton(of: query)
    guard !needle.isEmpty, let origin = gridPosition(row: selectedRow, column: selectedColumn)
    else {
      // A query of combining marks only has no skeleton: every cell is looked at.
      let project = project
      return SearchResult(
        nextCell(backwards: backwards, among: shownColumns) {
          Self.cellMatches(query, project, $0, $1, $2)
        })
    }
    // Resuming at the origin is starting after it (the origin was looked at first).
    let start = resume.flatMap { gridPosition(row: $0.row, column: $0.column) }
      .flatMap { $0 == origin ? nil : $0 }
    return indexedMatch(query, needle: needle, origin: origin, start: start, backwards: backwards)
  }

  /// The match of the search being typed: the first listed cell from the search's origin (the
  /// selection) whose key or value contains `query`.
  ///
  /// A query that extends an earlier one of the same search matches only cells that one
  /// matched: the search resumes at that one's match, or finds nothing when it found nothing.
  /// A query typed before (Backspace) finds what it found then.
  mutating func incrementalMatch(_ query: String) -> SearchResult {
    guard !query.isEmpty else { return .none }
    let lowered = Array(query.lowercased())
    if let known = viewport.searchSteps.first(where: { $0.query == lowered }) {
      return SearchResult(known.found)
    }
    let extended = viewport.searchSteps.filter { lowered.starts(with: $0.query) }
      .max { $0.query.count < $1.query.count }
    let result: SearchResult
    if let extended, extended.found == nil {
      result = .none
    } else {
      result = nextMatch(query, backwards: false, includingCurrent: true, resume: extended?.found)
    }
    switch result {
    case .cell(let row, let column):
      viewport.searchSteps.append(Viewport.SearchStep(query: lowered, found: (row, column)))
    case .none: viewport.searchSteps.append(Viewport.SearchStep(query: lowered, found: nil))
    case .waitingForIndex: break
    }
    return result
  }

  /// Whether the search index is being built in the background for the project as it is.
  var isIndexingForSearch: Bool {
    searchIndexRequested == document.generation
      && !searchIndex.isComplete(for: document.generation)
  }

  /// Projects with more cells than this get their search index built in the background when
  /// the editor opens, and again when a search starts on a changed project (a smaller one's
  /// builds within a keystroke).
  static var backgroundIndexThreshold: Int { 20_000 }

  /// On a project whose search index is not complete, the job that builds it in the
  /// background (once per version of the project); searches meanwhile build what they need.
  mutating func indexForSearch() -> [Effect] {
    let generation = document.generation
    let cells = project.grids.reduce(0) { $0 + $1.keys.count } * project.languages.count
    guard cells > Self.backgroundIndexThreshold, searchIndexRequested != generation,
      !searchIndex.isComplete(for: generation)
    else { return [] }
    searchIndexRequested = generation
    let project = project
    return [
      .run(Job("search index") { .searchIndexed(.complete(project, generation: generation)) })
    ]
  }

  /// Whether the key (in the first column) or the cell's value contains `query`.
  package func cellMatches(_ query: String, _ grid: Int, _ row: Int, _ column: Int) -> Bool {
    Self.cellMatches(query, project, grid, row, column)
  }

  /// Whether, in `project`, the key (in the first column) or the cell's value contains `query`.
  ///
  /// Never in `Base` beside the table's source (`Project.isBaseBesideSource`): it repeats the
  /// source's text, so each match would be found twice.
  static func cellMatches(
    _ query: String, _ project: Project, _ grid: Int, _ row: Int, _ column: Int
  ) -> Bool {
    cellMatches(lowered: query.lowercased(), project, grid, row, column)
  }

  /// `cellMatches` for a query already lowercased (as loops over many cells pass it).
  static func cellMatches(
    lowered query: String, _ project: Project, _ grid: Int, _ row: Int, _ column: Int
  ) -> Bool {
    if project.isBaseBesideSource(grid: grid, column: column) { return false }
    if column == 0, project.grids[grid].keys[row].text.lowercased().contains(query) {
      return true
    }
    guard let value = project.content(grid: grid, row: row, column: column).text else {
      return false
    }
    return value.lowercased().contains(query)
  }

  /// A listed cell as (slot in `listedGrids`, cell number in its grid); `nil` for a header.
  private func gridPosition(row: Int, column: Int) -> (slot: Int, cell: Int)? {
    guard rows.indices.contains(row), case .key(let grid, let gridRow) = rows[row],
      let slot = listedGrids.firstIndex(of: grid)
    else { return nil }
    return (slot, gridRow * project.languages.count + column)
  }

  /// The grids with listed rows, in order.
  private var listedGrids: [Int] {
    rows.compactMap { row in
      if case .header(let grid) = row { return grid }
      return nil
    }
  }

  /// The listed cell matching `query` nearest after `origin` (before it, `backwards`), the
  /// origin itself last; forwards from `start` (inclusive) rather than from after the origin
  /// when given.
  private mutating func indexedMatch(
    _ query: String, needle: [UInt8], origin: (slot: Int, cell: Int),
    start: (slot: Int, cell: Int)?, backwards: Bool
  ) -> SearchResult {
    let indexing = isIndexingForSearch
    searchIndex.prepare(for: project, generation: document.generation)
    var budget = indexing ? searchIndex.chunkBudget() : Int.max
    let (project, viewport, grids) = (project, viewport, listedGrids)
    let lowered = query.lowercased()
    let columns = project.languages.count
    // While one language is translated, only the shown languages' cells match.
    var isShown = [Bool](repeating: false, count: columns)
    for column in shownColumns { isShown[column] = true }
    let cellCount = { (slot: Int) in project.grids[grids[slot]].keys.count * columns }
    let others = (1..<max(1, grids.count)).map {
      (origin.slot + (backwards ? grids.count - $0 : $0)) % grids.count
    }
    // The cells to look at in order, as runs of one grid's cells.
    var spans: [(slot: Int, cells: Range<Int>)]
    if backwards {
      spans =
        [(origin.slot, 0..<origin.cell)] + others.map { ($0, 0..<cellCount($0)) }
        + [(origin.slot, origin.cell..<cellCount(origin.slot))]
    } else {
      let first = start ?? (origin.slot, origin.cell + 1)
      if first.slot == origin.slot, first.cell <= origin.cell {
        spans = [(origin.slot, first.cell..<origin.cell + 1)]
      } else {
        // The grids after the first one's, up to the origin's.
        let middle =
          first.slot == origin.slot ? others[...] : others.drop { $0 != first.slot }.dropFirst()
        spans =
          [(first.slot, first.cell..<cellCount(first.slot))]
          + middle.map { ($0, 0..<cellCount($0)) }
          + [(origin.slot, 0..<origin.cell + 1)]
      }
    }
    for span in spans {
      let grid = grids[span.slot]
      let lookup = searchIndex.firstCell(
        in: project, grid: grid, range: span.cells, needle: needle, backwards: backwards,
        budget: &budget
      ) { cell in
        let (row, column) = cell.quotientAndRemainder(dividingBy: columns)
        return isShown[column] && viewport.rowIndex(grid: grid, row: row) != nil
          && Self.cellMatches(lowered: lowered, project, grid, row, column)
      }
      switch lookup {
      case .found(let found):
        if let row = viewport.rowIndex(grid: grid, row: found / columns) {
          return .cell(row: row, column: found % columns)
        }
      case .needsIndex: return .waitingForIndex
      case .none: break
      }
    }
    return .none
  }
}
