/// A grid of terminal cells: what the renderer draws and backends display.
///
/// A wide character occupies its cell and a continuation cell to its right (width 0), so
/// columns always line up. Backends compare two screens and send only the changed cells.
package struct Screen: Equatable, Sendable {
  /// One terminal cell.
  package struct Cell: Equatable, Sendable {
    /// The text: one scalar of nonzero width plus up to four zero-width ones, or empty.
    ///
    /// Empty marks a continuation cell (the right half of a wide character). A grapheme
    /// cluster may take several cells (see `TextWidth+Clusters`).
    package var text: String
    /// 1, 2 (a wide character), or 0 (the right half of a wide character).
    package var width: UInt8
    /// How the cell is drawn.
    package var style: Style

    /// A blank cell.
    package static let blank = Cell(text: " ", width: 1, style: .plain)
  }

  /// Columns.
  package let width: Int
  /// Rows.
  package let height: Int
  /// Cells, row by row.
  package private(set) var cells: [Cell]
  /// Where the terminal's cursor goes (a line editor's insertion point), if shown.
  package var cursor: Position?

  /// A cell position.
  package struct Position: Equatable, Sendable {
    /// The column.
    package var x: Int
    /// The row.
    package var y: Int

    /// Creates a position.
    package init(x: Int, y: Int) {
      self.x = x
      self.y = y
    }
  }

  /// A blank screen.
  package init(width: Int, height: Int) {
    self.width = max(0, width)
    self.height = max(0, height)
    cells = Array(repeating: .blank, count: self.width * self.height)
  }

  /// The cell at column `x`, row `y`.
  package subscript(x: Int, y: Int) -> Cell {
    cells[y * width + x]
  }

  /// Draws `text` at (`x`, `y`) in `style`, within `limit` columns (to the right edge when
  /// `nil`), shown as `VisibleText.escaped` shows it: control characters never reach the
  /// terminal raw, and disguising ones are shown.
  ///
  /// Returns the column after the text.
  @discardableResult
  package mutating func put(
    _ text: String, x: Int, y: Int, style: Style = .plain, limit: Int? = nil
  )
    -> Int
  {
    guard y >= 0, y < height else { return x }
    let end = min(width, limit.map { x + $0 } ?? width)
    var column = x
    for character in VisibleText.escaped(text) {
      let simple = TextWidth.singleScalarWidth(of: character)
      let characterWidth = simple ?? TextWidth.width(of: character)
      guard characterWidth > 0 else { continue }
      if column + characterWidth > end { break }
      column = put(character, x: column, y: y, style: style, width: simple)
    }
    return column
  }

  /// Draws `text` in a field of exactly `width` columns from (`x`, `y`): cut with `…` when
  /// longer, padded with spaces when shorter — in one pass; shown as `put` shows it.
  package mutating func putField(_ text: String, x: Int, y: Int, width: Int, style: Style = .plain)
  {
    guard y >= 0, y < height, width > 0 else { return }
    let text = VisibleText.escaped(text)
    let end = min(self.width, x + width)
    var column = x
    var index = text.startIndex
    while index < text.endIndex {
      let character = text[index]
      let simple = TextWidth.singleScalarWidth(of: character)
      let characterWidth = simple ?? TextWidth.width(of: character)
      index = text.index(after: index)
      guard characterWidth > 0 else { continue }
      // Keep one column for the ellipsis unless this is the last character and it fits.
      let isLast = index == text.endIndex
      if column + characterWidth > end - (isLast ? 0 : 1) {
        if column < end, column >= 0 {
          set(Cell(text: "…", width: 1, style: style), x: column, y: y)
        }
        column += 1
        break
      }
      column = put(character, x: column, y: y, style: style, width: simple)
    }
    while column < end {
      if column >= 0 { set(Cell(text: " ", width: 1, style: style), x: column, y: y) }
      column += 1
    }
  }

  /// Fills `count` cells from (`x`, `y`) with spaces in `style`.
  package mutating func fill(x: Int, y: Int, count: Int, style: Style) {
    guard y >= 0, y < height else { return }
    for column in max(0, x)..<max(max(0, x), min(width, x + count)) {
      set(Cell(text: " ", width: 1, style: style), x: column, y: y)
    }
  }

  /// The text of row `y`, wide characters once, trailing spaces kept.
  package func text(ofRow y: Int) -> String {
    (0..<width).map { self[$0, y].text }.joined()
  }

  /// The whole screen as text, one line per row, trailing spaces removed.
  package var text: String {
    (0..<height).map { y in
      var line = text(ofRow: y)
      while line.last == " " { line.removeLast() }
      return line
    }
    .joined(separator: "\n")
  }

  /// Draws the cells of one grapheme cluster from column `x` (cells left of the screen are
  /// skipped) and returns the column after it; `width` is its width when it is one scalar
  /// (one cell, nothing to split).
  private mutating func put(_ character: Character, x: Int, y: Int, style: Style, width: Int?)
    -> Int
  {
    if let width {
      if x >= 0 {
        set(Cell(text: String(character), width: UInt8(width), style: style), x: x, y: y)
        if width == 2 { set(Cell(text: "", width: 0, style: style), x: x + 1, y: y) }
      }
      return x + width
    }
    var column = x
    TextWidth.forEachCell(of: character) { text, width in
      if column >= 0 {
        set(Cell(text: text, width: UInt8(width), style: style), x: column, y: y)
        if width == 2 { set(Cell(text: "", width: 0, style: style), x: column + 1, y: y) }
      }
      column += width
    }
    return column
  }

  private mutating func set(_ cell: Cell, x: Int, y: Int) {
    let index = y * width + x
    // Overwriting half of a wide character blanks its other half.
    if cells[index].width == 0, x > 0 { cells[index - 1] = .blank }
    if cells[index].width == 2, x + 1 < width { cells[index + 1] = .blank }
    cells[index] = cell
  }
}
