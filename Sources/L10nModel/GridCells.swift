/// The cells of a table's grid: a row per key, a column per project language, each pointing at
/// the entry that holds it (or `.missing`).
///
/// Dense (a slot for every row and column) when at least a quarter of the cells exist;
/// otherwise only the cells that exist are stored, so that languages only other tables have (a
/// String Catalog naming a thousand languages) cost a table with none of their files nothing.
struct GridCells: Sendable {
  private let width: Int
  private var dense: [EntryLocation] = []
  private var sparse: [Int: EntryLocation] = [:]
  private let isDense: Bool

  /// `rows` × `width` cells; `present` sets cells in order (a later one for the same cell wins).
  init<Present: Collection<(row: Int, column: Int, location: EntryLocation)>>(
    rows: Int, width: Int, present: Present
  ) {
    self.width = width
    isDense = present.count * 4 >= rows * width
    if isDense {
      dense = Array(repeating: .missing, count: rows * width)
      for cell in present { dense[cell.row * width + cell.column] = cell.location }
    } else {
      sparse.reserveCapacity(present.count)
      for cell in present { sparse[cell.row * width + cell.column] = cell.location }
    }
  }

  /// The cell at (`row`, `column`).
  subscript(row: Int, column: Int) -> EntryLocation {
    get {
      isDense ? dense[row * width + column] : sparse[row * width + column] ?? .missing
    }
    set {
      if isDense {
        dense[row * width + column] = newValue
      } else {
        sparse[row * width + column] = newValue == .missing ? nil : newValue
      }
    }
  }
}
