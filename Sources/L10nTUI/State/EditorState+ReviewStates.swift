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

  /// Takes in the outdated translations found (those marked reviewed since stay reviewed: the
  /// review file records what they were reviewed against).
  mutating func adoptOutdated(_ found: [OutdatedTranslation]) {
    analysis.outdated = Dictionary(
      found.filter { !project.isReviewedAgainstSource($0.cell) }.map { ($0.cell, $0) },
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
      && outdated(project.cellID(grid: grid, row: row, column: column)) != nil
  }

  /// The outdated translation the history shows for `cell`, unless it has been marked
  /// reviewed against its source text as it is now (undo brings it back).
  func outdated(_ cell: CellID) -> OutdatedTranslation? {
    guard let found = analysis.outdated[cell], !project.isReviewedAgainstSource(cell) else {
      return nil
    }
    return found
  }

  /// The edit marking `cell` reviewed: against its source text as it is now when it is
  /// outdated (recorded in the review file, so that `outdated-translation` stays quiet),
  /// else as translated.
  private func reviewedEdit(_ cell: CellID) -> CellEdit {
    outdated(cell) == nil ? .setReview(cell, nil, .translated) : .markReviewed(cell)
  }

  /// Marks the selected translation reviewed when it needs review (or is outdated), else
  /// needing review (by hand), in any format.
  mutating func toggleReview() {
    guard let cell = selectedCell else { return }
    guard let state = project.reviewState(of: cell), state != .new else {
      message = "Nothing to review: the cell has no translation"
      return
    }
    let reviews = state.needsReview || outdated(cell) != nil
    let edit = reviews ? reviewedEdit(cell) : .setReview(cell, nil, .needsReview(.markedByHand))
    guard perform([edit]) != nil else { return }
    document.editedCells.insert(cell)
    if filter == .needsReview { rebuildRows(keeping: selectedCell) }
    message = reviews ? "Marked reviewed" : "Marked as needing review"
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
        guard state.perform(cells.map(state.reviewedEdit)) != nil else { return [] }
        state.document.editedCells.formUnion(cells)
        if state.filter == .needsReview { state.rebuildRows(keeping: state.selectedCell) }
        state.message = "Marked \(count) cell\(count == 1 ? "" : "s") reviewed"
      }
      return []
    }
  }
}
