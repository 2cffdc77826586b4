import L10nCheck
import L10nModel

/// Editing a cell's value, a new key, a key's name or its comment in a line editor.
struct LineEditingMode: ModeComponent {
  static let contexts: [Command.Context] = [.lineEditor]
  /// What the text becomes when kept.
  let target: EditorState.EditTarget

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    // The editor is taken out of the state, not copied, so a long text is edited in place.
    guard case .editing(_, var editor) = state.mode else { return [] }
    state.mode = .normal
    switch editor.apply(event, keymap: state.keymap) {
    case .edited, .ignored:
      state.mode = .editing(target, editor)
    case .cancel:
      state.mode = .normal
      if case .conflictText(let index) = target { state.askToDecide(conflict: index) }
    case .commit:
      state.mode = .normal
      if case .conflictText(let index) = target {
        return state.decide(conflict: index, .text(editor.text))
      }
      return state.commit(editor.text, to: target)
    case .commitAndNextGap:
      state.mode = .normal
      let effects = state.commit(editor.text, to: target)
      if case .value = target, state.mode == .normal {
        if state.select(state.nextGap(backwards: false)) {
          state.startEditingCell()
        } else {
          state.message = "No more gaps"
        }
      }
      return effects
    }
    return []
  }
}

/// What a line editor's text does when kept.
extension EditorState {
  /// Keeps `text` as `target`: a cell's value, a new key (then its source text), a new name
  /// or a comment.
  fileprivate mutating func commit(_ text: String, to target: EditTarget) -> [Effect] {
    switch target {
    case .value(let cell): commitValue(text, cell: cell)
    case .newKey(let table):
      let key = LocalizationKey(text)
      guard !text.isEmpty else { return [] }
      if project.hasKey(key, in: table) {
        message = "\(table) already has the key \"\(text)\""
        return []
      }
      mode = .editing(.newKeyValue(table, key), LineEditor())
    case .newKeyValue(let table, let key):
      guard let changes = perform([.addKey(table, key, sourceValue: text, comment: nil)]) else {
        return []
      }
      document.editedCells.insert(
        CellID(table: table, key: key, language: project.sourceLanguage))
      select(key: key, table: table)
      message = "Added \"\(key)\" to \(files(changes.files.count)) of \(table)"
    case .rename(let table, let key):
      let newKey = LocalizationKey(text)
      guard !text.isEmpty, newKey != key else { return [] }
      if project.hasKey(newKey, in: table) {
        message = "\(table) already has the key \"\(text)\""
        return []
      }
      guard let changes = perform([.renameKey(table, key, to: newKey)]) else { return [] }
      document.editedCells = Set(
        editedCells.map {
          $0.table == table && $0.key == key
            ? CellID(table: table, key: newKey, language: $0.language) : $0
        })
      select(key: newKey, table: table)
      message = "Renamed \"\(key)\" to \"\(newKey)\" in \(files(changes.files.count))"
    case .comment(let cell):
      commitComment(text.isEmpty ? nil : text, cell: cell)
    case .device(let cell):
      varyByDevice(text.trimmingCharacters(in: .whitespaces), cell: cell)
    case .argument(let cell):
      varyArgument(text.trimmingCharacters(in: .whitespaces), cell: cell)
    case .conflictText(let index):
      _ = decide(conflict: index, .text(text))
    case .seenAs: setSeenAs(text)
    case .findPattern(let language):
      guard !text.isEmpty else { return [] }
      mode = .editing(.replacement(language, pattern: text), LineEditor())
    case .replacement(let language, let pattern):
      return replace(pattern, with: text, in: language)
    }
    return []
  }

  /// Gives `cell`'s entry its comment; when the cell is the table's source, offers the comment
  /// to the languages whose comment was the source's old one, or none (a language with a
  /// comment of its own keeps it).
  private mutating func commitComment(_ comment: String?, cell: CellID) {
    guard let (grid, row, column) = project.position(of: cell), let row else { return }
    let old = project.comment(grid: grid, row: row, column: column)
    guard old != comment, perform([.setComment(cell, comment)]) != nil else { return }
    select(key: cell.key, table: cell.table)
    guard project.everyLanguageFile(ofGrid: grid) == nil,
      column == project.sourceColumn(ofGrid: grid)
    else { return }
    let others = project.languages.indices.filter { other in
      // Languages whose .strings file holds the key and can be written.
      guard other != column, let file = project.grids[grid].files[other],
        project.files[file].isWritable,
        project.grids[grid].entry(row: row, language: other).map({ Int($0.file) }) == file
      else { return false }
      let own = project.comment(grid: grid, row: row, column: other)
      return own == nil || own == old
    }
    guard !others.isEmpty else { return }
    askToSpread(
      comment: comment, to: others.map { project.cellID(grid: grid, row: row, column: $0) })
  }

  /// Selects `key` of `table` in the selected language's column.
  mutating func select(key: LocalizationKey, table: TableID) {
    rebuildRows(
      keeping: CellID(table: table, key: key, language: project.languages[selectedColumn]))
  }

  private mutating func commitValue(_ text: String, cell: CellID) {
    if let existing = project.content(of: cell).text, existing.utf8Equals(text) { return }
    guard perform([.setText(cell, text)]) != nil else { return }
    document.editedCells.insert(cell)
  }

  /// "1 file", "3 files".
  func files(_ count: Int) -> String {
    "\(count) file\(count == 1 ? "" : "s")"
  }
}

extension LineEditingMode {
  /// The prompt naming what the text becomes, then the text.
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    guard case .editing(_, let editor) = line.state.mode else { return }
    let label: String
    switch target {
    case .value, .seenAs:
      // Drawn by their own components (the edit panel, the seen-as prompt).
      line.messageOrHints(&canvas)
      return
    case .newKey(let table): label = "New key in \(table): "
    case .newKeyValue(_, let key): label = "Source text of \"\(key)\": "
    case .rename(_, let key): label = "Rename \"\(key)\" to: "
    case .comment(let cell): label = "Comment of \"\(cell.key)\" in \(cell.language): "
    case .device(let cell):
      label =
        "Vary \"\(cell.key)\" in \(cell.language) by device (iphone, ipad, mac, applewatch, "
        + "appletv, applevision; one it varies on is removed): "
    case .argument(let cell):
      label =
        "Vary which count of \"\(cell.key)\" in \(cell.language) by plural (1 for the first; "
        + "one varied already goes back): "
    case .conflictText(let index):
      label = "Merged text of \(line.state.conflict(at: index)?.aspect.description ?? ""): "
    case .findPattern(let language): label = "Find in \(language) (regex, (?i) for any case): "
    case .replacement(let language, let pattern):
      label = "Replace /\(pattern)/ in \(language) with ($1 for a group): "
    }
    line.prompt(&canvas, label, editor: editor)
  }
}
