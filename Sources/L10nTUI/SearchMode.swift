/// Searching as you type.
extension EditorState {
  /// Applies a key to the search being typed: each change selects the first match from where
  /// the search started.
  mutating func handleSearch(_ event: KeyEvent, editor: inout LineEditor) -> [Effect] {
    switch editor.apply(event) {
    case .edited, .ignored:
      mode = .searching(editor)
      viewport.selectedRow = viewport.searchOrigin.row
      viewport.selectedColumn = viewport.searchOrigin.column
      if !select(nextMatch(editor.text, backwards: false, includingCurrent: true)),
        !editor.text.isEmpty
      {
        message = "No match for \"\(editor.text)\""
      }
      scrollToSelection()
    case .commit, .commitAndNextGap:
      mode = .normal
      viewport.lastSearch = editor.text
    case .cancel:
      mode = .normal
      viewport.selectedRow = viewport.searchOrigin.row
      viewport.selectedColumn = viewport.searchOrigin.column
      scrollToSelection()
    }
    return []
  }
}
