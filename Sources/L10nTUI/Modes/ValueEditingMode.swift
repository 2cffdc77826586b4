import L10nCheck
import L10nModel

/// Editing a cell's value in the edit panel: the line editor's keys, plus copying the source's
/// text and inserting the source's placeholders.
struct ValueEditingMode: ModeComponent {
  static let contexts: [Command.Context] = [.valueEditor, .lineEditor]
  /// The cell whose value is edited.
  let target: EditorState.EditTarget

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    guard let command = state.keymap.bound(to: event, in: Command.ValueEditing.self),
      case .editing(_, var editor) = state.mode, case .value(let cell) = target
    else {
      return LineEditingMode(target: target).handle(event, in: &state)
    }
    // The editor is taken out of the state, not copied, so a long text is edited in place.
    state.mode = .normal
    defer { state.mode = .editing(target, editor) }
    if let number = command.suggestionNumber {
      state.useSuggestion(number, in: &editor)
      return []
    }
    guard let reference = state.placeholderReference(of: cell) else {
      state.message = "This key has no source text"
      return []
    }
    switch command {
    case .copySource:
      guard reference.isSource else {
        state.message = "This key has no source text"
        return []
      }
      editor = LineEditor(reference.text)
    case .insertPlaceholder:
      let check = PlaceholderCheck(reference: reference.text, translation: editor.text)
      guard let placeholder = check.nextMissing else {
        state.message =
          check.verdict == .none
          ? "The source has no placeholders" : "Every source placeholder is in the text"
        return []
      }
      editor.insert(placeholder)
    default: break
    }
    return []
  }
}

extension EditorState {
  /// What a cell's placeholders are compared with: its table's source text, or the key when
  /// the source has no text (as the format checks do).
  func placeholderReference(of cell: CellID) -> (text: String, isSource: Bool)? {
    guard let (grid, row, _) = project.position(of: cell), let row else { return nil }
    if let source = project.sourceColumn(ofGrid: grid),
      let text = project.content(grid: grid, row: row, column: source).text
    {
      return (text, true)
    }
    return (cell.key.text, false)
  }
}
