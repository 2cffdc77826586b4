import L10nCheck
import L10nModel

/// The last line: the keys of the current mode, or a message, or a prompt.
struct BottomLine {
  let state: EditorState

  func draw(_ canvas: inout Canvas) {
    let y = canvas.screen.height - 1
    let hints = state.keymap.hints(for: state.mode.contexts)
    canvas.fill(y: y, style: .plain)
    switch state.mode {
    case .editing(let target, let editor):
      switch target {
      case .value: messageOrHints(&canvas, hints, y: y)
      case .newKey(let table): prompt(&canvas, "New key in \(table): ", editor: editor, y: y)
      case .newKeyValue(_, let key):
        prompt(&canvas, "Source text of \"\(key)\": ", editor: editor, y: y)
      case .rename(_, let key): prompt(&canvas, "Rename \"\(key)\" to: ", editor: editor, y: y)
      case .comment(let cell):
        prompt(&canvas, "Comment of \"\(cell.key)\" in \(cell.language): ", editor: editor, y: y)
      case .conflictText(let index):
        let what = state.conflict(at: index)?.aspect.description ?? ""
        prompt(&canvas, "Merged text of \(what): ", editor: editor, y: y)
      case .seenAs:
        let recent = state.recentSeenAs.isEmpty ? "" : "↑↓ recent, "
        prompt(
          &canvas, "Seen as (preferred languages, \(recent)empty: off): ", editor: editor, y: y)
      }
    case .searching(let editor):
      prompt(&canvas, "/", editor: editor, y: y, status: state.message)
    case .editingPlural: messageOrHints(&canvas, hints, y: y)
    case .confirmingDelete(let cell):
      put(
        &canvas, "Delete \"\(cell.key)\" from every language of \(cell.table)? " + hints, y: y,
        style: Style(foreground: .red, bold: true))
    case .choosingSortOrder(let question):
      put(
        &canvas, question.summary + hints, y: y, style: Style(foreground: .yellow, bold: true))
    case .confirmingRestore(let batches):
      put(
        &canvas,
        "An earlier session ended with \(batches.count) unsaved edit\(batches.count == 1 ? "" : "s") here. "
          + hints, y: y, style: Style(foreground: .yellow, bold: true))
    case .confirmingCommentSpread(_, let cells):
      let languages = cells.map(\.language.code).joined(separator: ", ")
      put(
        &canvas,
        "Also give this comment to \(languages) (they had the old one, or none)? " + hints, y: y,
        style: Style(foreground: .yellow, bold: true))
    case .resolvingConflict(let index):
      if let message = state.message {
        put(&canvas, message, y: y, style: Style(bold: true))
      } else if let conflict = state.conflict(at: index) {
        put(
          &canvas,
          "\(conflict.aspect.cell.language) changed here and on disk too "
            + "(\(index + 1) of \(state.conflictCount)): " + hints, y: y,
          style: Style(foreground: .yellow, bold: true))
      }
    case .choosingOccurrence(let cell):
      let copies = state.project.occurrences(of: cell).enumerated().map { index, copy in
        "\(index + 1) line \(copy.line) “\(VisibleText.escaped(String(copy.value.prefix(40))))”"
      }
      put(
        &canvas,
        "\(cell.language) defines \"\(cell.key)\" \(copies.count) times; a digit keeps that copy: "
          + copies.joined(separator: " · ") + " · " + hints, y: y,
        style: Style(foreground: .yellow, bold: true))
    case .confirmingQuit:
      let count = state.dirtyFiles.count
      put(
        &canvas,
        "Unsaved changes in \(count) file\(count == 1 ? "" : "s"): " + hints,
        y: y, style: Style(foreground: .yellow, bold: true))
    case .normal:
      if let message = state.message {
        putMessage(&canvas, message, y: y)
      } else {
        put(&canvas, hints, y: y, style: Style(dim: true))
      }
    case .palette:
      // The palette's own keys only: its query is typed in a line editor, whose hints (keep the
      // text, line break) mean nothing here.
      messageOrHints(
        &canvas, state.keymap.hints(for: [.palette]), y: y, hintStyle: Style(dim: true))
    case .pickingTable, .help, .reviewing, .readingMessage:
      messageOrHints(&canvas, hints, y: y, hintStyle: Style(dim: true))
    }
  }

  /// The message, if there is one, else the key hints.
  private func messageOrHints(
    _ canvas: inout Canvas, _ hints: String, y: Int, hintStyle: Style = .plain
  ) {
    if let message = state.message {
      put(&canvas, message, y: y, style: Style(bold: true))
    } else {
      put(&canvas, hints, y: y, style: hintStyle)
    }
  }

  /// A message, cut when too long with the key that shows it in full.
  private func putMessage(_ canvas: inout Canvas, _ message: String, y: Int) {
    let room = canvas.screen.width - 1
    guard TextWidth.width(of: message) > room else {
      put(&canvas, message, y: y, style: Style(bold: true))
      return
    }
    let more = state.keymap.keysLabel(of: .grid(.showMessage)).map { "\($0) shows all" } ?? ""
    let cut = TextWidth.truncate(message, to: max(1, room - 2 - TextWidth.width(of: more)))
    put(&canvas, cut, y: y, style: Style(bold: true))
    let x = TextWidth.width(of: cut) + 2
    canvas.put(more, x: x, y: y, style: Style(reverse: true), limit: max(0, room - x))
  }

  private func put(_ canvas: inout Canvas, _ text: String, y: Int, style: Style = .plain) {
    canvas.put(TextWidth.truncate(text, to: canvas.screen.width - 1), x: 0, y: y, style: style)
  }

  /// `label` and the editor's text, scrolled so the cursor shows; only what fits is escaped
  /// and measured, however long the text.
  ///
  /// `status` (the search's count of matches) is drawn at the right edge when the whole text
  /// fits beside it.
  private func prompt(
    _ canvas: inout Canvas, _ label: String, editor: LineEditor, y: Int, status: String? = nil
  ) {
    let x = canvas.put(label, x: 0, y: y, style: Style(bold: true))
    var room = max(0, canvas.screen.width - x - 2)
    if let status, editor.characters.count <= room {
      let width = TextWidth.width(of: status)
      let textWidth = TextWidth.width(of: VisibleText.escaped(editor.text))
      if width + 2 + textWidth <= room {
        canvas.put(status, x: canvas.screen.width - width - 1, y: y, style: Style(dim: true))
        room -= width + 2
      }
    }
    let before = VisibleText.escaped(String(editor.characters[..<editor.cursor].suffix(room)))
    let cursorX = canvas.put(String(TextWidth.suffix(of: before, fitting: room)), x: x, y: y)
    canvas.put(
      VisibleText.escaped(String(editor.characters[editor.cursor...].prefix(room))), x: cursorX,
      y: y)
    canvas.screen.cursor = Screen.Position(x: cursorX, y: y)
  }
}
