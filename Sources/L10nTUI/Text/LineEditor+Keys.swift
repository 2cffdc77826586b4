/// What the line editor's keys do to it.
extension LineEditor {
  /// What a key did to a line editor.
  enum Outcome {
    case edited, commit, commitAndNextGap, cancel, ignored
  }

  /// Applies a key: typed and pasted text is inserted, the line editor's commands (as `keymap`
  /// binds them) edit or end the editing.
  mutating func apply(_ event: KeyEvent, keymap: Keymap) -> Outcome {
    switch event {
    case .character(let character):
      insert(String(character))
      return .edited
    case .paste(let text):
      insert(text.replacing("\r\n", with: "\n").replacing("\r", with: "\n"))
      return .edited
    case .control, .alt, .key, .mouse, .resize:
      break
    }
    guard let command = keymap.bound(to: event, in: Command.LineEditing.self) else {
      return .ignored
    }
    switch command {
    case .commit: return .commit
    case .commitAndNextGap: return .commitAndNextGap
    case .cancel: return .cancel
    case .cursorLeft: moveLeft()
    case .cursorRight: moveRight()
    case .lineStart: moveToStart()
    case .lineEnd: moveToEnd()
    case .deleteBackward: deleteBackward()
    case .deleteForward: deleteForward()
    case .deleteWord: deleteWordBackward()
    case .deleteToStart: deleteToStart()
    case .deleteToEnd: deleteToEnd()
    case .insertLineBreak:
      if isSingleLine { return .commit }
      insert("\n")
    }
    return .edited
  }
}
