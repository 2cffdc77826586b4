import L10nCheck
import L10nModel

/// The project being edited and what is unsaved: the edited cells, the dirty files, and the
/// undo and redo steps.
public struct EditorDocument: Sendable {
  /// One step of undo or redo.
  ///
  /// The project change (with its exact inverse) and the unsaved-state bookkeeping as it was
  /// before it. Memory grows with what changed, not with the project.
  struct UndoRecord: Sendable {
    var changes: ChangeSet
    var editedCells: Set<Finding.Cell>
    var dirtyFiles: Set<Int>
  }

  /// The project being edited.
  public internal(set) var project: Project
  /// Cells edited since the last save.
  public internal(set) var editedCells: Set<Finding.Cell> = []
  /// Files with unsaved changes (indices into `project.files`).
  public internal(set) var dirtyFiles: Set<Int> = []
  var undoStack: [UndoRecord] = []
  var redoStack: [UndoRecord] = []

  /// A document of `project`, with nothing unsaved.
  init(project: Project) {
    self.project = project
  }

  /// Applies `edits` to the project as one undoable step; returns what changed.
  mutating func apply(_ edits: [CellEdit]) throws -> ChangeSet {
    let changes = try project.apply(edits)
    guard !changes.isEmpty else { return changes }
    undoStack.append(UndoRecord(changes: changes, editedCells: editedCells, dirtyFiles: dirtyFiles))
    redoStack = []
    dirtyFiles.formUnion(changes.files)
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
    let counterpart = UndoRecord(changes: inverse, editedCells: editedCells, dirtyFiles: dirtyFiles)
    if undoing { redoStack.append(counterpart) } else { undoStack.append(counterpart) }
    editedCells = record.editedCells
    dirtyFiles = record.dirtyFiles
    return inverse
  }

  /// Marks `files` saved: they are no longer dirty, and their cells no longer edited.
  mutating func markSaved(_ files: [Int]) {
    project.markSaved(files)
    dirtyFiles.subtract(files)
    editedCells = editedCells.filter { cell in
      fileIndex(of: cell).map { dirtyFiles.contains($0) } ?? false
    }
  }

  /// The file holding a cell's table in the cell's language.
  func fileIndex(of cell: Finding.Cell) -> Int? {
    guard let grid = project.gridIndex(of: cell.table),
      let column = project.column(of: cell.language)
    else { return nil }
    return project.grids[grid].files[column]
  }
}
