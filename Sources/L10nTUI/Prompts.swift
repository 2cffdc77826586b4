import L10nCheck
import L10nModel

/// The yes/no prompts on the bottom line: deleting a key, saving before quitting.
extension EditorState {
  /// Answers "delete this key everywhere?"; any key but the table's `delete` keeps it.
  mutating func handleConfirmDelete(_ event: KeyEvent, cell: Finding.Cell) -> [Effect] {
    mode = .normal
    switch Command.bound(to: event, in: Command.DeletePrompt.self) ?? .keep {
    case .keep:
      message = "Kept \"\(cell.key)\""
    case .delete:
      guard let changes = perform([.deleteKey(cell.table, cell.key)]) else { return [] }
      document.editedCells = editedCells.filter { !($0.table == cell.table && $0.key == cell.key) }
      message = "Deleted \"\(cell.key)\" from \(files(changes.files.count))"
    }
    return []
  }

  /// Answers "save before quitting?"; any key but the table's answers cancels.
  mutating func handleConfirmQuit(_ event: KeyEvent) -> [Effect] {
    switch Command.bound(to: event, in: Command.QuitPrompt.self) ?? .cancel {
    case .saveAndQuit: return [.saveAndQuit(dirtyFiles.sorted())]
    case .discardAndQuit: return [.quit]
    case .cancel:
      mode = .normal
      message = "Not quitting"
      return []
    }
  }
}
