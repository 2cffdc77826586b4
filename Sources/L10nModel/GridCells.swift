/// The cells of a table's grid: a row per key, a column per project language, each pointing at
/// the entry that holds it (or `.missing`).
///
/// Only the columns that hold a cell take room (a table has files in the languages of its
/// bundle, a project may have many more). Over those, dense (a slot for every row and used
/// column) when at least a quarter of the cells exist; otherwise only the cells that exist are
/// stored, so that a String Catalog naming a thousand languages, with a few keys translated
/// into most of them, costs no slot for every key in every language. A cell takes eight bytes:
/// a String Catalog location's column is the cell's own, so a flag stands for it.
struct GridCells: Sendable {
  private let width: Int
  /// For each project column, its slot among the used columns, or -1.
  private var slots: [Int32]
  /// The number of used columns.
  private var usedWidth: Int
  /// The slots of a dense row: the used columns and room for more (doubled when full, so that
  /// languages added one by one copy the cells a few times, not once each).
  private var stride: Int
  private var rows: Int
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
    self.init(
      rows: rows, width: width, count: present.count, columns: Set(present.map(\.column))
    ) { place in
      for cell in present { place(cell.row, cell.column, cell.location) }
    }
  }

  /// `rows` × `width` cells, of which only `columns` hold any; `present` calls `place` for
  /// each of `count` cells in order (a later one for the same cell wins).
  init(
    rows: Int, width: Int, count: Int, columns: Set<Int>,
    present: (_ place: (_ row: Int, _ column: Int, _ location: EntryLocation) -> Void) -> Void
  ) {
    self.width = width
    self.rows = rows
    var slots = [Int32](repeating: -1, count: width)
    for (slot, column) in columns.sorted().enumerated() { slots[column] = Int32(slot) }
    self.slots = slots
    usedWidth = columns.count
    stride = columns.count
    isDense = !columns.isEmpty && count * 4 >= rows * columns.count
    let stride = columns.count
    var dense: [Cell] = []
    var sparse: [Int: Cell] = [:]
    if isDense {
      dense = Array(repeating: .missing, count: rows * stride)
      present { row, column, location in
        dense[row * stride + Int(slots[column])] = Cell(location, column: column)
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
      dense.removeSubrange((row * stride)..<((row + 1) * stride))
    } else {
      renumberSparse { $0 == row ? nil : $0 > row ? $0 - 1 : $0 }
    }
    rows -= 1
  }

  /// Inserts a row of `cells` (one per column) before row `row`.
  mutating func insertRow(_ cells: [EntryLocation], at row: Int) {
    for (column, location) in cells.enumerated() where location != .missing {
      use(column)
    }
    if isDense {
      var inserted = [Cell](repeating: .missing, count: stride)
      for (column, location) in cells.enumerated() where location != .missing {
        inserted[Int(slots[column])] = Cell(location, column: column)
      }
      dense.insert(contentsOf: inserted, at: row * stride)
    } else {
      renumberSparse { $0 >= row ? $0 + 1 : $0 }
      for (column, location) in cells.enumerated() where location != .missing {
        sparse[row * width + column] = Cell(location, column: column)
      }
    }
    rows += 1
  }

  /// Gives `column` a slot, if it has none, so that it can hold cells: the next free one of a
  /// dense row, which doubles when it has none left.
  private mutating func use(_ column: Int) {
    guard slots[column] < 0 else { return }
    if isDense, usedWidth == stride {
      let wider = min(width, max(1, 2 * stride))
      var widened = [Cell](repeating: .missing, count: rows * wider)
      for row in 0..<rows {
        for slot in 0..<usedWidth {
          widened[row * wider + slot] = dense[row * stride + slot]
        }
      }
      (dense, stride) = (widened, wider)
    }
    slots[column] = Int32(usedWidth)
    usedWidth += 1
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
      if isDense {
        let slot = slots[column]
        return slot < 0 ? .missing : dense[row * stride + Int(slot)].location(column: column)
      }
      return (sparse[row * width + column] ?? .missing).location(column: column)
    }
    set {
      let cell = Cell(newValue, column: column)
      if isDense {
        if cell == .missing && slots[column] < 0 { return }
        use(column)
        dense[row * stride + Int(slots[column])] = cell
      } else {
        sparse[row * width + column] = cell == .missing ? nil : cell
      }
    }
  }
}
