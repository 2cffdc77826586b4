import L10nMemory
import L10nModel

/// The translation memory in the editor: built in the background, never before the first
/// frame; its suggestions for the cell being edited listed in the edit panel and put in place
/// of the text with `Alt-1` … `Alt-9` (a suggestion never writes itself).
extension EditorState {
  /// The background job building the memory from the project as it is now, unless one was
  /// started for this generation or the memory is of it.
  mutating func buildMemory() -> [Effect] {
    let generation = document.generation
    guard memory.generation != generation, memory.requested != generation else { return [] }
    memory.requested = generation
    let project = project
    return [
      .run(Job("translation memory") { .memoryBuilt(ProjectMemory(project: project), generation) })
    ]
  }

  /// Takes a memory a background job built (a newer one than held).
  mutating func adoptMemory(_ built: ProjectMemory, generation: Int) -> [Effect] {
    guard (memory.generation ?? -1) <= generation else { return [] }
    memory.memory = built
    memory.generation = generation
    return refreshSuggestions()
  }

  /// Looks the suggestions up again when a value is being edited and its cell or the memory
  /// changed since; asks for a new memory when the project changed since it was built.
  mutating func refreshSuggestions() -> [Effect] {
    guard case .editing(.value(let cell), _) = mode else { return [] }
    let effects = buildMemory()
    if let known = memory.suggestionsFor, known.cell == cell,
      known.generation == memory.generation
    {
      return effects
    }
    memory.suggestionsFor = (cell, memory.generation)
    memory.suggestions = suggestions(for: cell)
    return effects
  }

  /// What the memory suggests for `cell`: each query's suggestions (a plural cell has one per
  /// form), best first, at most `MemoryState.limit` in all, one per translation.
  func suggestions(for cell: CellID) -> [Suggestion] {
    guard let built = memory.memory else { return [] }
    var seen: Set<String> = []
    let all = MemoryQuery.queries(for: cell, in: project).flatMap {
      built.suggestions(for: $0, limit: MemoryState.limit)
    }
    return Array(
      all.sorted(by: Suggestion.ranksBefore).filter { seen.insert($0.translation).inserted }
        .prefix(MemoryState.limit))
  }

  /// Whether the memory is still being built for the first time.
  var isBuildingMemory: Bool { memory.memory == nil && memory.requested != nil }
}

extension EditorState {
  /// Puts suggestion `number` (from 1) in place of the edited text, or says why not.
  mutating func useSuggestion(_ number: Int, in editor: inout LineEditor) {
    guard number >= 1, number <= memory.suggestions.count else {
      message =
        isBuildingMemory
        ? "The translation memory is still being built"
        : memory.suggestions.isEmpty
          ? "The translation memory has no suggestion for this text"
          : "There are \(memory.suggestions.count) suggestions"
      return
    }
    editor = LineEditor(memory.suggestions[number - 1].translation)
  }
}
