import L10nMemory
import L10nModel

/// The editor's translation memory: built by a background job from the project as it was at
/// one generation, and the suggestions for the cell being edited, kept until the cell or the
/// memory changes (the panel is drawn on every key; suggestions are looked up once).
///
/// The user memory's suggestions for the cell come from another background job and are ranked
/// with the project's.
struct MemoryState: Sendable {
  /// The memory, once a background job built it.
  var memory: ProjectMemory?
  /// The project generation `memory` was built from.
  var generation: Int?
  /// The generation the last background build was started for.
  var requested: Int?
  /// The cell `suggestions` are for, and the memory generation they came from.
  var suggestionsFor: (cell: CellID, generation: Int?)?
  /// The project memory's suggestions for the edited cell, best first.
  var own: [Suggestion] = []
  /// The cell the user memory was last asked about.
  var userRequested: CellID?
  /// The user memory's suggestions for `userRequested`, once its job answered.
  var user: [Suggestion]?
  /// Why the user memory could not be read last time (`nil`: it could), said once.
  var userProblem: String?
  /// Machine translations the gate refused, by cell: listed first among the cell's
  /// suggestions, with the reason, until the cell is translated again.
  var refused: [CellID: [Suggestion]] = [:]
  /// The suggestions for the edited cell, best first (its refused machine translations, then
  /// the forms of a plural cell together; the project's and the user memory's ranked
  /// together).
  var suggestions: [Suggestion] = []

  /// The most suggestions the edit panel lists (`Alt-1` … `Alt-9`).
  static let limit = 9

  /// Ranks the project's and the user memory's suggestions for `cell` together, after its
  /// refused machine translations.
  mutating func merge(for cell: CellID) {
    let user = userRequested == cell ? self.user ?? [] : []
    let refused = self.refused[cell] ?? []
    suggestions = Array(
      (refused + Suggestion.merged(own, user, limit: Self.limit)).prefix(Self.limit))
  }
}
