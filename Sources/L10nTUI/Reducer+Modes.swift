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
      guard let changes = perform([.addKey(table, key, sourceValue: text, comment: nil)]) else {
        return
      }
      editedCells.insert(Finding.Cell(table: table, key: key, language: project.sourceLanguage))
      select(key: key, table: table)
      message = "Added \"\(key)\" to \(files(changes.files.count)) of \(table)"
    case .rename(let table, let key):
      let newKey = LocalizationKey(text)
      guard !text.isEmpty, newKey != key else { return }
      if let grid = project.gridIndex(of: table), project.grids[grid].row(of: newKey) != nil {
        message = "\(table) already has the key \"\(text)\""
        return
      }
      guard let changes = perform([.renameKey(table, key, to: newKey)]) else { return }
      editedCells = Set(
        editedCells.map {
          $0.table == table && $0.key == key
            ? Finding.Cell(table: table, key: newKey, language: $0.language) : $0
        })
      select(key: newKey, table: table)
      message = "Renamed \"\(key)\" to \"\(newKey)\" in \(files(changes.files.count))"
    case .comment(let table, let key):
      perform([.setComment(table, key, text.isEmpty ? nil : text)])
      select(key: key, table: table)
    }
  }

  private func files(_ count: Int) -> String {
    "\(count) file\(count == 1 ? "" : "s")"
  }

  /// Selects `key` of `table` in the selected language's column.
  private mutating func select(key: LocalizationKey, table: TableID) {
    rebuildRows(
      keeping: Finding.Cell(table: table, key: key, language: project.languages[selectedColumn]))
  }

  private mutating func commitValue(_ text: String, cell: Finding.Cell) {
    if let existing = project.content(of: cell).text,
      existing.unicodeScalars.elementsEqual(text.unicodeScalars)
    {
      return
    }
    guard perform([.setText(cell, text)]) != nil else { return }
    editedCells.insert(cell)
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
    let edits = changes.map { CellEdit.setPluralForms(editor.cell, $0.variable, $0.forms) }
    guard perform(edits) != nil else { return }
    editedCells.insert(editor.cell)
    select(key: editor.cell.key, table: editor.cell.table)
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
    guard let changes = perform([.deleteKey(cell.table, cell.key)]) else { return [] }
    editedCells = editedCells.filter { !($0.table == cell.table && $0.key == cell.key) }
    message = "Deleted \"\(cell.key)\" from \(files(changes.files.count))"
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
