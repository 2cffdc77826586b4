import L10nModel

/// Every listed cell a search matches, in listing order: the count of matches, and which one
/// the selection is.
package struct SearchMatches: Sendable {
  /// What the matches were counted for: they hold while the query, the project and the listed
  /// rows and columns are the same.
  struct Key: Equatable, Sendable {
    var query: String
    var generation: Int
    var rowsRevision: Int
    var columns: [Int]
  }

  let key: Key
  /// The matches, each as its listed row times the number of languages plus its column,
  /// ascending.
  let positions: [Int]
  /// The number of languages the positions are counted with.
  let languages: Int

  /// Which match (from 1) the cell at `row`, `column` is; `nil` when it is none.
  func ordinal(row: Int, column: Int) -> Int? {
    let position = row * languages + column
    var low = 0
    var high = positions.count
    while low < high {
      let middle = (low + high) / 2
      if positions[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low < positions.count && positions[low] == position ? low + 1 : nil
  }

  /// The bottom line's words for the matches, seen from the cell at `row`, `column`:
  /// `match 3 of 1204`, or `1204 matches` when the cell is none of them.
  func summary(row: Int, column: Int) -> String {
    if let ordinal = ordinal(row: row, column: column) {
      return "match \(ordinal) of \(positions.count)"
    }
    return "\(positions.count) match\(positions.count == 1 ? "" : "es")"
  }
}

/// A count of matches asked for on a large project, not known yet.
///
/// It waits for the search index (counting without it would build a second one), then is
/// counted by a background job. One at a time: `n` pressed while it runs starts no second job.
enum MatchCounting: Equatable, Sendable {
  case waitingForIndex(SearchMatches.Key)
  case running(SearchMatches.Key)
}

extension EditorState {
  /// Every listed cell of `project` (as `viewport` lists it, in `key.columns`) whose key (in
  /// the first column) or value contains `key.query`: the cells `n` visits in turn.
  ///
  /// Uses what `index` has built and builds the rest (runs as a background job on a large
  /// project).
  static func matches(
    of query: String, in project: Project, index: SearchIndex, viewport: Viewport,
    key: SearchMatches.Key
  ) -> SearchMatches {
    let languages = project.languages.count
    var isShown = [Bool](repeating: false, count: languages)
    for column in key.columns where isShown.indices.contains(column) { isShown[column] = true }
    var index = index
    index.prepare(for: project, generation: key.generation)
    let needle = index.skeleton(of: query)
    let lowered = query.lowercased()
    var positions: [Int] = []
    if needle.isEmpty {
      // A query of combining marks only has no skeleton: every listed cell is looked at.
      for (listed, row) in viewport.rows.enumerated() {
        guard case .key(let grid, let gridRow) = row else { continue }
        for column in key.columns
        where cellMatches(lowered: lowered, project, grid, gridRow, column) {
          positions.append(listed * languages + column)
        }
      }
    } else {
      var grids: [Int] = []
      for case .header(let grid) in viewport.rows { grids.append(grid) }
      for grid in grids {
        let cells = index.allCells(in: project, grid: grid, needle: needle) { cell in
          let (row, column) = cell.quotientAndRemainder(dividingBy: languages)
          return isShown[column] && viewport.rowIndex(grid: grid, row: row) != nil
            && cellMatches(lowered: lowered, project, grid, row, column)
        }
        for cell in cells {
          let (row, column) = cell.quotientAndRemainder(dividingBy: languages)
          if let listed = viewport.rowIndex(grid: grid, row: row) {
            positions.append(listed * languages + column)
          }
        }
      }
    }
    return SearchMatches(key: key, positions: positions, languages: languages)
  }
}
