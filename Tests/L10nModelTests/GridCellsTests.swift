import Testing

@testable import L10nModel

/// The grid's cells against a plain table of every row and column, through every change the
/// editor makes: cells set and cleared (in used and new columns), rows inserted and removed.
@Suite("GridCells: only used columns take room, dense or sparse")
struct GridCellsTests {
  /// A location in `column`: every fifth a String Catalog's, which names its column.
  static func location(_ value: Int, column: Int) -> EntryLocation {
    EntryLocation(file: value % 7, entry: value, column: value % 5 == 0 ? column : -1)
  }

  @Test(
    "the same cells as a plain table, dense or sparse, after sets, clears, inserted and removed rows",
    arguments: [(1, 1), (1, 2), (1, 60), (0, 1)])
  func matchesAPlainTable(fill: Int, every: Int) {
    let (rows, width) = (40, 30)
    // Cells in columns 3, 4 and 17 only, in `fill` of every `every` rows: all (dense), half
    // (dense), one (sparse) or none (no column used yet).
    var plain = [[EntryLocation]](
      repeating: [EntryLocation](repeating: .missing, count: width), count: rows)
    var present: [(row: Int, column: Int, location: EntryLocation)] = []
    for row in 0..<rows where row % every < fill {
      for column in [3, 4, 17] {
        let location = Self.location(row * width + column, column: column)
        plain[row][column] = location
        present.append((row, column, location))
      }
    }
    var cells = GridCells(rows: rows, width: width, present: present)
    func expectSame(_ step: String) {
      for row in plain.indices {
        for column in 0..<width where cells[row, column] != plain[row][column] {
          Issue.record("\(step): (\(row), \(column)) is \(cells[row, column])")
          return
        }
      }
    }
    expectSame("built")
    var counter = 10_000
    for step in 0..<120 {
      counter += 1
      let row = (step * 7) % plain.count
      let column = (step * 11) % width
      switch step % 4 {
      case 0, 1:
        let location = step % 8 == 0 ? .missing : Self.location(counter, column: column)
        cells[row, column] = location
        plain[row][column] = location
      case 2:
        let inserted = (0..<width).map { column in
          column % 9 == step % 9 ? Self.location(counter + column, column: column) : .missing
        }
        cells.insertRow(inserted, at: row)
        plain.insert(inserted, at: row)
      default:
        cells.removeRow(row)
        plain.remove(at: row)
      }
      expectSame("step \(step)")
    }
  }
}
