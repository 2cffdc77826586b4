import L10nCheck
import L10nModel

/// Everything the editor shows and remembers, as one value: the reducer changes it, the renderer draws it.
///
/// Nothing here touches the terminal or the disk.
public struct EditorState: Sendable {
  /// What the keyboard is doing.
  public enum Mode: Hashable, Sendable {
    /// Moving around the grid.
    case normal
    /// Editing text in a line editor.
    case editing(EditTarget, LineEditor)
    /// Editing the plural forms of a `.stringsdict` entry.
    case editingPlural(PluralEditor)
    /// Typing a search.
    case searching(LineEditor)
    /// Confirming that a key is deleted everywhere.
    case confirmingDelete(Finding.Cell)
    /// Asking whether to save before quitting.
    case confirmingQuit
    /// Choosing the table to show.
    case pickingTable(Int)
    /// The help screen, scrolled by a number of lines.
    case help(Int)
  }

  /// What a line editor's text becomes when committed.
  public enum EditTarget: Hashable, Sendable {
    /// A cell's value.
    case value(Finding.Cell)
    /// The name of a new key of a table.
    case newKey(TableID)
    /// The source value of a new key.
    case newKeyValue(TableID, LocalizationKey)
    /// A new name for a key.
    case rename(TableID, LocalizationKey)
    /// The comment of a key.
    case comment(TableID, LocalizationKey)
  }

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

  /// A restorable moment, for undo and redo.
  struct Snapshot: Sendable {
    var project: Project
    var editedCells: Set<Finding.Cell>
    var dirtyFiles: Set<Int>
    var findings: FindingIndex
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
  var undoStack: [Snapshot] = []
  var redoStack: [Snapshot] = []
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
      let (flags, count) = gapFlags(grid: gridIndex)
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
    Finding.Cell(
      table: project.grids[grid].table, key: project.grids[grid].keys[row],
      language: project.languages[column])
  }

  /// The selected cell, if any.
  public var selectedCell: Finding.Cell? {
    selection.map { cell(grid: $0.grid, row: $0.row, column: selectedColumn) }
  }

  /// The value of a cell, or `nil` when missing.
  public func value(grid: Int, row: Int, column: Int) -> String? {
    project.grids[grid].entry(row: row, language: column).flatMap { project.value(at: $0) }
  }

  /// The plural entry of a cell, if it is one.
  public func plural(grid: Int, row: Int, column: Int) -> PluralEntry? {
    project.grids[grid].entry(row: row, language: column).flatMap { project.plural(at: $0) }
  }

  /// The text a cell shows: its value, or for a plural entry a compact summary
  /// (`one: %ld file · other: %ld files`, prefixed by the variable when there are several).
  public func displayText(grid: Int, row: Int, column: Int) -> String? {
    if let location = project.grids[grid].entry(row: row, language: column),
      let localization = project.catalogLocalization(at: location), localization.isStructured
    {
      let forms = localization.pluralVariables.first { $0.name == "plural" }?.forms ?? []
      if !forms.isEmpty {
        return forms.map { "\($0.category): \($0.text)" }.joined(separator: " · ")
      }
      if let values = localization.node["stringSet"]?["values"], case .array(let items) = values {
        return items.compactMap(\.text).joined(separator: " · ")
      }
      return "(variations: "
        + (localization.node["variations"]?.members?.map(\.key.value).joined(separator: ", ")
          ?? "substitutions") + ")"
    }
    if let plural = plural(grid: grid, row: row, column: column) {
      let variables = plural.variables.filter(\.isPlural)
      return variables.map { variable in
        let forms = PluralCategory.allCases.compactMap { category in
          variable.form(category.rawValue).map { "\(category.rawValue): \($0)" }
        }
        .joined(separator: " · ")
        return variables.count > 1 ? "\(variable.name) { \(forms) }" : forms
      }
      .joined(separator: " ")
    }
    return value(grid: grid, row: row, column: column)
  }

