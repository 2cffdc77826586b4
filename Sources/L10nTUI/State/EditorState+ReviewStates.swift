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
  mutating func adoptOutdated(_ found: [OutdatedCell]) {
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
    if project.translationState(grid: grid, row: row, column: column) == .needsReview {
      return true
    }
    return !analysis.outdated.isEmpty
      && analysis.outdated[project.cellID(grid: grid, row: row, column: column)] != nil
  }

  /// Marks the selected cell reviewed, or (a String Catalog translation already reviewed)
  /// needing review again.
  mutating func toggleReview() {
    guard let cell = selectedCell else { return }
    if analysis.outdated[cell] != nil, project.content(of: cell).state != .needsReview {
      markReviewed([cell])
      message = "Marked reviewed"
      return
    }
    guard let state = project.content(of: cell).state else {
      message = "Only String Catalog translations have a review state"
      return
    }
    let next: TranslationState = state == .needsReview ? .translated : .needsReview
    guard perform([.setState(cell, next)]) != nil else { return }
    document.editedCells.insert(cell)
    if next == .translated { markReviewed([cell]) }
    message = next == .translated ? "Marked reviewed" : "Marked as needing review"
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
        let catalog = cells.filter { state.project.content(of: $0).state == .needsReview }
        if !catalog.isEmpty {
          guard state.perform(catalog.map { .setState($0, .translated) }) != nil else { return [] }
          state.document.editedCells.formUnion(catalog)
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
