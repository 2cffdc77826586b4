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
    let (project, linter) = (project, analysis.linter)
    return [
      .run(
        Job("translation memory") {
          .memoryBuilt(
            ProjectMemory(project: project, keepsSourceText: linter.keepsSourceText), generation)
        })
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
    let effects = buildMemory() + askUserMemory(for: cell)
    if let known = memory.suggestionsFor, known.cell == cell,
      known.generation == memory.generation
    {
      return effects
    }
    memory.suggestionsFor = (cell, memory.generation)
    memory.own = suggestions(for: cell)
    memory.merge(for: cell)
    return effects
  }

  /// The background job asking the user memory about `cell`, unless it was asked already.
  mutating func askUserMemory(for cell: CellID) -> [Effect] {
    guard let lookup = userMemory, memory.userRequested != cell else { return [] }
    memory.userRequested = cell
    memory.user = nil
    let queries = MemoryQuery.queries(for: cell, in: project)
    guard !queries.isEmpty else { return [] }
    return [
      .run(
        Job("user memory suggestions") {
          do {
            return .userMemorySuggested(
              cell, try lookup.suggestions(queries, MemoryState.limit))
          } catch {
            return .userMemoryFailed(cell, "\(error)")
          }
        })
    ]
  }

  /// Takes the user memory's answer for `cell` (dropped when another cell was asked since).
  mutating func adoptUserSuggestions(_ suggestions: [Suggestion], for cell: CellID) {
    guard memory.userRequested == cell else { return }
    memory.user = suggestions
    memory.userProblem = nil
    if memory.suggestionsFor?.cell == cell { memory.merge(for: cell) }
  }

  /// Says, once per reason, that the user memory could not be read: the editor goes on with
  /// the project's suggestions.
  mutating func userMemoryFailed(_ reason: String, for cell: CellID) {
    if memory.userRequested == cell { memory.user = [] }
    guard memory.userProblem != reason, let path = userMemory?.path else { return }
    memory.userProblem = reason
    message =
      "The user memory \(path) cannot be read (suggestions from the project only): \(reason)"
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
