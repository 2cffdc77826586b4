import L10nCheck
import L10nModel

/// Everything the editor shows and remembers, as one value: the reducer changes it, the renderer draws it.
///
/// Nothing here touches the terminal or the disk.
public struct EditorState: Sendable {
  /// Which rows the grid lists.
  public enum RowFilter: String, Hashable, Sendable, CaseIterable {
    /// Every key.
    case all
    /// Keys with a missing or empty cell.
    case gaps
    /// Keys with a finding other than a gap.
    case problems
  }

  /// A row of the grid: a table's header, or one of its keys.
  public enum DisplayRow: Hashable, Sendable {
    /// The header of the table at this grid index.
    case header(Int)
    /// A key: grid index and row in that grid.
    case key(Int, Int)
  }

  /// One step of undo or redo.
  ///
  /// The project change (with its exact inverse) and the editor's unsaved-state bookkeeping as
  /// it was before it. Memory grows with what changed, not with the project.
  struct UndoRecord: Sendable {
    var changes: ChangeSet
    var editedCells: Set<Finding.Cell>
    var dirtyFiles: Set<Int>
  }

  /// The project being edited.
  public internal(set) var project: Project
  /// The path the editor was opened on, for the title bar.
  public let title: String
  /// The terminal's size.
  public internal(set) var width: Int
  /// The terminal's size.
  public internal(set) var height: Int
  /// The keyboard mode.
  public internal(set) var mode: Mode = .normal
  /// Which rows are listed.
  public internal(set) var filter: RowFilter = .all
  /// The one table shown, or every table when `nil`.
  public internal(set) var tableFilter: TableID?
  /// The listed rows.
  public internal(set) var rows: [DisplayRow] = []
  /// The selected row, an index into `rows` (always a key row when there is one).
  public internal(set) var selectedRow = 0
  /// The selected language, an index into `project.languages`.
  public internal(set) var selectedColumn = 0
  /// The first listed row on screen.
  public internal(set) var topRow = 0
  /// The first scrolling language column on screen (the source column stays pinned).
  public internal(set) var firstScrolledColumn = 1
  /// Findings by cell, from the check engine.
  public internal(set) var findings = FindingIndex()
  /// Whether the checks of the whole project have finished.
  public internal(set) var checksFinished = false
  /// Cells edited since the last save.
  public internal(set) var editedCells: Set<Finding.Cell> = []
  /// Files with unsaved changes (indices into `project.files`).
  public internal(set) var dirtyFiles: Set<Int> = []
  /// The message on the bottom line.
  public internal(set) var message: String?
  /// The last search, for `n` and `N`.
  public internal(set) var lastSearch = ""
  /// Where the selection was when the search started, restored when it is cancelled.
  var searchOrigin = (row: 0, column: 0)
  /// Whether to draw colours (off with `NO_COLOR` or on monochrome terminals).
  public var usesColor = true
  /// Rows with a missing or empty cell, per grid.
  var gapRows: [[Bool]] = []
  /// The number of gap cells, per grid.
  var gapCounts: [Int] = []
  /// Rows with a problem (a finding other than a gap), per grid.
  var problemRows: [[Bool]] = []
  /// The display width of the longest key (of the first few thousand), for the key column.
  var longestKeyWidth = 0
  var undoStack: [UndoRecord] = []
  var redoStack: [UndoRecord] = []
  /// The linter whose row rules re-check edited rows.
  let linter: Linter

  /// A state showing `project` on a terminal of the given size.
  public init(project: Project, title: String, width: Int, height: Int, linter: Linter = Linter()) {
    self.project = project
    self.title = title
    self.width = width
    self.height = height
    self.linter = linter
    for gridIndex in project.grids.indices {
      let (flags, count) = project.gapFlags(grid: gridIndex)
      gapRows.append(flags)
      gapCounts.append(count)
    }
    longestKeyWidth =
      project.grids.lazy.flatMap(\.keys).prefix(5_000).map { TextWidth.width(of: $0.text) }.max()
      ?? 0
    rebuildRows(keeping: nil)
  }

  /// Whether anything is unsaved.
  public var hasUnsavedChanges: Bool { !dirtyFiles.isEmpty }

  /// The selected key row as (grid index, row), if any.
  public var selection: (grid: Int, row: Int)? {
    guard selectedRow < rows.count, case .key(let grid, let row) = rows[selectedRow] else {
      return nil
    }
    return (grid, row)
  }

  /// The cell reference of (grid, row, column).
  public func cell(grid: Int, row: Int, column: Int) -> Finding.Cell {
    project.cellID(grid: grid, row: row, column: column)
  }

  /// The selected cell, if any.
  public var selectedCell: Finding.Cell? {
    selection.map { cell(grid: $0.grid, row: $0.row, column: selectedColumn) }
  }

  /// The value of a cell, or `nil` when missing.
  public func value(grid: Int, row: Int, column: Int) -> String? {
    project.content(grid: grid, row: row, column: column).text
  }

  /// The plural entry of a cell, if it is one.
  public func plural(grid: Int, row: Int, column: Int) -> PluralEntry? {
    project.content(grid: grid, row: row, column: column).plural
  }

  /// The text a cell shows: its value, or for a plural entry a compact summary
  /// (`one: %ld file · other: %ld files`, prefixed by the variable when there are several).
  public func displayText(grid: Int, row: Int, column: Int) -> String? {
    project.summary(grid: grid, row: row, column: column)
  }

  /// What a cell shows besides its text.
  public func state(grid: Int, row: Int, column: Int) -> CellState {
    let content = project.content(grid: grid, row: row, column: column)
    switch content {
    case .missing, .unreadable:
      return isReadOnly(fileIndex: project.grids[grid].files[column]) ? .unreadable : .missing
    case .text, .plural, .structured: break
    }
    let language = project.languages[column]
    if content.state == .new && language != project.sourceLanguage { return .missing }
    if content.text == "" { return .empty }
    let reference = project.cellID(grid: grid, row: row, column: column)
    if let severity = findings.worstSeverity(of: reference) { return .finding(severity) }
    switch content.state {
    case .needsReview: return .needsReview
    case .stale: return .stale
    default: break
    }
    return editedCells.contains(reference) ? .edited : .fine
  }

  /// Whether the file at `fileIndex` cannot be edited (it failed to parse or is a plist).
  func isReadOnly(fileIndex: Int?) -> Bool {
    guard let fileIndex else { return false }
    return !project.files[fileIndex].isWritable
  }

  /// Whether a cell is a gap (the model's one definition).
  func isGap(grid: Int, row: Int, column: Int) -> Bool {
    project.coverage(grid: grid, row: row, column: column).isGap
  }
}
