import L10nCheck
import L10nModel

/// The modes other than the grid: line editing, search, prompts, the table picker, help.
extension EditorState {
  /// What a key did to a line editor.
  enum LineEditorOutcome {
    case edited, commit, commitAndNextGap, cancel, ignored
  }

  /// Applies a key to a line editor.
  func applyLineEditorKey(_ event: KeyEvent, to editor: inout LineEditor) -> LineEditorOutcome {
    switch event {
    case .character(let character):
      editor.insert(String(character))
      return .edited
    case .paste(let text):
      editor.insert(text.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
      return .edited
    default:
      break
    }
    guard let command = Command.named(for: event, in: .lineEditor) else { return .ignored }
    switch command {
    case .commit: return .commit
    case .commitAndNextGap: return .commitAndNextGap
    case .cancel: return .cancel
    case .cursorLeft: editor.moveLeft()
    case .cursorRight: editor.moveRight()
    case .lineStart: editor.moveToStart()
    case .lineEnd: editor.moveToEnd()
    case .deleteBackward: editor.deleteBackward()
    case .deleteForward: editor.deleteForward()
    case .deleteWord: editor.deleteWordBackward()
    case .deleteToStart: editor.deleteToStart()
    case .deleteToEnd: editor.deleteToEnd()
    case .insertLineBreak: editor.insert("\n")
    default: return .ignored
    }
    return .edited
  }

  mutating func handleEditing(_ event: KeyEvent, target: EditTarget, editor: inout LineEditor)
    -> [Effect]
  {
    switch applyLineEditorKey(event, to: &editor) {
    case .edited, .ignored:
      mode = .editing(target, editor)
    case .cancel:
      mode = .normal
    case .commit:
      mode = .normal
      commit(editor.text, to: target)
    case .commitAndNextGap:
      mode = .normal
      commit(editor.text, to: target)
      if case .value = target, mode == .normal {
        if select(nextGap(backwards: false)) {
          startEditingCell()
        } else {
          message = "No more gaps"
        }
      }
    }
    return []
  }

  private mutating func commit(_ text: String, to target: EditTarget) {
    switch target {
    case .value(let cell): commitValue(text, cell: cell)
    case .newKey(let table):
      let key = LocalizationKey(text)
      guard !text.isEmpty else { return }
      if let grid = project.gridIndex(of: table), project.grids[grid].row(of: key) != nil {
        message = "\(table) already has the key \"\(text)\""
        return
      }
      mode = .editing(.newKeyValue(table, key), LineEditor())
    case .newKeyValue(let table, let key):
      let before = currentSnapshot
      let changed = project.addKey(key, table: table, sourceValue: text)
      finishStructuralEdit(
        before: before, table: table, changed: changed, select: key, affected: [key])
      editedCells.insert(Finding.Cell(table: table, key: key, language: project.sourceLanguage))
      message =
        "Added \"\(key)\" to \(changed.count) file\(changed.count == 1 ? "" : "s") of \(table)"
    case .rename(let table, let key):
      let newKey = LocalizationKey(text)
      guard !text.isEmpty, newKey != key else { return }
      if let grid = project.gridIndex(of: table), project.grids[grid].row(of: newKey) != nil {
        message = "\(table) already has the key \"\(text)\""
        return
      }
      let before = currentSnapshot
      let changed = project.renameKey(key, to: newKey, table: table)
      editedCells = Set(
        editedCells.map {
          $0.table == table && $0.key == key
            ? Finding.Cell(table: table, key: newKey, language: $0.language) : $0
        })
      finishStructuralEdit(
        before: before, table: table, changed: changed, select: newKey, affected: [key, newKey])
      message =
        "Renamed \"\(key)\" to \"\(newKey)\" in \(changed.count) file\(changed.count == 1 ? "" : "s")"
    case .comment(let table, let key):
      let before = currentSnapshot
      let changed = project.setComment(text.isEmpty ? nil : text, key: key, table: table)
      finishStructuralEdit(
        before: before, table: table, changed: changed, select: key, affected: [])
    }
  }

  private mutating func commitValue(_ text: String, cell: Finding.Cell) {
    guard let grid = project.gridIndex(of: cell.table),
      let row = project.grids[grid].row(of: cell.key),
      let column = project.column(of: cell.language)
    else { return }
    let existing = value(grid: grid, row: row, column: column)
    if let existing, existing.unicodeScalars.elementsEqual(text.unicodeScalars) { return }
    let before = currentSnapshot
    let gapsBefore = gapCount(grid: grid, row: row)
    guard
      let fileIndex = project.setValue(
        text, table: cell.table, key: cell.key, language: cell.language)
    else {
      message = "This cell's file is read-only"
      return
    }
    undoStack.append(before)
    redoStack = []
    editedCells.insert(cell)
    dirtyFiles.insert(fileIndex)
    refresh(grid: grid, row: row, gapsBefore: gapsBefore)
  }

  /// Records an edit that may have added, removed or renamed rows: undo, dirty files, gaps,
  /// and the findings of `affected` keys only (re-checking a whole table of a huge project
  /// would take seconds).
  private mutating func finishStructuralEdit(
    before: Snapshot, table: TableID, changed: [Int], select key: LocalizationKey?,
    affected: [LocalizationKey]
  ) {
    guard !changed.isEmpty, let grid = project.gridIndex(of: table) else { return }
    undoStack.append(before)
    redoStack = []
    dirtyFiles.formUnion(changed)
    for affectedKey in affected {
      if let row = project.grids[grid].row(of: affectedKey) {
        let context = RowContext(project: project, grid: project.grids[grid], row: row)
        findings.replaceRow(table: table, key: affectedKey, with: linter.check(context))
      } else {
        findings.removeKey(table: table, key: affectedKey)
      }
    }
    recomputeGaps()
    recomputeProblemRows()
    let target = key.map {
      Finding.Cell(table: table, key: $0, language: project.languages[selectedColumn])
    }
    rebuildRows(keeping: target)
  }

  mutating func handlePlural(_ event: KeyEvent, editor: inout PluralEditor) -> [Effect] {
    switch event {
    case .key(.up), .key(.backTab): editor.move(by: -1)
    case .key(.down), .key(.tab): editor.move(by: 1)
    default:
      var line = editor.editor
      switch applyLineEditorKey(event, to: &line) {
      case .edited, .ignored, .commitAndNextGap:
        editor.editor = line
      case .cancel:
        mode = .normal
        return []
      case .commit:
        editor.editor = line
        editor.store()
        mode = .normal
        commitPlural(editor)
        return []
      }
    }
    mode = .editingPlural(editor)
    return []
  }

  private mutating func commitPlural(_ editor: PluralEditor) {
    let changes = editor.changes
    guard !changes.isEmpty else { return }
    let before = currentSnapshot
    var changed: [Int] = []
    for change in changes {
      if let file = project.setPluralForms(
        change.forms, variable: change.variable, table: editor.cell.table, key: editor.cell.key,
        language: editor.cell.language)
      {
        changed.append(file)
      }
    }
    guard !changed.isEmpty else {
      message = "This cell's .stringsdict is read-only"
      return
    }
    editedCells.insert(editor.cell)
    for file in Set(changed) {
      findings.replaceFile(
        path: project.files[file].path, with: linter.check(file: project.files[file], in: project))
    }
    finishStructuralEdit(
      before: before, table: editor.cell.table, changed: changed, select: editor.cell.key,
      affected: [editor.cell.key])
  }

  mutating func handleSearch(_ event: KeyEvent, editor: inout LineEditor) -> [Effect] {
    switch applyLineEditorKey(event, to: &editor) {
    case .edited, .ignored:
      mode = .searching(editor)
      selectedRow = searchOrigin.row
      selectedColumn = searchOrigin.column
      if !select(nextMatch(editor.text, backwards: false, includingCurrent: true)),
        !editor.text.isEmpty
      {
        message = "No match for \"\(editor.text)\""
      }
      scrollToSelection()
    case .commit, .commitAndNextGap:
      mode = .normal
      lastSearch = editor.text
    case .cancel:
      mode = .normal
      selectedRow = searchOrigin.row
      selectedColumn = searchOrigin.column
      scrollToSelection()
    }
    return []
  }

  mutating func handleConfirmDelete(_ event: KeyEvent, cell: Finding.Cell) -> [Effect] {
    mode = .normal
    guard event == .character("y") else {
      message = "Kept \"\(cell.key)\""
      return []
    }
    let before = currentSnapshot
    let changed = project.deleteKey(cell.key, table: cell.table)
    editedCells = editedCells.filter { !($0.table == cell.table && $0.key == cell.key) }
    finishStructuralEdit(
      before: before, table: cell.table, changed: changed, select: nil, affected: [cell.key])
    message = "Deleted \"\(cell.key)\" from \(changed.count) file\(changed.count == 1 ? "" : "s")"
    return []
  }

  mutating func handleConfirmQuit(_ event: KeyEvent) -> [Effect] {
    switch event {
    case .character("s"), .character("y"): return [.saveAndQuit(dirtyFiles.sorted())]
    case .character("d"), .character("n"): return [.quit]
    default:
      mode = .normal
      message = "Not quitting"
      return []
    }
  }

  mutating func handlePickTable(_ event: KeyEvent, index: Int) -> [Effect] {
    let count = project.grids.count + 1
    switch event {
    case .key(.up), .character("k"): mode = .pickingTable((index + count - 1) % count)
    case .key(.down), .character("j"): mode = .pickingTable((index + 1) % count)
    case .key(.enter):
      mode = .normal
      tableFilter = index == 0 ? nil : project.grids[index - 1].table
      rebuildRows(keeping: selectedCell)
      if selection == nil { moveToEdge(toEnd: false) }
    case .key(.escape), .character("q"), .character("t"): mode = .normal
    default: break
    }
    return []
  }

  mutating func handleHelp(_ event: KeyEvent, scroll: Int) -> [Effect] {
    let maximum = max(0, Command.helpLines.count - (height - 2))
    switch event {
    case .key(.down), .character("j"): mode = .help(min(maximum, scroll + 1))
    case .key(.up), .character("k"): mode = .help(max(0, scroll - 1))
    case .key(.pageDown), .character(" "): mode = .help(min(maximum, scroll + height - 3))
    case .key(.pageUp): mode = .help(max(0, scroll - (height - 3)))
    case .key(.escape), .character("q"), .character("?"): mode = .normal
    default: break
    }
    return []
  }
}
