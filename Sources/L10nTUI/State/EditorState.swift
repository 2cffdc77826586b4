import L10nCheck
import L10nMemory
import L10nModel

/// Everything the editor shows and remembers, as one value: the reducer changes it, the renderer draws it.
///
/// It is made of one value per concern: the `document` (the project and what is unsaved), the
/// `analysis` (findings, gaps, problems), the `viewport` (size, rows, selection, scrolling,
/// filters, search) and the keyboard `mode`; the properties below read through to them.
/// Nothing here touches the terminal or the disk.
package struct EditorState: Sendable {
  /// The project and what is unsaved.
  package internal(set) var document: EditorDocument
  /// Findings, gaps and problems.
  package internal(set) var analysis: EditorAnalysis
  /// What the grid shows.
  package internal(set) var viewport: Viewport
  /// The keyboard mode.
  package internal(set) var mode: Mode = .normal
  /// The message on the bottom line (cleared by the next key).
  package internal(set) var message: String? {
    didSet { if let message { lastMessage = [message] } }
  }
  /// The last message in full, as lines, for the message view (`show-message`): kept after the
  /// bottom line is cleared, and longer than it when the bottom line shows a short form.
  package internal(set) var lastMessage: [String] = []
  /// The review of a save being shown (see `Mode.reviewing`), once the session computed it.
  package internal(set) var review: Review?
  /// A merge with a newer version on disk whose conflicts the user is deciding.
  package internal(set) var pendingMerge: PendingMerge?
  /// What the save that follows a merge says first: the files a merge just took from disk,
  /// or whose git conflicts were just decided.
  var mergedFrom: String?
  /// Whether the save asked for keeps each file's order without asking about sorting: the save
  /// that ends the decision of git's conflicts, which changed no order.
  package internal(set) var keepsFileOrderOnSave = false
  /// The search skeletons of the cells, built as searches need them.
  var searchIndex = SearchIndex()
  /// The translation memory and the edited cell's suggestions.
  var memory = MemoryState()
  /// The user's translation memory across projects, asked in the background for the edited
  /// cell's suggestions (`nil`: none is consulted).
  package var userMemory: UserMemoryLookup?
  /// The language whose fill from its parent, the source language, the last key refused
  /// (the next key, when it asks again, confirms).
  var sourceCopyOffered: LanguageID?
  /// While a key is handled: the language the key before offered to fill from the source.
  var sourceCopyConfirmable: LanguageID?
  /// What finds translations the project's history shows outdated, in the background (`nil`:
  /// nothing looks; outside a git work tree the session gives none).
  package var outdatedLookup: OutdatedLookup?
  /// What machine-translates cells (`translate-cell`, `translate-listed`), in the background
  /// (`nil`: nothing is set up to).
  package var machineTranslator: MachineTranslator?
  /// The machine translation running, if one is.
  package internal(set) var translation: RunningTranslation?
  /// Whether Tab, with no gap left, goes on to cells needing review (a setting).
  package var tabVisitsReview = true
  /// The project glossary: its terms are underlined in the source in the detail pane, and
  /// listed with their translations while a cell is edited.
  package var glossary = Glossary()
  /// The project generation the background job building `searchIndex` was started for.
  var searchIndexRequested: Int?
  /// A search that waits for the background job building `searchIndex`.
  var waitingSearch: WaitingSearch?
  /// The matches of the last search, once counted.
  var searchMatches: SearchMatches?
  /// The count of matches asked for and not yet known, on a large project.
  var matchCounting: MatchCounting?
  /// Where the keys are used in the project's code, once it is scanned (`--sources`).
  package internal(set) var codeUsage: CodeKeyLookup?
  /// Why keys no call looks up are unused, or not judged (with `codeUsage`).
  var codeJudge: UnusedKeyJudge?
  /// Whether the code is being scanned (the detail pane says so).
  package var isScanningCode = false
  /// The preferred languages of the "seen as" column (what each key shows such a user), or
  /// `nil` when the column is off.
  package internal(set) var seenAs: [String]?
  /// Preference lists used before, the latest first (offered by the seen-as prompt).
  package internal(set) var recentSeenAs: [[String]] = []
  /// The project the seen-as column resolves in, when it previews one that is never saved
  /// (`pseudo --preview`); `nil`: the project itself.
  package internal(set) var seenAsPreview: Project?
  /// The path the editor was opened on, for the title bar.
  package let title: String
  /// Whether to draw colours (off with `NO_COLOR` or on monochrome terminals).
  package var usesColor = true
  /// The keys of every command: the defaults with the user's keys file over them.
  package let keymap: Keymap

  /// A state showing `project` on a terminal of the given size, answering to `keymap`'s keys.
  package init(
    project: Project, title: String, width: Int, height: Int, linter: Linter = Linter(),
    keymap: Keymap = .standard
  ) {
    self.keymap = keymap
    document = EditorDocument(project: project)
    analysis = EditorAnalysis(project: project, linter: linter)
    viewport = Viewport(width: width, height: height)
    self.title = title
    rebuildRows(keeping: nil)
  }

  /// The project being edited.
  package var project: Project { document.project }
  /// Cells edited since the last save.
  package var editedCells: Set<CellID> { document.editedCells }
  /// Files with unsaved changes (indices into `project.files`).
  package var dirtyFiles: Set<Int> { document.dirtyFiles }
  /// Findings by cell, from the check engine.
  package var findings: FindingIndex { analysis.findings }
  /// Whether the checks of the whole project have finished.
  package var checksFinished: Bool { analysis.checksFinished }
  /// The terminal's width.
  package var width: Int { viewport.width }
  /// The terminal's height.
  package var height: Int { viewport.height }
  /// Which rows are listed.
  package var filter: Viewport.RowFilter { viewport.filter }
  /// The one table shown, or every table when `nil`.
  package var tableFilter: TableID? { viewport.tableFilter }
  /// The listed rows.
  package var rows: Viewport.DisplayRows { viewport.rows }
  /// The selected row, an index into `rows`.
  package var selectedRow: Int { viewport.selectedRow }
  /// The selected language, an index into `project.languages`.
  package var selectedColumn: Int { viewport.selectedColumn }
  /// The first listed row on screen.
  package var topRow: Int { viewport.topRow }
  /// The last search, for `n` and `N`.
  package var lastSearch: String { viewport.lastSearch }

  /// Whether anything is unsaved.
  package var hasUnsavedChanges: Bool { !dirtyFiles.isEmpty || document.reviewsDirty }

  /// How many files are unsaved, as the title and the quit prompt count them: the dirty
  /// localization files, or the review file when only review states changed (it is written
  /// with every save, and the save's message names it).
  var unsavedFileCount: Int { dirtyFiles.isEmpty && document.reviewsDirty ? 1 : dirtyFiles.count }

  /// The edits that turn the files as last saved into the project as it is (see
  /// `EditorDocument.unsavedEdits`): what a recovery journal keeps.
  package var unsavedEdits: [[CellEdit]]? { document.unsavedEdits }

  /// The file holding a cell's table in the cell's language.
  func fileIndex(of cell: CellID) -> Int? { document.fileIndex(of: cell) }

  /// The selected key row as (grid index, row), if any.
  package var selection: (grid: Int, row: Int)? { viewport.selection }

  /// The cell reference of (grid, row, column).
  package func cell(grid: Int, row: Int, column: Int) -> CellID {
    project.cellID(grid: grid, row: row, column: column)
  }

  /// The selected cell, if any.
  ///
  /// `nil` as well while the listed rows are older than the project (an undo just removed the
  /// selected key, and the rows are not rebuilt yet).
  package var selectedCell: CellID? {
    guard let (grid, row) = selection, project.grids.indices.contains(grid),
      project.grids[grid].keys.indices.contains(row),
      project.languages.indices.contains(selectedColumn)
    else { return nil }
    return cell(grid: grid, row: row, column: selectedColumn)
  }

  /// The value of a cell, or `nil` when missing.
  package func value(grid: Int, row: Int, column: Int) -> String? {
    project.content(grid: grid, row: row, column: column).text
  }

  /// The plural entry of a cell, if it is one.
  package func plural(grid: Int, row: Int, column: Int) -> PluralEntry? {
    project.content(grid: grid, row: row, column: column).plural
  }

  /// The text a cell shows: its value, or for a plural entry a compact summary
  /// (`one: %ld file · other: %ld files`, prefixed by the variable when there are several).
  package func displayText(grid: Int, row: Int, column: Int) -> String? {
    project.summary(grid: grid, row: row, column: column)
  }

  /// What a cell shows besides its text.
  package func state(grid: Int, row: Int, column: Int) -> CellState {
    // Drawn for every visible cell each frame: only cheap questions, nothing decoded.
    guard project.grids[grid].entry(row: row, language: column) != nil else {
      if isReadOnly(fileIndex: project.grids[grid].files[column]) { return .unreadable }
      let expected =
        project.isInBundle(grid: grid, column: column)
        && (!project.isSourceSide(column: column) || project.sourceColumn(ofGrid: grid) == column)
      return expected ? .missing : .notExpected
    }
    let state = project.translationState(grid: grid, row: row, column: column)
    let language = project.languages[column]
    if state == .new && language != project.sourceLanguage { return .missing }
    if project.hasEmptyText(grid: grid, row: row, column: column) { return .empty }
    let reference = project.cellID(grid: grid, row: row, column: column)
    let severity = analysis.findings.worstSeverity(of: reference)
    if let severity, severity != .info { return .finding(severity) }
    // A review state is work to do: it shows over a note (`•`), never under it.
    switch state {
    case .needsReview: return reviewCellState(grid: grid, row: row, column: column)
    case .stale: return .stale
    default: break
    }
    // Other formats' review states are in the review file (`project.reviews`).
    if !project.reviews.isEmpty,
      project.reviewState(grid: grid, row: row, column: column)?.needsReview == true
    {
      return reviewCellState(grid: grid, row: row, column: column)
    }
    if !analysis.outdated.isEmpty, outdated(reference) != nil { return .needsReview }
    if let severity { return .finding(severity) }
    return document.editedCells.contains(reference) ? .edited : .fine
  }

  /// How a cell needing review shows: machine-translated apart from the other reasons.
  private func reviewCellState(grid: Int, row: Int, column: Int) -> CellState {
    project.reviewState(grid: grid, row: row, column: column)?.reason == .machineTranslated
      ? .machineTranslated : .needsReview
  }

  /// Whether the file at `fileIndex` cannot be edited (it failed to parse or is a plist).
  func isReadOnly(fileIndex: Int?) -> Bool {
    guard let fileIndex else { return false }
    return !project.files[fileIndex].isWritable
  }
}
