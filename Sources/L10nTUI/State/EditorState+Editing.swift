import L10nCheck
import L10nModel

/// Edits through the cell layer: each is one undoable step, after which gaps, findings and rows
/// are brought up to date for what changed only.
extension EditorState {
  /// Applies `edits` to the project as one undoable step; returns what changed, or `nil` (with
  /// the reason on the message line) when nothing could be changed.
  @discardableResult
  mutating func perform(_ edits: [CellEdit]) -> ChangeSet? {
    var keys: [TableID: Set<LocalizationKey>] = [:]
    for edit in edits {
      switch edit {
      case .setText(let cell, _), .setPluralForms(let cell, _, _), .setPluralFormat(let cell, _),
        .setState(let cell, _), .setFormStates(let cell, _, _), .setReview(let cell, _, _),
        .markReviewed(let cell), .removeTranslation(let cell), .setComment(let cell, _),
        .setShadowedText(let cell, _), .keepOccurrence(let cell, _), .vary(let cell, _):
        keys[cell.table, default: []].insert(cell.key)
      case .addKey(let table, let key, _, _), .extractKey(let table, let key, _, _),
        .deleteKey(let table, let key), .setKeyAttribute(let table, let key, _, _):
        keys[table, default: []].insert(key)
      case .renameKey(let table, let key, let newKey):
        keys[table, default: []].formUnion([key, newKey])
      case .addLanguage: break
      }
    }
    let gapsBefore = rowGapCounts(keys)
    let generation = document.generation
    let changes: ChangeSet
    do {
      changes = try document.apply(edits)
    } catch {
      message = "Not changed: \(error)"
      return nil
    }
    guard !changes.isEmpty else { return nil }
    // A cell written since its machine translation was refused no longer offers it.
    if !memory.refused.isEmpty {
      for cell in edits.compactMap(\.cell) where memory.refused[cell] != nil {
        memory.refused[cell] = nil
        memory.suggestionsFor = nil
      }
    }
    searchIndex.update(after: changes, in: project, from: generation, to: document.generation)
    update(after: changes, gapsBefore: gapsBefore)
    return changes
  }

  /// Undoes (or redoes) the last step, bookkeeping included.
  mutating func restore(undoing: Bool) {
    guard let next = document.nextRestore(undoing: undoing) else {
      message = "Nothing to \(undoing ? "undo" : "redo")"
      return
    }
    let cell = selectedCell
    let gapsBefore = rowGapCounts(next.keys)
    let generation = document.generation
    guard let inverse = document.restore(undoing: undoing) else { return }
    searchIndex.update(after: inverse, in: project, from: generation, to: document.generation)
    update(after: inverse, gapsBefore: gapsBefore)
    rebuildRows(keeping: cell)
    message = undoing ? "Undid the last edit" : "Redid the edit"
  }

  /// The gap count of each listed key's row, before a change.
  func rowGapCounts(_ keys: [TableID: Set<LocalizationKey>]) -> [CellRow: Int] {
    var counts: [CellRow: Int] = [:]
    for (table, tableKeys) in keys {
      guard let grid = project.gridIndex(of: table) else { continue }
      for key in tableKeys {
        if let row = project.grids[grid].row(of: key) {
          counts[CellRow(table: table, key: key)] = project.gapCount(grid: grid, row: row)
        }
      }
    }
    return counts
  }

  /// Brings gap flags, findings and problem rows up to date after `changes` (an edit, an undo
  /// or a redo): re-checks only the keys it touched, and whole tables only when their rows
  /// changed.
  mutating func update(after changes: ChangeSet, gapsBefore: [CellRow: Int]) {
    // Tables whose rows moved in place: their rows' flags follow the moves (below) instead of
    // being recomputed for every row.
    let moved = changes.languagesChanged ? [:] : changes.rowMoves
    if changes.languagesChanged {
      analysis.recomputeGaps(project)
    } else {
      for table in changes.rebuiltTables where moved[table] == nil {
        guard let grid = project.gridIndex(of: table) else { continue }
        analysis.recomputeGaps(project, grid: grid)
      }
    }
    let isRebuilt = { (table: TableID) in
      changes.languagesChanged || changes.rebuiltTables.contains(table)
    }
    let rechecksFiles = changes.edits.contains {
      switch $0 {
      case .setPluralForms, .setPluralFormat, .keepOccurrence: true
      default: false
      }
    }
    if rechecksFiles {
      // Plural rules and duplicate keys are file rules: re-run them for the files changed.
      for file in changes.files where file < project.files.count {
        analysis.recheck(project, file: file)
      }
    }
    for (table, keys) in changes.keys {
      guard let grid = project.gridIndex(of: table) else { continue }
      for key in keys {
        guard let row = project.grids[grid].row(of: key) else {
          analysis.findings.removeKey(table: table, key: key)
          continue
        }
        if isRebuilt(table) {
          analysis.recheck(project, grid: grid, row: row)
        } else {
          analysis.refresh(
            project, grid: grid, row: row,
            gapsBefore: gapsBefore[CellRow(table: table, key: key)] ?? 0)
        }
      }
    }
    for (table, moves) in moved {
      guard let grid = project.gridIndex(of: table) else { continue }
      let before = (changes.keys[table] ?? []).reduce(0) {
        $0 + (gapsBefore[CellRow(table: table, key: $1)] ?? 0)
      }
      analysis.follow(moves, grid: grid, in: project, gapsBefore: before)
    }
    if changes.languagesChanged || !changes.rebuiltTables.isEmpty {
      if changes.languagesChanged || changes.rebuiltTables.contains(where: { moved[$0] == nil }) {
        analysis.recomputeProblemRows(project)
      }
      rebuildRows(keeping: selectedCell)
    } else {
      refreshFocusProgress()
    }
  }
}

/// A row of a table, named by key: survives grids being rebuilt.
struct CellRow: Hashable, Sendable {
  var table: TableID
  var key: LocalizationKey
}

extension EditorState {
  /// Applies `steps` (edits of an earlier state: a recovery journal, a reload), each as one
  /// undoable step, marking the texts set as edited; returns how many steps applied (the others
  /// no longer fit the project).
  mutating func replay(_ steps: [[CellEdit]]) -> Int {
    var applied = 0
    for step in steps where perform(step) != nil {
      applied += 1
      for edit in step {
        if case .setText(let cell, _) = edit { document.editedCells.insert(cell) }
      }
    }
    return applied
  }
}
