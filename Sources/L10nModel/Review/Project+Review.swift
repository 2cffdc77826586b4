/// The review states of cells, read in every format: from a String Catalog's own states (its
/// reasons from `reviews`), else from `reviews` (the review file), else from the text.
extension Project {
  /// The review state of `cell` as a whole: needing review when the cell or any plural form
  /// does; `nil` when the cell has no translation (missing, unreadable).
  public func reviewState(of cell: CellID) -> ReviewState? {
    guard let (grid, row, column) = position(of: cell), let row else { return nil }
    return reviewState(grid: grid, row: row, column: column)
  }

  /// The review state of the cell at (`grid`, `row`, `column`), as `reviewState(of:)` says it.
  public func reviewState(grid: Int, row: Int, column: Int) -> ReviewState? {
    guard let (document, entry) = reviewDocument(grid: grid, row: row, column: column) else {
      return nil
    }
    let language = languages[column]
    let record = reviews.isEmpty ? nil : reviews[cellID(grid: grid, row: row, column: column)]
    if document.keepsReviewStates, let state = document.state(entry: entry, language: language) {
      return Self.reviewState(
        state, reason: record?.summary?.reason,
        isEmpty: document.hasEmptyText(entry: entry, language: language))
    }
    if let summary = record?.summary { return summary }
    return document.hasEmptyText(entry: entry, language: language) ? .new : .translated
  }

  /// The review state of one plural (or device) form of `cell`; `nil` when the cell has no
  /// such form.
  public func reviewState(of cell: CellID, form: PluralFormID) -> ReviewState? {
    formReviewStates(of: cell)[form]
  }

  /// The review state of every form of `cell`'s plural variables (empty for a text cell).
  ///
  /// A form without a state of its own has the cell's.
  public func formReviewStates(of cell: CellID) -> [PluralFormID: ReviewState] {
    guard let (grid, row, column) = position(of: cell), let row,
      let (document, entry) = reviewDocument(grid: grid, row: row, column: column),
      let plural = content(grid: grid, row: row, column: column).plural
    else { return [:] }
    let record = reviews.isEmpty ? nil : reviews[cell]
    let catalogStates =
      document.keepsReviewStates ? document.formStates(entry: entry, language: cell.language) : [:]
    let whole = reviewState(grid: grid, row: row, column: column)
    var states: [PluralFormID: ReviewState] = [:]
    for variable in plural.variables {
      for form in variable.forms {
        let id = PluralFormID(variable.id, form.category)
        if let state = catalogStates[variable.id]?[form.category] {
          states[id] = Self.reviewState(
            state, reason: (record?.forms[id] ?? record?.whole)?.reason, isEmpty: form.text.isEmpty)
        } else if let recorded = record?.forms[id] {
          states[id] = recorded
        } else if let whole = record?.whole ?? (document.keepsReviewStates ? whole : nil) {
          states[id] = whole
        } else {
          states[id] = form.text.isEmpty ? .new : .translated
        }
      }
    }
    return states
  }

  /// The state a catalog's `state` says, with the reason the review file keeps for it.
  ///
  /// `needs_review` without a recorded reason was set outside l10nedit: `imported`. `stale`
  /// (extraction's) and other spellings are `translated` when the text is not empty.
  static func reviewState(_ state: TranslationState, reason: ReviewReason?, isEmpty: Bool)
    -> ReviewState
  {
    switch state {
    case .needsReview: .needsReview(reason ?? .imported)
    case .new: .new
    case .translated, .stale, .other: isEmpty ? .new : .translated
    }
  }

  /// The document and entry holding the cell's translation, when it has one (text or plural).
  private func reviewDocument(grid: Int, row: Int, column: Int) -> (any CellDocument, Int)? {
    guard let location = grids[grid].entry(row: row, language: column),
      let document = files[Int(location.file)].cellDocument
    else { return nil }
    return (document, Int(location.entry))
  }
}
