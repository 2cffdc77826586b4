import L10nCheck
import L10nModel

/// The plural editor's keys: its own first, then the field's line editor's; keeping its forms
/// and format is one undoable edit.
struct PluralEditingMode: ModeComponent {
  static let contexts: [Command.Context] = [.pluralEditor, .lineEditor]
  /// The editor, as it was before the key.
  let editor: PluralEditor

  func handle(_ event: KeyEvent, in state: inout EditorState) -> [Effect] {
    var editor = editor
    if let command = state.keymap.bound(to: event, in: Command.PluralEditing.self) {
      switch command {
      case .previousField: editor.move(by: -1)
      case .nextField: editor.move(by: 1)
      case .keepAll:
        state.keepAll(editor)
        return []
      case .removeForm:
        let form = editor.field
        if editor.removeForm(), case .form(_, let category) = form {
          state.message = "Removed the \(category) form (Enter keeps, Esc cancels)"
        } else {
          state.message = "Nothing to remove here: only a form with a text can be removed"
        }
      case .toggleReview:
        if let next = editor.toggleReview(), case .form(_, let category) = editor.field {
          state.message =
            "\(category): " + (next.needsReview ? "needs review" : "reviewed")
            + " (Enter keeps, Esc cancels)"
        } else {
          state.message = "Only a form with a text has a review state"
        }
      }
    } else {
      switch editor.editor.apply(event, keymap: state.keymap) {
      case .edited, .ignored, .commitAndNextGap: break
      case .commit:
        state.keepAll(editor)
        return []
      case .cancel:
        state.mode = .normal
        return []
      }
    }
    state.mode = .editingPlural(editor)
    return []
  }
}

extension EditorState {
  /// Closes the plural editor, keeping every form it changed as one undoable edit.
  fileprivate mutating func keepAll(_ editor: PluralEditor) {
    var editor = editor
    editor.store()
    mode = .normal
    let edits = editor.edits()
    guard !edits.isEmpty, perform(edits) != nil else { return }
    document.editedCells.insert(editor.cell)
    select(key: editor.cell.key, table: editor.cell.table)
  }
}

extension PluralEditingMode {
  func draw(_ canvas: inout Canvas, state: EditorState) {
    PluralEditorDrawing(editor: editor).draw(&canvas)
  }
}
