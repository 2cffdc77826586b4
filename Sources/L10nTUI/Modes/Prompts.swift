import L10nCheck
import L10nModel

/// "Delete this key everywhere?"; any key but the table's `delete` keeps it.
struct DeletePromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.deletePrompt]
  /// The selected cell, whose key is asked about.
  let cell: CellID

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    state.mode = .normal
    switch state.keymap.bound(to: event, in: Command.DeletePrompt.self) ?? .keep {
    case .keep:
      state.message = "Kept \"\(cell.key)\""
    case .delete:
      guard let changes = state.perform([.deleteKey(cell.table, cell.key)]) else { return [] }
      state.document.editedCells = state.editedCells.filter {
        !($0.table == cell.table && $0.key == cell.key)
      }
      state.message = "Deleted \"\(cell.key)\" from \(state.files(changes.files.count))"
    }
    return []
  }
}

/// "Save before quitting?"; any key but the table's answers cancels.
struct QuitPromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.quitPrompt]

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    switch state.keymap.bound(to: event, in: Command.QuitPrompt.self) ?? .cancel {
    case .saveAndQuit: return [.saveAndQuit(state.dirtyFiles.sorted())]
    case .discardAndQuit: return [.quit]
    case .review: return state.openReview(fromQuitPrompt: true)
    case .cancel:
      state.mode = .normal
      state.message = "Not quitting"
      return []
    }
  }
}

/// "Apply the new source comment to the languages that shared the old one?"; any key but the
/// table's `apply` keeps their comments.
struct CommentPromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.commentPrompt]
  /// The comment the source was given.
  let comment: String?
  /// The cells whose comment was the source's old one, or none.
  let cells: [CellID]

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    state.mode = .normal
    switch state.keymap.bound(to: event, in: Command.CommentPrompt.self) ?? .keep {
    case .keep:
      state.message = "The other languages keep their comments"
    case .apply:
      guard state.perform(cells.map { .setComment($0, comment) }) != nil else { return [] }
      let languages = cells.map(\.language.code).joined(separator: ", ")
      state.message = "Comment applied to \(languages)"
    }
    return []
  }
}

/// "Restore the edits an earlier session left unsaved?"; any key but the table's `restore`
/// discards them.
struct RestorePromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.restorePrompt]
  /// The earlier session's edits, step by step.
  let batches: [[CellEdit]]

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    state.mode = .normal
    switch state.keymap.bound(to: event, in: Command.RestorePrompt.self) ?? .discard {
    case .discard:
      state.message = "Discarded the earlier session's unsaved edits"
    case .restore:
      let restored = state.replay(batches)
      state.message =
        restored == batches.count
        ? "Restored \(restored) unsaved edit\(restored == 1 ? "" : "s"); not saved yet"
        : "Restored \(restored) of \(batches.count) edits; the others no longer apply"
    }
    return []
  }
}

/// "This cell changed here and on disk: keep mine, keep the disk's, or type another text?";
/// `cancel` saves nothing, any other key asks again.
struct ConflictPromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.conflictPrompt]
  /// The conflict asked about (an index into the pending merge's conflicts).
  let index: Int

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard let conflict = state.conflict(at: index) else {
      state.abandonMerge()
      return []
    }
    switch state.keymap.bound(to: event, in: Command.ConflictPrompt.self) {
    case .keepMine?: return state.decide(conflict: index, .mine)
    case .keepDisk?: return state.decide(conflict: index, .disk)
    case .edit?:
      guard let text = conflict.mine.editableText else {
        state.message = "Plural forms cannot be typed here: keep one side, then edit the cell"
        return []
      }
      state.mode = .editing(.conflictText(index), LineEditor(text))
    case .cancel?: state.abandonMerge()
    case nil: break
    }
    return []
  }
}

/// "Which copy of this duplicate key stays?"; a digit keeps that copy and removes the others,
/// `cancel` keeps them all, any other key asks again.
struct OccurrencePromptMode: ModeComponent {
  static let contexts: [Command.Context] = [.occurrencePrompt]
  /// The cell whose file defines its key several times.
  let cell: CellID

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    if state.keymap.bound(to: event, in: Command.OccurrencePrompt.self) == .cancel {
      state.mode = .normal
      state.message = "Kept every copy of \"\(cell.key)\""
      return []
    }
    let count = state.project.occurrences(of: cell).count
    guard case .character(let character) = event, let digit = character.wholeNumberValue,
      (1...count).contains(digit)
    else { return [] }
    state.mode = .normal
    guard state.perform([.keepOccurrence(cell, digit - 1)]) != nil else { return [] }
    state.document.editedCells.insert(cell)
    state.message = "Kept copy \(digit) of \"\(cell.key)\" in \(cell.language); removed the others"
    return []
  }
}

extension DeletePromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.question(
      &canvas, "Delete \"\(cell.key)\" from every language of \(cell.table)? ",
      style: Style(foreground: .red, bold: true))
  }
}

extension QuitPromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    let count = line.state.dirtyFiles.count
    line.question(
      &canvas, "Unsaved changes in \(count) file\(count == 1 ? "" : "s"): ",
      style: Style(foreground: .yellow, bold: true))
  }
}

extension CommentPromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    let languages = cells.map(\.language.code).joined(separator: ", ")
    line.question(
      &canvas, "Also give this comment to \(languages) (they had the old one, or none)? ",
      style: Style(foreground: .yellow, bold: true))
  }
}

extension RestorePromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.question(
      &canvas,
      "An earlier session ended with \(batches.count) unsaved edit\(batches.count == 1 ? "" : "s") here. ",
      style: Style(foreground: .yellow, bold: true))
  }
}

extension ConflictPromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    if let message = line.state.message {
      line.put(&canvas, message, style: Style(bold: true))
    } else if let conflict = line.state.conflict(at: index) {
      let count = " (\(index + 1) of \(line.state.conflictCount)): "
      let style = Style(foreground: .yellow, bold: true)
      guard line.state.pendingMerge?.isGitConflict == true else {
        line.question(
          &canvas, "\(conflict.aspect.cell.language) changed here and on disk too" + count,
          style: style)
        return
      }
      // Git's sides: OURS (the version edited) and THEIRS.
      let hints = line.state.keymap.hints(
        for: Self.contexts, relabeled: ["keep mine": "keep ours", "keep disk's": "take theirs"])
      line.put(
        &canvas, "ours and theirs differ in \(conflict.aspect.cell.language)" + count + hints,
        style: style)
    }
  }
}

extension OccurrencePromptMode {
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    let copies = line.state.project.occurrences(of: cell).enumerated().map { index, copy in
      "\(index + 1) line \(copy.line) “\(VisibleText.escaped(String(copy.value.prefix(40))))”"
    }
    line.question(
      &canvas,
      "\(cell.language) defines \"\(cell.key)\" \(copies.count) times; a digit keeps that copy: "
        + copies.joined(separator: " · ") + " · ",
      style: Style(foreground: .yellow, bold: true))
  }
}
