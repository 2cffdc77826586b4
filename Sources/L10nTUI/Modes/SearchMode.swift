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
      state.searchTyped(editor.text)
    case .commit, .commitAndNextGap:
      return state.searchCommitted(editor.text)
    case .cancel:
      state.mode = .normal
      state.waitingSearch = nil
      state.returnToSearchOrigin()
      state.scrollToSelection()
    }
    return []
  }
}

extension SearchMode {
  /// `/` and the query, with the count of matches (or why there is none yet) at the right.
  func drawBottomLine(_ canvas: inout Canvas, _ line: BottomLine) {
    line.prompt(&canvas, "/", editor: editor, status: line.state.message)
  }
}
