import L10nCheck
import L10nModel

extension EditorState {
  /// Projects with more cells than this are checked in the background after the first frame.
  public static var backgroundCheckThreshold: Int { 200_000 }

  /// The work to do when the editor opens: the project's checks, now on a small project, as a
  /// background job on a large one, so the first frame never waits for them.
  public mutating func start() -> [Effect] {
    let cells = project.grids.reduce(0) { $0 + $1.keys.count } * project.languages.count
    guard cells > Self.backgroundCheckThreshold else {
      return reduce(.checked(linter.run(project)))
    }
    let (project, linter) = (project, linter)
    return [.run(Job("checks") { .checked(linter.run(project)) })]
  }

  /// Applies `action`, returning the effects the session must carry out.
  public mutating func reduce(_ action: Action) -> [Effect] {
    switch action {
    case .checked(let all):
      findings = FindingIndex(all)
      checksFinished = true
      recomputeProblemRows()
      // Edits made while the checks ran are re-checked.
      for cell in editedCells {
        if let grid = project.gridIndex(of: cell.table),
          let row = project.grids[grid].row(of: cell.key)
        {
          refresh(grid: grid, row: row, gapsBefore: gapCount(grid: grid, row: row))
        }
      }
      if filter == .problems { rebuildRows(keeping: selectedCell) }
      return []
    case .saved(let files, let written):
      let paths = written.map { project.files[$0].relativePath }
      project.markSaved(files)
      dirtyFiles.subtract(files)
      editedCells = editedCells.filter { cell in
        fileIndex(of: cell).map { dirtyFiles.contains($0) } ?? false
      }
      message =
        paths.isEmpty
        ? "Saved: no file needed changes on disk"
        : "Saved \(paths.count) file\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", "))"
      return []
    case .saveFailed(let reason):
      mode = .normal
      message = "Not saved: \(reason)"
      return []
    case .event(.resize(let newWidth, let newHeight)):
      width = newWidth
      height = newHeight
      scrollToSelection()
      return []
    case .event(let event):
      message = nil
      return handle(event)
    }
  }

  private mutating func handle(_ event: KeyEvent) -> [Effect] {
    switch mode {
    case .normal: return handleGrid(event)
    case .editing(let target, var editor):
      return handleEditing(event, target: target, editor: &editor)
    case .searching(var editor): return handleSearch(event, editor: &editor)
    case .editingPlural(var editor): return handlePlural(event, editor: &editor)
    case .confirmingDelete(let cell): return handleConfirmDelete(event, cell: cell)
    case .confirmingQuit: return handleConfirmQuit(event)
    case .pickingTable(let index): return handlePickTable(event, index: index)
    case .help(let scroll): return handleHelp(event, scroll: scroll)
    }
  }

  private mutating func handleGrid(_ event: KeyEvent) -> [Effect] {
    if case .mouse(let mouse) = event {
      switch mouse.kind {
      case .wheelUp: moveRows(-3)
      case .wheelDown: moveRows(3)
      case .click: select(x: mouse.x, y: mouse.y)
      }
      return []
    }
    guard let command = Command.named(for: event, in: .grid) else { return [] }
    return run(command)
  }

  private mutating func run(_ command: Command.Name) -> [Effect] {
    switch command {
    case .moveUp: moveRows(-1)
    case .moveDown: moveRows(1)
    case .moveLeft: moveColumns(-1)
    case .moveRight: moveColumns(1)
    case .pageUp: moveRows(-max(1, layout.gridHeight - 1))
    case .pageDown: moveRows(max(1, layout.gridHeight - 1))
    case .firstColumn: moveColumns(-project.languages.count)
    case .lastColumn: moveColumns(project.languages.count)
    case .firstRow: moveToEdge(toEnd: false)
    case .lastRow: moveToEdge(toEnd: true)
    case .nextGap, .previousGap:
      if !select(nextGap(backwards: command == .previousGap)) { message = "No gaps" }
    case .nextProblem, .previousProblem:
      if !select(nextProblem(backwards: command == .previousProblem)) {
        message = checksFinished ? "No findings" : "Still checking…"
      }
    case .search:
      searchOrigin = (selectedRow, selectedColumn)
      mode = .searching(LineEditor())
    case .nextMatch, .previousMatch:
      if !select(nextMatch(lastSearch, backwards: command == .previousMatch)) {
        message = lastSearch.isEmpty ? "No search yet: press /" : "No match for \"\(lastSearch)\""
      }
    case .cycleFilter:
      let all = RowFilter.allCases
      filter = all[((all.firstIndex(of: filter) ?? 0) + 1) % all.count]
      rebuildRows(keeping: selectedCell)
      message = "Showing \(filter == .all ? "all keys" : "keys with \(filter.rawValue)")"
    case .pickTable:
      let index = tableFilter.flatMap { project.gridIndex(of: $0) }.map { $0 + 1 } ?? 0
      mode = .pickingTable(index)
    case .edit: startEditingCell()
    case .addKey:
      guard
        let table = selection.map({ project.grids[$0.grid].table }) ?? project.grids.first?.table
      else { return [] }
      mode = .editing(.newKey(table), LineEditor())
    case .deleteKey:
      if let cell = selectedCell { mode = .confirmingDelete(cell) }
    case .renameKey:
      if let cell = selectedCell {
        mode = .editing(.rename(cell.table, cell.key), LineEditor(cell.key.text))
      }
    case .editComment:
      if let cell = selectedCell {
        mode = .editing(.comment(cell.table, cell.key), LineEditor(comment(of: cell) ?? ""))
      }
    case .toggleReview: toggleReview()
    case .undo: restore(undoing: true)
    case .redo: restore(undoing: false)
    case .save:
      guard !dirtyFiles.isEmpty else {
        message = "Nothing to save"
        return []
      }
      return [.save(dirtyFiles.sorted())]
    case .quit:
      if dirtyFiles.isEmpty { return [.quit] }
      mode = .confirmingQuit
    case .help: mode = .help(0)
    default: break
    }
    return []
  }

