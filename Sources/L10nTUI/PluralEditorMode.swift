import L10nCheck
import L10nModel

/// The plural editor's keys, and keeping its forms as one undoable edit.
extension EditorState {
  /// Applies a key to the plural editor: its own keys first, then the field's line editor's.
  mutating func handlePlural(_ event: KeyEvent, editor: inout PluralEditor) -> [Effect] {
    if let command = Command.bound(to: event, in: Command.PluralEditing.self) {
      switch command {
      case .previousField: editor.move(by: -1)
      case .nextField: editor.move(by: 1)
      case .keepAll:
        keepAll(editor)
        return []
      }
    } else {
      switch editor.editor.apply(event) {
      case .edited, .ignored, .commitAndNextGap: break
      case .commit:
        keepAll(editor)
        return []
      case .cancel:
        mode = .normal
        return []
      }
    }
    mode = .editingPlural(editor)
    return []
  }

  private mutating func keepAll(_ editor: PluralEditor) {
    var editor = editor
    editor.store()
    mode = .normal
    commitPlural(editor)
  }

  private mutating func commitPlural(_ editor: PluralEditor) {
    let changes = editor.changes
    guard !changes.isEmpty else { return }
    let edits = changes.map { CellEdit.setPluralForms(editor.cell, $0.variable, $0.forms) }
    guard perform(edits) != nil else { return }
    document.editedCells.insert(editor.cell)
    select(key: editor.cell.key, table: editor.cell.table)
  }
}