  /// What a cell shows besides its text.
  public func state(grid: Int, row: Int, column: Int) -> CellState {
    let grid = project.grids[grid]
    guard let location = grid.entry(row: row, language: column) else {
      return isReadOnly(fileIndex: grid.files[column]) ? .unreadable : .missing
    }
    if isNewCatalogTranslation(location) { return .missing }
    if isEmptyValue(location) { return .empty }
    let reference = Finding.Cell(
      table: grid.table, key: grid.keys[row], language: project.languages[column])
    if let severity = findings.worstSeverity(of: reference) { return .finding(severity) }
    switch project.catalogLocalization(at: location)?.state {
    case "needs_review": return .needsReview
    case "stale": return .stale
    default: break
    }
    return editedCells.contains(reference) ? .edited : .fine
  }

  /// Whether the file at `fileIndex` cannot be edited (it failed to parse or is a plist).
  func isReadOnly(fileIndex: Int?) -> Bool {
    guard let fileIndex else { return false }
    return !project.files[fileIndex].isWritable
  }

  /// Whether a catalog cell is a translation still in state `new` (a gap).
  func isNewCatalogTranslation(_ location: EntryLocation) -> Bool {
    guard let localization = project.catalogLocalization(at: location) else { return false }
    let isSource = project.languages[Int(location.column)] == project.sourceLanguage
    return !isSource && localization.state == "new"
  }

  /// Whether a catalog key is marked `shouldTranslate: false` (never a gap).
  func isNotTranslated(grid: Int, row: Int) -> Bool {
    guard let location = project.grids[grid].entry(row: row, language: 0),
      let entry = project.catalogEntry(at: location)?.entry
    else { return false }
    return !entry.shouldTranslate
  }

  func isEmptyValue(_ location: EntryLocation) -> Bool {
    if location.column >= 0 { return project.catalogLocalization(at: location)?.value == "" }
    guard let document = project.files[Int(location.file)].document else { return false }
    guard let value = document.entries[Int(location.entry)].value else { return false }
    return value.contentRange.isEmpty
  }

  /// Whether a cell is a gap: missing or empty, in a file that can be edited.
  func isGap(grid: Int, row: Int, column: Int) -> Bool {
    let table = project.grids[grid]
    guard let location = table.entry(row: row, language: column) else {
      return !isReadOnly(fileIndex: table.files[column]) && !isNotTranslated(grid: grid, row: row)
    }
    if isNewCatalogTranslation(location) { return !isNotTranslated(grid: grid, row: row) }
    return isEmptyValue(location)
  }

  /// Per row, whether it has a gap; and the number of gap cells.
  ///
  /// The same answers as `isGap`, for a whole table at once: each column's document and
  /// read-only state are looked up once, not once per cell (this runs at start-up).
  func gapFlags(grid: Int) -> ([Bool], Int) {
    let table = project.grids[grid]
    if table.files.first.flatMap({ $0 }).map({ project.files[$0].isCatalog }) == true {
      // Catalogs: few and small next to .strings projects; the per-cell rules apply.
      return countGaps(table.keys.indices) { row in
        project.languages.indices.count { isGap(grid: grid, row: row, column: $0) }
      }
    }
    let readOnly = table.files.map { isReadOnly(fileIndex: $0) }
    let documents = table.files.map { $0.flatMap { project.files[$0].document } }
    return countGaps(table.keys.indices) { row in
      var count = 0
      for column in readOnly.indices {
        guard let location = table.entry(row: row, language: column) else {
          if !readOnly[column] { count += 1 }
          continue
        }
        // A plural entry lives in the .stringsdict, never empty; a .strings value may be.
        guard Int(location.file) == table.files[column], let document = documents[column],
          let value = document.entries[Int(location.entry)].value
        else { continue }
        if value.contentRange.isEmpty { count += 1 }
      }
      return count
    }
  }

  private func countGaps(_ rows: Range<Int>, _ gaps: (Int) -> Int) -> ([Bool], Int) {
    var total = 0
    let flags = rows.map { row in
      let count = gaps(row)
      total += count
      return count > 0
    }
    return (flags, total)
  }
}
