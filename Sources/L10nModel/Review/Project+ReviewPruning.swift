/// Which recorded review states a save keeps: a line whose cell (or form) no longer exists is
/// dropped, as is a catalog cell's reason once the catalog no longer says it needs review, and
/// a cell's "reviewed against" source text once its source says something else (stale: the
/// translation is outdated again, and `outdated-translation` reports it).
extension Project {
  /// The records to save, and the cells (or forms) whose records are dropped.
  ///
  /// A record is kept when nothing is known of its cell: its language has no column (ignored,
  /// or not shown), or a file of its table failed to parse.
  public func reviewsToSave() -> (kept: ReviewLedger, dropped: [(CellID, PluralFormID?)]) {
    guard !reviews.isEmpty else { return (reviews, []) }
    var kept = reviews
    var dropped: [(CellID, PluralFormID?)] = []
    for (cell, record) in reviews.cells {
      let remaining = keptPart(of: record, cell: cell)
      guard remaining != record else { continue }
      if record.whole != nil && remaining.whole == nil
        || record.reviewedAgainst != nil && remaining.reviewedAgainst == nil
      {
        dropped.append((cell, nil))
      }
      for form in record.forms.keys.sorted() where remaining.forms[form] == nil {
        dropped.append((cell, form))
      }
      kept[cell] = remaining
    }
    dropped.sort { "\($0.0) \($0.1?.description ?? "")" < "\($1.0) \($1.1?.description ?? "")" }
    return (kept, dropped)
  }

  /// What of `record` still names something of `cell`.
  private func keptPart(of record: CellReview, cell: CellID) -> CellReview {
    guard let grid = gridIndex(of: cell.table) else {
      return someFileFailed ? record : CellReview()
    }
    guard let column = column(of: cell.language) else { return record }
    if grids[grid].files.contains(where: { $0.map { files[$0].error != nil } ?? false })
      || grids[grid].pluralFiles.contains(where: { $0.map { files[$0].error != nil } ?? false })
    {
      return record
    }
    guard let row = grids[grid].row(of: cell.key),
      let location = grids[grid].entry(row: row, language: column),
      let document = files[Int(location.file)].cellDocument
    else { return CellReview() }
    let content = content(grid: grid, row: row, column: column)
    let entry = Int(location.entry)
    // A catalog keeps the state: its reason is kept while the catalog says it needs review.
    let keepsStates = document.keepsReviewStates
    var kept = record
    if record.whole != nil {
      let present = content.text != nil || content.plural != nil
      let stillNeedsReview =
        !keepsStates || document.state(entry: entry, language: cell.language) == .needsReview
      if !present || !stillNeedsReview { kept.whole = nil }
    }
    if let reviewed = record.reviewedAgainst {
      let present = content.text != nil || content.plural != nil
      let source = reviewSourceText(of: cell)
      let current = source.map { reviewed.unicodeScalars.elementsEqual($0.unicodeScalars) }
      if !present || current != true { kept.reviewedAgainst = nil }
    }
    let formStates = keepsStates ? document.formStates(entry: entry, language: cell.language) : [:]
    for form in record.forms.keys {
      let exists =
        content.plural?.variables.first { $0.id == form.variable }?.form(form.category) != nil
      let stillNeedsReview =
        !keepsStates || formStates[form.variable]?[form.category] == .needsReview
      if !exists || !stillNeedsReview { kept.forms[form] = nil }
    }
    return kept
  }

  /// Whether a file of the project failed to parse: a table the project has no grid of may
  /// then still be there (a catalog's table is unknown then).
  private var someFileFailed: Bool {
    files.contains { $0.error != nil }
  }
}
