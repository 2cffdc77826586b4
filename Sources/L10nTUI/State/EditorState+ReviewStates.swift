import L10nCheck
import L10nModel

/// Cells needing review: a review state in the cell layer, or an outdated translation found in
/// the project's history; marking them reviewed, one or every listed one.
extension EditorState {
  /// The background job finding outdated translations, when a lookup is given.
  func findOutdated() -> [Effect] {
    guard let lookup = outdatedLookup else { return [] }
    let project = project
    return [
      .run(
        Job("outdated") {
          do {
            return .outdatedFound(try lookup.find(project))
          } catch {
            return .notice("Outdated translations not looked for: \(error)")
          }
        })
    ]
  }

  /// Takes in the outdated translations found (those marked reviewed since stay reviewed).
  mutating func adoptOutdated(_ found: [OutdatedTranslation]) {
    analysis.outdated = Dictionary(
      found.filter { !analysis.reviewedOutdated.contains($0.cell) }.map { ($0.cell, $0) },
      uniquingKeysWith: { first, _ in first })
    if filter == .needsReview { rebuildRows(keeping: selectedCell) }
    let count = analysis.outdated.count
    guard count > 0 else { return }
    message =
      "\(count) translation\(count == 1 ? " was" : "s were") written before their source's latest "
      + "change: shown as needing review"
  }

  /// Whether the cell at (grid, row, column) needs review: its review state, or outdated.
  func needsReview(grid: Int, row: Int, column: Int) -> Bool {
    if project.reviewState(grid: grid, row: row, column: column)?.needsReview == true {
      return true
    }
    return !analysis.outdated.isEmpty
      && analysis.outdated[project.cellID(grid: grid, row: row, column: column)] != nil
  }

  /// Marks the selected translation reviewed when it needs review (or is outdated), else
  /// needing review (by hand), in any format.
  mutating func toggleReview() {
    guard let cell = selectedCell else { return }
    guard let state = project.reviewState(of: cell), state != .new else {
      message = "Nothing to review: the cell has no translation"
      return
    }
    if !state.needsReview, analysis.outdated[cell] != nil {
      markReviewed([cell])
      message = "Marked reviewed"
      return
    }
    let next: ReviewState = state.needsReview ? .translated : .needsReview(.markedByHand)
    guard perform([.setReview(cell, nil, next)]) != nil else { return }
    document.editedCells.insert(cell)
    if !next.needsReview { markReviewed([cell]) }
    message = next.needsReview ? "Marked as needing review" : "Marked reviewed"
  }

  /// Asks, then marks reviewed every cell needing review in the listed rows' work columns.
  mutating func askToMarkListedReviewed() {
    let cells = rows.compactMap { row -> (Int, Int)? in
      guard case .key(let grid, let index) = row else { return nil }
      return (grid, index)
    }
    .flatMap { grid, row in
      workColumns.filter { needsReview(grid: grid, row: row, column: $0) }.map {
        project.cellID(grid: grid, row: row, column: $0)
      }
    }
    guard !cells.isEmpty else {
      message = "No listed cell needs review"
      return
    }
    let count = cells.count
    ask(
      "Mark \(count) listed cell\(count == 1 ? "" : "s") needing review reviewed? ",
      answers: Command.MarkReviewedPrompt.self
    ) { answer, state in
      switch answer {
      case .keep: state.message = "Nothing marked"
      case .mark:
        let recorded = cells.filter { state.project.reviewState(of: $0)?.needsReview == true }
        if !recorded.isEmpty {
          guard state.perform(recorded.map { .setReview($0, nil, .translated) }) != nil else {
            return []
          }
          state.document.editedCells.formUnion(recorded)
        }
        state.markReviewed(cells)
        state.message = "Marked \(count) cell\(count == 1 ? "" : "s") reviewed"
      }
      return []
    }
  }

  /// Drops `cells` from the outdated translations shown, for the rest of the session.
  private mutating func markReviewed(_ cells: [CellID]) {
    for cell in cells where analysis.outdated.removeValue(forKey: cell) != nil {
      analysis.reviewedOutdated.insert(cell)
    }
    if filter == .needsReview { rebuildRows(keeping: selectedCell) }
  }
}
