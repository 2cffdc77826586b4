/// Searching as you type: each change selects the first match from where the search started.
struct SearchMode: ModeComponent {
  static let contexts: [Command.Context] = [.lineEditor]
  /// The search being typed.
  let editor: LineEditor

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    var editor = editor
    switch editor.apply(event, keymap: state.keymap) {
    case .edited, .ignored:
      state.mode = .searching(editor)
      state.returnToSearchOrigin()
      if !state.select(state.incrementalMatch(editor.text)),
        !editor.text.isEmpty
      {
        state.message = "No match for \"\(editor.text)\""
      }
      state.scrollToSelection()
    case .commit, .commitAndNextGap:
      state.mode = .normal
      state.viewport.lastSearch = editor.text
    case .cancel:
      state.mode = .normal
      state.returnToSearchOrigin()
      state.scrollToSelection()
    }
    return []
  }
}

extension EditorState {
  /// Selects the cell that was selected when the search started.
  fileprivate mutating func returnToSearchOrigin() {
    viewport.selectedRow = viewport.searchOrigin.row
    viewport.selectedColumn = viewport.searchOrigin.column
  }
}
