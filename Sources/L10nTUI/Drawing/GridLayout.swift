/// Where things go on screen for a given size: the bars, the grid and its columns, the detail pane.
///
/// The reducer and the renderer share it, so scrolling and drawing agree.
struct GridLayout {
  /// Rows above the grid: the title bar and the column headers.
  static let gridTop = 2
  /// The width of the key column.
  let keyWidth: Int
  /// The width of every language column.
  let columnWidth: Int
  /// How many scrolling language columns fit next to the pinned source column.
  let scrolledColumnCount: Int
  /// Rows of the grid.
  let gridHeight: Int
  /// Rows of the detail pane (0 on small terminals).
  let detailHeight: Int
  /// The screen width.
  let width: Int

  /// The layout of a `width` × `height` terminal.
  ///
  /// The key column fits the longest key (within bounds) unless `keyWidth` asks for a width
  /// (kept between 8 columns and all but one language column). While a value is edited, the pane below the grid is the edit panel:
  /// half of the room under the title and headers.
  ///
  /// With `seenAs`, one more column (the "seen as" column) sits after the languages.
  init(
    width: Int, height: Int, languageCount: Int, longestKey: Int, keyWidth requested: Int? = nil,
    editPanel: Bool = false, seenAs: Bool = false
  ) {
    self.width = width
    let pane = height >= 24 ? 7 : (height >= 16 ? 4 : 0)
    detailHeight = editPanel ? max(pane, (height - Self.gridTop - 1) / 2) : pane
    gridHeight = max(1, height - Self.gridTop - detailHeight - 1)
    let keyWidth =
      requested.map { min(max($0, 8), width - 18) }
      ?? min(max(longestKey + 1, 12), max(12, width / 4), 36)
    self.keyWidth = min(keyWidth, max(4, width - 8))
    let available = max(1, width - self.keyWidth)
    let minimum = 18
    // At least the source and one more language, so a selected translation is always shown.
    let extra = seenAs ? 1 : 0
    let columns = languageCount + extra
    let fitting = max(min(2 + extra, columns), min(columns, available / minimum))
    columnWidth = max(4, min(48, available / fitting))
    scrolledColumnCount = max(0, fitting - 1 - extra)
  }

  /// The visible language columns: the source (0), then `scrolledColumnCount` from `first`.
  func visibleColumns(first: Int, languageCount: Int) -> [Int] {
    let scrolled = Array(first..<min(languageCount, first + scrolledColumnCount))
    return languageCount > 0 ? [0] + scrolled : []
  }

  /// The screen x of the `position`-th visible language column.
  func x(ofVisibleColumn position: Int) -> Int {
    keyWidth + position * columnWidth
  }
}
