import L10nMemory
import L10nModel

/// The editor's translation memory: built by a background job from the project as it was at
/// one generation, and the suggestions for the cell being edited, kept until the cell or the
/// memory changes (the panel is drawn on every key; suggestions are looked up once).
struct MemoryState: Sendable {
  /// The memory, once a background job built it.
  var memory: ProjectMemory?
  /// The project generation `memory` was built from.
  var generation: Int?
  /// The generation the last background build was started for.
  var requested: Int?
  /// The cell `suggestions` are for, and the memory generation they came from.
  var suggestionsFor: (cell: CellID, generation: Int?)?
  /// The suggestions for the edited cell, best first (the forms of a plural cell together).
  var suggestions: [Suggestion] = []

  /// The most suggestions the edit panel lists (`Alt-1` … `Alt-9`).
  static let limit = 9
}
