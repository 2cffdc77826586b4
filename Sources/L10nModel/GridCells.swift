/// The cells of a table's grid: a row per key, a column per project language, each pointing at
/// the entry that holds it (or `.missing`).
///
/// Dense (a slot for every row and column) when at least a quarter of the cells exist;
/// otherwise only the cells that exist are stored, so that languages only other tables have (a
/// String Catalog naming a thousand languages) cost a table with none of their files nothing.
/// A cell takes eight bytes: a String Catalog location's column is the cell's own, so a flag
/// stands for it.
struct GridCells: Sendable {
  private let width: Int
  private var dense: [Cell] = []
  private var sparse: [Int: Cell] = [:]
  private let isDense: Bool

  /// A location without its column: the file, and the entry with the top bit set for a String
  /// Catalog's (whose column is the cell's).
  private struct Cell: Equatable, Sendable {
    var file: Int32
    var entry: UInt32

    static let missing = Cell(.missing, column: 0)
    private static let catalogBit: UInt32 = 1 << 31

    /// `location` placed in `column` (a catalog location names that column).
    init(_ location: EntryLocation, column: Int) {
      file = location.file
      entry = UInt32(bitPattern: location.entry)
      if location != .missing, location.column >= 0 {
        assert(Int(location.column) == column, "a catalog cell names its own column")
        entry |= Self.catalogBit
      }
    }

    /// The location of this cell in `column`.
    func location(column: Int) -> EntryLocation {
      guard self != .missing else { return .missing }
      return EntryLocation(
        file: Int(file), entry: Int(entry & ~Self.catalogBit),
        column: entry & Self.catalogBit != 0 ? column : -1)
    }
  }

  /// `rows` × `width` cells; `present` sets cells in order (a later one for the same cell wins).
  init<Present: Collection<(row: Int, column: Int, location: EntryLocation)>>(
    rows: Int, width: Int, present: Present
  ) {
    self.init(rows: rows, width: width, count: present.count) { place in
      for cell in present { place(cell.row, cell.column, cell.location) }
    }
  }

  /// `rows` × `width` cells; `present` calls `place` for each of `count` cells in order (a
  /// later one for the same cell wins).
  init(
    rows: Int, width: Int, count: Int,
    present: (_ place: (_ row: Int, _ column: Int, _ location: EntryLocation) -> Void) -> Void
  ) {
    self.width = width
    isDense = count * 4 >= rows * width
    var dense: [Cell] = []
    var sparse: [Int: Cell] = [:]
    if isDense {
      dense = Array(repeating: .missing, count: rows * width)
      present { row, column, location in
        dense[row * width + column] = Cell(location, column: column)
      }
    } else {
      sparse.reserveCapacity(count)
      present { row, column, location in
        sparse[row * width + column] = Cell(location, column: column)
      }
    }
    self.dense = dense
    self.sparse = sparse
  }

  /// Removes row `row` (the rows after it move up one).
  mutating func removeRow(_ row: Int) {
    if isDense {
      dense.removeSubrange((row * width)..<((row + 1) * width))
    } else {
      renumberSparse { $0 == row ? nil : $0 > row ? $0 - 1 : $0 }
    }
  }

  /// Inserts a row of `cells` (one per column) before row `row`.
  mutating func insertRow(_ cells: [EntryLocation], at row: Int) {
    if isDense {
      dense.insert(
        contentsOf: cells.enumerated().map { Cell($1, column: $0) }, at: row * width)
    } else {
      renumberSparse { $0 >= row ? $0 + 1 : $0 }
      for (column, location) in cells.enumerated() where location != .missing {
        sparse[row * width + column] = Cell(location, column: column)
      }
    }
  }

  /// Moves every stored cell to the row `newRow` gives for its row (dropping it for `nil`).
  private mutating func renumberSparse(_ newRow: (Int) -> Int?) {
    var moved: [Int: Cell] = [:]
    moved.reserveCapacity(sparse.count)
    for (slot, location) in sparse {
      guard let row = newRow(slot / width) else { continue }
      moved[row * width + slot % width] = location
    }
    sparse = moved
  }

  /// The cell at (`row`, `column`).
  subscript(row: Int, column: Int) -> EntryLocation {
    get {
      (isDense ? dense[row * width + column] : sparse[row * width + column] ?? .missing)
        .location(column: column)
    }
    set {
      let cell = Cell(newValue, column: column)
      if isDense {
        dense[row * width + column] = cell
      } else {
        sparse[row * width + column] = cell == .missing ? nil : cell
      }
    }
  }
}
