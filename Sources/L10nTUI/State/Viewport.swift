import L10nModel

/// What the grid shows: the terminal's size, the listed rows and their filters, the selection,
/// the scrolling, and the search.
package struct Viewport: Sendable {
  /// Which rows the grid lists.
  package enum RowFilter: String, Hashable, Sendable, CaseIterable {
    /// Every key.
    case all
    /// Keys with a missing or empty cell.
    case gaps
    /// Keys with a finding other than a gap.
    case problems
    /// Keys with a missing translation (no entry, or a catalog translation in state `new`).
    case missing
    /// Keys with an empty value.
    case empty
    /// Keys with a String Catalog translation marked `needs_review`.
    case needsReview = "needs review"
    /// Keys with a String Catalog translation marked `stale`.
    case stale
    /// Keys no scanned code uses (offered once the code is scanned).
    case unused

    /// The filters `f` steps through; the others are chosen in the palette.
    static let cycled: [RowFilter] = [.all, .gaps, .problems]

    /// The rows it lists, in words.
    package var listed: String {
      switch self {
      case .all: "every key"
      case .gaps: "keys with a missing or empty cell"
      case .problems: "keys with a problem"
      case .missing: "keys with a missing translation"
      case .empty: "keys with an empty value"
      case .needsReview: "keys with a translation that needs review"
      case .stale: "keys with a stale translation"
      case .unused: "keys no scanned code uses"
      }
    }
  }

  /// One language to translate: the grid shows the source, an optional reference language
  /// (such as `pt` while translating `pt-BR`) and that language only.
  package struct LanguageFocus: Hashable, Sendable {
    /// The language translated, an index into `project.languages`.
    package var language: Int
    /// The reference language shown between the source and it, if any.
    package var reference: Int?
  }

  /// A row of the grid: a table's header, or one of its keys.
  package enum DisplayRow: Hashable, Sendable {
    /// The header of the table at this grid index.
    case header(Int)
    /// A key: grid index and row in that grid.
    case key(Int, Int)
  }

  /// The terminal's size.
  package internal(set) var width: Int
  /// The terminal's size.
  package internal(set) var height: Int
  /// Which rows are listed.
  package internal(set) var filter: RowFilter = .all
  /// The one table shown, or every table when `nil`.
  package internal(set) var tableFilter: TableID?
  /// The listed rows.
  package internal(set) var rows = DisplayRows() {
    didSet { rowsRevision &+= 1 }
  }
  /// Counts the changes of `rows`, so that what was worked out from them (a search's matches)
  /// can tell it still holds.
  var rowsRevision = 0
  /// The selected row, an index into `rows` (always a key row when there is one).
  package internal(set) var selectedRow = 0
  /// The selected language, an index into `project.languages`.
  package internal(set) var selectedColumn = 0
  /// The first listed row on screen.
  package internal(set) var topRow = 0
  /// The first scrolling language column on screen (the source column stays pinned).
  package internal(set) var firstScrolledColumn = 1
  /// The last search, for `n` and `N`.
  package internal(set) var lastSearch = ""
  /// The language being translated, when the grid shows only it (with the source and a
  /// reference); `nil` shows every language.
  package internal(set) var focus: LanguageFocus?
  /// The focused language's translated and expected cells (of the table shown), kept up to
  /// date as edits land.
  package internal(set) var focusProgress = (translated: 0, expected: 0, sameAsSource: 0)
  /// How far the detail pane is scrolled, and for which cell (another cell shows from the top).
  var detailScroll: (cell: CellID, lines: Int)?
  /// The key column's width as the user set it with `<` and `>` (`nil`: fitted to the keys).
  package internal(set) var keyColumnWidth: Int?
  /// Where the selection was when the search started, restored when it is cancelled.
  var searchOrigin = (row: 0, column: 0)
  /// The queries typed since the search started and the cell each found (`nil`: none).
  ///
  /// A longer query resumes where a shorter one matched, and Backspace looks nothing up again.
  /// Emptied when the listed rows change.
  var searchSteps: [SearchStep] = []

  /// A query of the search being typed, lowercased, and the listed cell it found.
  struct SearchStep: Sendable {
    var query: [Character]
    var found: (row: Int, column: Int)?
  }

  /// A viewport of the given size, listing nothing yet.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// The index in `rows` of the row of `grid`, if it is listed.
  func rowIndex(grid: Int, row: Int) -> Int? {
    // Rows are in grid order, then key order: a binary search finds the key's place.
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if Self.order(rows[middle]) < (grid, row, 1) { low = middle + 1 } else { high = middle }
    }
    return low < rows.count && rows[low] == .key(grid, row) ? low : nil
  }

  private static func order(_ row: DisplayRow) -> (Int, Int, Int) {
    switch row {
    case .header(let grid): (grid, -1, 0)
    case .key(let grid, let row): (grid, row, 1)
    }
  }

  /// The selected key row as (grid index, row), if any.
  package var selection: (grid: Int, row: Int)? {
    guard selectedRow < rows.count, case .key(let grid, let row) = rows[selectedRow] else {
      return nil
    }
    return (grid, row)
  }
}
