/// The review side of applying edits: `CellEdit.setReview`, translations edited becoming
/// translated, and source changes marking their translations. Every change of `reviews` is
/// recorded in the change set, so that undo takes it back.
extension Project {
  /// Applies one edit with its review consequences: a translation's text edited is translated
  /// again (its recorded state dropped: a catalog sets its own); a source text changed marks
  /// the key's non-empty translations `needs review: source changed` (see
  /// `markTranslations(of:was:sparing:into:)`), unless `marksSourceChanges` is off.
  mutating func applyReviewing(
    _ edit: CellEdit, sparing: Set<CellID>, into changes: inout ChangeSet
  ) throws(EditError) {
    switch edit {
    case .setReview(let cell, let form, let state):
      try setReview(cell, form: form, state, into: &changes)
      return
    case .markReviewed(let cell):
      try markReviewed(cell, into: &changes)
      return
    default: break
    }
    let source = sourceBefore(edit)
    try applyToDocuments(edit, into: &changes)
    if let cell = edit.cell, cell.language != sourceLanguage {
      dropReview(after: edit, of: cell, into: &changes)
    }
    if let (cell, old) = source {
      try markTranslations(of: cell, was: old, sparing: sparing, into: &changes)
    }
  }

  /// The translations `edits` set themselves (their text or forms), which a source change in
  /// the same edits does not mark: translated together with their source.
  func translationsSet(by edits: [CellEdit]) -> Set<CellID> {
    var cells = Set<CellID>()
    var changesSource = false
    for edit in edits {
      switch edit {
      case .setText(let cell, _), .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _),
        .setReview(let cell, _, _), .markReviewed(let cell):
        if cell.language == sourceLanguage { changesSource = true } else { cells.insert(cell) }
      default: break
      }
    }
    return changesSource ? cells : []
  }

  // MARK: - Setting a state

  /// Sets the review state of `cell` (or of one of its forms): in the catalog for a format that
  /// keeps states (the reason in `reviews`), else in `reviews`.
  mutating func setReview(
    _ cell: CellID, form: PluralFormID?, _ state: ReviewState, into changes: inout ChangeSet
  ) throws(EditError) {
    guard let grid = gridIndex(of: cell.table) else { throw .unknownTable(cell.table) }
    guard let column = column(of: cell.language) else { throw .unknownLanguage(cell.language) }
    guard let row = grids[grid].row(of: cell.key) else { throw .unknownKey(cell.table, cell.key) }
    guard let location = grids[grid].entry(row: row, language: column),
      let document = files[Int(location.file)].cellDocument
    else { throw .unsupported("\(cell) has no translation to review") }
    let content = content(grid: grid, row: row, column: column)
    if let form {
      let variable = content.plural?.variables.first { $0.id == form.variable }
      guard variable?.form(form.category) != nil else {
        throw .unsupported("\(cell) has no plural form \(form)")
      }
    } else if content.text == nil, content.plural == nil {
      throw .unsupported("\(cell) has no translation to review")
    }
    let keepsStates = document.keepsReviewStates
    let before = reviews[cell] ?? CellReview()
    // Reviewed, its text kept, after its source changed (here or outside l10nedit): what it
    // was reviewed against is kept, or `outdated-translation` would report it (see
    // `CellEdit.markReviewed`).
    let keepsSource =
      state == .translated
      && Self.clearsOutsideChange(
        before, keepsStates ? reviewState(grid: grid, row: row, column: column) : nil)
    if keepsStates {
      try requireWritable(file: Int(location.file))
      let edit: CellEdit =
        form.map { .setFormStates(cell, $0.variable, [$0.category: state.catalogState]) }
        ?? .setState(cell, state.catalogState)
      try applyToDocuments(edit, into: &changes)
    }
    var record = before
    if form == nil { record.forms = [:] }
    if let whole = record.whole, form != nil, !keepsStates {
      // One form set on its own: the others (with a text) keep the cell's state as their own.
      for variable in content.plural?.variables ?? [] {
        for other in variable.forms where !other.text.isEmpty {
          let id = PluralFormID(variable.id, other.category)
          if record.forms[id] == nil { record.forms[id] = whole }
        }
      }
      record.whole = nil
    }
    // A catalog keeps the state; the record only the reason of one needing review.
    record[form] =
      keepsStates ? (state.needsReview ? state : nil) : (state == .translated ? nil : state)
    let needsReview =
      record.summary?.needsReview == true
      || keepsStates && reviewState(grid: grid, row: row, column: column)?.needsReview == true
    record.reviewedAgainst =
      keepsSource && !needsReview ? reviewSourceText(of: cell) : nil
    setRecord(record, of: cell, into: &changes)
    changes.touch(cell.table, cell.key)
  }

  /// Marks `cell` reviewed against its source text as it is now (`CellEdit.markReviewed`).
  mutating func markReviewed(_ cell: CellID, into changes: inout ChangeSet) throws(EditError) {
    guard let source = reviewSourceText(of: cell) else {
      throw .unsupported("\(cell) has no source text to be reviewed against")
    }
    try setReview(cell, form: nil, .translated, into: &changes)
    var record = reviews[cell] ?? CellReview()
    record.reviewedAgainst = source
    setRecord(record, of: cell, into: &changes)
  }

  /// Whether marking a cell reviewed clears a state set because its source changed: a
  /// recorded `source changed`, or one that came in needing review (`imported`: an XLIFF
  /// state, or a catalog's `needs_review` set outside l10nedit, as Xcode sets it when a source
  /// changes) — the cases where git history has the source changed after the translation.
  private static func clearsOutsideChange(_ record: CellReview, _ catalogState: ReviewState?)
    -> Bool
  {
    let states = [record.whole, catalogState].compactMap { $0 } + Array(record.forms.values)
    return states.contains {
      switch $0.reason {
      case .sourceChanged, .imported: true
      default: false
      }
    }
  }

  /// Replaces the record of `cell` in `reviews`, recording how to take it back.
  mutating func setRecord(_ record: CellReview?, of cell: CellID, into changes: inout ChangeSet) {
    let old = reviews[cell]
    let new = record?.isEmpty == false ? record : nil
    guard old != new else { return }
    changes.record(.review(cell, old))
    changes.reviewsChanged = true
    reviews[cell] = new
  }

  /// After a translation's text (or forms, or format) was edited: what it recorded for the
  /// edited part is dropped, so that it is translated again (a catalog set its own state).
  private mutating func dropReview(
    after edit: CellEdit, of cell: CellID, into changes: inout ChangeSet
  ) {
    guard !reviews.isEmpty, var record = reviews[cell] else { return }
    switch edit {
    case .setText, .setShadowedText, .removeTranslation:
      record = CellReview()
    case .setPluralForms(_, let variable, let forms):
      for category in forms.keys { record.forms[PluralFormID(variable, category)] = nil }
      record.reviewedAgainst = nil
    case .setPluralFormat:
      record.whole = nil
      record.reviewedAgainst = nil
    default:
      return
    }
    setRecord(record, of: cell, into: &changes)
  }

  private func requireWritable(file: Int) throws(EditError) {
    guard files[file].isWritable else { throw .readOnly(path: files[file].path) }
  }
}