  /// Marks the selected String Catalog translation reviewed (`translated`) or `needs_review`.
  mutating func toggleReview() {
    guard let cell = selectedCell, let state = project.content(of: cell).state else {
      message = "Only String Catalog translations have a review state"
      return
    }
    let next: TranslationState = state == .needsReview ? .translated : .needsReview
    guard perform([.setState(cell, next)]) != nil else { return }
    editedCells.insert(cell)
    message = next == .translated ? "Marked reviewed" : "Marked as needing review"
  }

  /// The comment above a key: the source language's, else the first language's that has one.
  public func comment(of cell: Finding.Cell) -> String? {
    guard let gridIndex = project.gridIndex(of: cell.table),
      let row = project.grids[gridIndex].row(of: cell.key)
    else { return nil }
    if let location = project.grids[gridIndex].entry(row: row, language: 0),
      let entry = project.catalogEntry(at: location)?.entry
    {
      return entry.comment
    }
    for column in project.languages.indices {
      guard let location = project.grids[gridIndex].entry(row: row, language: column),
        let comment = project.files[Int(location.file)].document?.comment(at: Int(location.entry))
      else { continue }
      return comment
    }
    return nil
  }

  mutating func startEditingCell() {
    guard let selection, let cell = selectedCell else { return }
    let source = project.sourceColumn(ofGrid: selection.grid) ?? 0
    let template = plural(grid: selection.grid, row: selection.row, column: source)
    let content = project.content(grid: selection.grid, row: selection.row, column: selectedColumn)
    if case .structured = content {
      message =
        "Device variations and string sets are shown but not edited here yet; use Xcode for them"
      return
    }
    let entry = content.plural
    if template != nil || entry != nil {
      if let editor = PluralEditor(cell: cell, entry: entry, template: template) {
        mode = .editingPlural(editor)
      } else {
        message =
          "This entry has no plural variable to edit (width or device variants are read-only)"
      }
      return
    }
    let fileIndex = project.grids[selection.grid].files[selectedColumn]
    if isReadOnly(fileIndex: fileIndex), let fileIndex {
      let file = project.files[fileIndex]
      message =
        "\(file.relativePath) is read-only: " + (file.error?.description ?? "a property list")
      return
    }
    mode = .editing(.value(cell), LineEditor(content.text ?? ""))
  }

  private mutating func restore(undoing: Bool) {
    guard let record = undoing ? undoStack.popLast() : redoStack.popLast() else {
      message = "Nothing to \(undoing ? "undo" : "redo")"
      return
    }
    let cell = selectedCell
    let gapsBefore = rowGapCounts(record.changes.keys)
    let inverse = project.revert(record.changes)
    let counterpart = UndoRecord(changes: inverse, editedCells: editedCells, dirtyFiles: dirtyFiles)
    if undoing { redoStack.append(counterpart) } else { undoStack.append(counterpart) }
    editedCells = record.editedCells
    dirtyFiles = record.dirtyFiles
    update(after: inverse, gapsBefore: gapsBefore)
    rebuildRows(keeping: cell)
    message = undoing ? "Undid the last edit" : "Redid the edit"
  }

  mutating func recomputeGaps() {
    gapRows = []
    gapCounts = []
    for gridIndex in project.grids.indices {
      let (flags, count) = project.gapFlags(grid: gridIndex)
      gapRows.append(flags)
      gapCounts.append(count)
    }
  }

  /// The file holding a cell's table in the cell's language.
  func fileIndex(of cell: Finding.Cell) -> Int? {
    guard let grid = project.gridIndex(of: cell.table),
      let column = project.column(of: cell.language)
    else { return nil }
    return project.grids[grid].files[column]
  }

  func gapCount(grid: Int, row: Int) -> Int {
    project.gapCount(grid: grid, row: row)
  }
}
