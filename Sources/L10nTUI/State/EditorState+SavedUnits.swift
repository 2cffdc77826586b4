import L10nMemory
import L10nModel

/// What a save adds to the user's translation memory: the translations edited in this session
/// that the save writes.
extension EditorState {
  /// The memory units of the edited translations in `files` (asked before the save is marked
  /// done, which forgets which cells were edited).
  package func savedUnits(files: [Int]) -> [MemoryUnit] {
    let saved = Set(files)
    let cells = editedCells.filter { fileIndex(of: $0).map(saved.contains) ?? false }
    return MemoryUnit.units(of: cells.sorted { $0.description < $1.description }, in: project)
  }
}
