import L10nCheck
import L10nModel

/// The project being edited and what is unsaved: the edited cells, the dirty files, and the
/// undo and redo steps.
///
/// Unsaved means "differs from what was last saved", not "edited since": every step has a
/// number that undo and redo keep, a file's version is the number of the newest applied step
/// that changed it, and a file is dirty when its version is not the one it had when saved. So
/// undoing past a save makes the file dirty again, and redoing back to it makes it clean.
package struct EditorDocument: Sendable {
  /// One step of undo or redo.
  ///
  /// The project change (with its exact inverse), its number, and the edited cells as they
  /// were before it. Memory grows with what changed, not with the project.
  struct UndoRecord: Sendable {
    var changes: ChangeSet
    var step: Int
    var editedCells: Set<CellID>
  }

  /// The project being edited.
  package internal(set) var project: Project {
    didSet { generation += 1 }
  }
  /// How many times `project` has changed: what caches of its content (the search index)
  /// compare with to know whether they are current.
  package private(set) var generation = 0
  /// The project as last read from disk or saved whole: what a merge with a newer version on
  /// disk compares both with (a copy shares its storage until edited, so this costs what the
  /// edits changed).
  package private(set) var base: Project
  /// Cells edited since the last save.
  package internal(set) var editedCells: Set<CellID> = []
  /// Files whose content differs from what was last saved (indices into `project.files`).
  package private(set) var dirtyFiles: Set<Int> = []
  var undoStack: [UndoRecord] = []
  var redoStack: [UndoRecord] = []
  /// The number the next new step gets.
  private var nextStep = 1
  /// Each saved file's version when it was saved (files never saved: version 0, as loaded).
  private var savedVersions: [Int: Int] = [:]
  /// The newest step applied when the project was last saved whole (0: as loaded).
  private var savedStep = 0
  /// The newest applied step that changed review states when the project was last saved (the
  /// review file is written with every save).
  private var savedReviewStep = 0
  /// Whether the last save left some files unsaved (then `base` is older than some files).
  private var partlySaved = false

  /// A document of `project`, with nothing unsaved.
  init(project: Project) {
    self.project = project
    base = project
  }

  /// Applies `edits` to the project as one undoable step; returns what changed.
  mutating func apply(_ edits: [CellEdit]) throws -> ChangeSet {
    let changes = try project.apply(edits)
    guard !changes.isEmpty else { return changes }
    undoStack.append(UndoRecord(changes: changes, step: nextStep, editedCells: editedCells))
    nextStep += 1
    redoStack = []
    recomputeDirtyFiles()
    return changes
  }

  /// The change the next undo (or redo) reverts, if there is one.
  func nextRestore(undoing: Bool) -> ChangeSet? {
    (undoing ? undoStack.last : redoStack.last)?.changes
  }

  /// Undoes (or redoes) the last step, bookkeeping included; returns what the project changed
  /// by, or `nil` when there is nothing to undo (or redo).
  mutating func restore(undoing: Bool) -> ChangeSet? {
    guard let record = undoing ? undoStack.popLast() : redoStack.popLast() else { return nil }
    let inverse = project.revert(record.changes)
    let counterpart = UndoRecord(changes: inverse, step: record.step, editedCells: editedCells)
    if undoing { redoStack.append(counterpart) } else { undoStack.append(counterpart) }
    editedCells = record.editedCells
    recomputeDirtyFiles()
    return inverse
  }

  /// Whether review states changed since the last save: the review file is unsaved (a change
  /// of a `.strings` cell's state touches no localization file).
  package var reviewsDirty: Bool { reviewStep != savedReviewStep }

  /// The newest applied step that changed review states (0: none).
  private var reviewStep: Int {
    undoStack.last { $0.changes.reviewsChanged }?.step ?? 0
  }

  /// Marks `files` saved: they are no longer dirty, and their cells no longer edited; the review
  /// file, written with every save, is saved too.
  mutating func markSaved(_ files: [Int]) {
    project.markSaved(files)
    savedReviewStep = reviewStep
    let versions = currentVersions()
    for file in files { savedVersions[file] = versions[file] ?? 0 }
    recomputeDirtyFiles()
    partlySaved = !dirtyFiles.isEmpty
    if dirtyFiles.isEmpty {
      savedStep = undoStack.last?.step ?? 0
      base = project
    }
    editedCells = editedCells.filter { cell in
      fileIndex(of: cell).map { dirtyFiles.contains($0) } ?? false
    }
  }

  /// The edits that turn the files as last saved into the project as it is, step by step.
  ///
  /// What a recovery journal keeps, and what a merge replays on a newer version of the files.
  /// After an undo past the last save the steps cannot be replayed on the saved files; then one
  /// step says each touched cell's value as it is now (see `restoringEdits`). `nil` when neither
  /// can be said in edits (only some files were saved, or keys were added, renamed or deleted
  /// and then undone past the save).
  package var unsavedEdits: [[CellEdit]]? {
    guard !dirtyFiles.isEmpty else { return [] }
    if let start = savedStep == 0 ? 0 : undoStack.firstIndex(where: { $0.step == savedStep }),
      savedVersions.values.allSatisfy({ $0 <= savedStep })
    {
      return (savedStep == 0 ? undoStack[...] : undoStack[(start + 1)...]).map(\.changes.edits)
    }
    return restoringEdits.map { [$0] }
  }

  /// Edits that set every cell part the undo history touched back to its value now, starting
  /// from the project as last saved whole (`base`); `nil` when that cannot be said in edits.
  private var restoringEdits: [CellEdit]? {
    guard !partlySaved else { return nil }
    var seen: Set<CellAspect> = []
    var edits: [CellEdit] = []
    for edit in (undoStack + redoStack).flatMap(\.changes.edits) {
      switch edit {
      case .addKey, .extractKey, .renameKey, .deleteKey, .addLanguage:
        // Keys added, renamed or deleted: fine when the tables' keys are as saved.
        guard let table = edit.table, let now = project.gridIndex(of: table),
          let saved = base.gridIndex(of: table),
          project.grids[now].keys == base.grids[saved].keys
        else { return nil }
        continue
      default: break
      }
      guard let aspect = edit.aspect(sourceLanguage: project.sourceLanguage) else { continue }
      guard seen.insert(aspect).inserted else { continue }
      let old = base.value(of: aspect)
      let value = project.value(of: aspect)
      guard value != old else { continue }
      guard let setting = value.edits(for: aspect, from: old) else { return nil }
      edits += setting
    }
    return edits
  }

  /// Each changed file's version: the number of the newest applied step that changed it.
  private func currentVersions() -> [Int: Int] {
    var versions: [Int: Int] = [:]
    for record in undoStack {
      for file in record.changes.files { versions[file] = record.step }
    }
    return versions
  }

  private mutating func recomputeDirtyFiles() {
    let versions = currentVersions()
    let files = Set(versions.keys).union(savedVersions.keys)
    // A file an undone step had created is gone from the project: nothing to save there.
    dirtyFiles = files.filter { file in
      file < project.files.count && versions[file, default: 0] != savedVersions[file, default: 0]
    }
  }

  /// The file holding a cell's table in the cell's language.
  func fileIndex(of cell: CellID) -> Int? {
    guard let grid = project.gridIndex(of: cell.table),
      let column = project.column(of: cell.language)
    else { return nil }
    return project.grids[grid].files[column]
  }
}
