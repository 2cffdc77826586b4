import L10nCheck
import L10nMemory
import L10nModel

/// What happens to the editor: a key, or the result of work done outside the reducer.
package enum Action: Sendable {
  /// Input from the terminal.
  case event(KeyEvent)
  /// The project's checks finished (run in the background on large projects).
  case checked(FindingList)
  /// These files were saved; `written` lists those whose bytes changed on disk.
  case saved([Int], written: [Int])
  /// Saving failed.
  case saveFailed(String)
  /// What saving would change in each file (the answer to `Effect.review`).
  case reviewed([FileReview])
  /// Something the session found out that the user should know (shown on the bottom line).
  case notice(String)
  /// A save would re-sort files no setting says to sort: the user is asked once (the session
  /// records the answer).
  case askSortOrder(SortQuestion)
  /// Edits an earlier session left unsaved (its recovery journal): the user is asked whether to
  /// apply them again.
  case offerRestore([[CellEdit]])
  /// The files at `paths` changed on disk and the project was read again (`disk`): merge the
  /// unsaved edits with it, then carry out `then` (a save, a save and quit; `nil` while idle).
  case diskChanged(Project, paths: [String], then: Effect?)
  /// The search index, built in the background once a search started on a large project.
  case searchIndexed(SearchIndex)
  /// The matches of the last search, counted in the background on a large project.
  case searchCounted(SearchMatches)
  /// The translation memory, built in the background from the project at a generation.
  case memoryBuilt(ProjectMemory, Int)
  /// The user memory's suggestions for a cell, looked up in the background.
  case userMemorySuggested(CellID, [Suggestion])
  /// The user memory could not be read while looking up a cell's suggestions, for this reason.
  case userMemoryFailed(CellID, String)
  /// The project's code, scanned in the background: where each key is used.
  case codeScanned(CodeUsage)
  /// Scanning the project's code failed, for this reason.
  case codeScanFailed(String)
  /// The translations the project's history shows outdated, found in the background.
  case outdatedFound([OutdatedTranslation])
  /// A machine translation's progress: `done` of `total` cells have their answer.
  case translationProgress(done: Int, total: Int)
  /// A machine translation ended (finished, stopped, or failed).
  case translated(MachineTranslator.Outcome)
}
