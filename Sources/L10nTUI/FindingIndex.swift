import L10nCheck
import L10nModel

/// Findings by grid cell, with the counts the title bar shows.
///
/// The findings are kept compactly in one `FindingList` (the whole project's check, then each
/// re-check's), each cell holding the positions of its own; a re-check drops the positions of
/// what it replaces, and the list is rebuilt with only the findings still held once most are
/// dropped.
public struct FindingIndex: Sendable {
  /// Every finding taken, some no longer held by any cell.
  private var store = FindingList()
  /// The positions in `store` of each cell's findings; changed only through `change(_:_:)`,
  /// which keeps the count.
  private var byCell: [Finding.Cell: [Int32]] = [:]
  /// How many findings of `store` no cell holds.
  private var dropped = 0
  /// How many cells have an error or a warning, kept as findings come and go.
  public private(set) var problemCellCount = 0

  /// Rules whose findings are gaps, shown by the gap states rather than as problems.
  static let gapRules: Set<String> = ["missing-translation", "empty-value"]

  /// An empty index.
  public init() {}

  /// An index of `findings`; findings without a cell, and gaps, are left out.
  public init(_ findings: FindingList) {
    store = findings
    for index in findings.indices { hold(index) }
    // Gaps and findings without a cell are not kept (most findings, in many projects).
    compactIfMostlyDropped()
  }

  /// The problems (findings other than gaps) of a cell, most severe first.
  public func problems(of cell: Finding.Cell) -> [Finding] {
    (byCell[cell] ?? []).map { store[Int($0)] }.sorted { $0.severity > $1.severity }
  }

  /// The most severe problem of a cell.
  public func worstSeverity(of cell: Finding.Cell) -> Severity? {
    byCell[cell]?.map { store.severity(at: Int($0)) }.max()
  }

  /// Whether any cell of the key has a problem.
  public func hasProblem(table: TableID, key: LocalizationKey, atLeast minimum: Severity = .info)
    -> Bool
  {
    guard let cells = cellsByRow[RowKey(table: table, key: key)] else { return false }
    if minimum == .info { return !cells.isEmpty }
    return cells.contains { (worstSeverity(of: $0) ?? .info) >= minimum }
  }

  /// The number of cells whose findings are all infos (notes, such as "untranslated").
  public var noteCellCount: Int { byCell.count - problemCellCount }

  /// Replaces the findings of one key (its row) with `findings`, keeping findings from file
  /// rules (duplicates, parse errors), which a value edit does not change.
  mutating func replaceRow(table: TableID, key: LocalizationKey, with findings: [Finding]) {
    let row = RowKey(table: table, key: key)
    let store = self.store
    for cell in cellsByRow[row] ?? [] {
      drop(from: cell) { Self.rowRuleIDs.contains(store.ruleID(at: $0)) }
      if byCell[cell] == nil {
        cellsByRow[row]?.remove(cell)
      }
    }
    add(findings)
  }

  /// Removes every finding of a key that no longer exists.
  mutating func removeKey(table: TableID, key: LocalizationKey) {
    let row = RowKey(table: table, key: key)
    for cell in cellsByRow[row] ?? [] { drop(from: cell) { _ in true } }
    cellsByRow[row] = nil
    compactIfMostlyDropped()
  }

  /// Replaces the findings of the file rules for the file at `path` with `findings`.
  mutating func replaceFile(path: String, with findings: [Finding]) {
    let store = self.store
    for cell in byCell.keys {
      drop(from: cell) {
        store.path(at: $0) == path && !Self.rowRuleIDs.contains(store.ruleID(at: $0))
      }
      if byCell[cell] == nil {
        cellsByRow[RowKey(table: cell.table, key: cell.key)]?.remove(cell)
      }
    }
    add(findings)
  }

  private struct RowKey: Hashable, Sendable {
    var table: TableID
    var key: LocalizationKey
  }

  /// The cells with problems, per key: so that re-checking one key touches only its cells.
  private var cellsByRow: [RowKey: Set<Finding.Cell>] = [:]

  private static let rowRuleIDs: Set<String> = Set(
    Linter.allRules.filter { $0 is any RowRule.Type }.map { $0.id })

  /// Takes `findings` into the store and holds them.
  private mutating func add(_ findings: [Finding]) {
    for finding in findings {
      store.append(finding)
      hold(store.count - 1)
    }
    compactIfMostlyDropped()
  }

  /// Holds the finding at `index` of the store in its cell, unless it has none or is a gap.
  private mutating func hold(_ index: Int) {
    guard let cell = store.cell(at: index), !Self.gapRules.contains(store.ruleID(at: index))
    else {
      dropped += 1
      return
    }
    change(cell) { $0 = ($0 ?? []) + [Int32(index)] }
    cellsByRow[RowKey(table: cell.table, key: cell.key), default: []].insert(cell)
  }

  /// Stops holding the findings of `cell` that `isDropped` says (given their store position).
  private mutating func drop(from cell: Finding.Cell, where isDropped: (Int) -> Bool) {
    var count = 0
    change(cell) { positions in
      let before = positions?.count ?? 0
      positions?.removeAll { isDropped(Int($0)) }
      count = before - (positions?.count ?? 0)
    }
    dropped += count
  }

  /// Rebuilds the store with only the findings held, once more than half of it is dropped.
  private mutating func compactIfMostlyDropped() {
    guard dropped > 1_000, dropped * 2 > store.count else { return }
    var kept = FindingList()
    var rebuilt: [Finding.Cell: [Int32]] = [:]
    rebuilt.reserveCapacity(byCell.count)
    for (cell, positions) in byCell {
      rebuilt[cell] = positions.map { position in
        kept.append(store[Int(position)])
        return Int32(kept.count - 1)
      }
    }
    (store, byCell, dropped) = (kept, rebuilt, 0)
  }

  /// Changes the findings of `cell` (an emptied list removes it), keeping the problem count.
  private mutating func change(_ cell: Finding.Cell, _ body: (inout [Int32]?) -> Void) {
    let before = isProblem(byCell[cell])
    body(&byCell[cell])
    if byCell[cell]?.isEmpty == true { byCell[cell] = nil }
    let after = isProblem(byCell[cell])
    if before != after { problemCellCount += after ? 1 : -1 }
  }

  /// Whether findings make a problem cell: one of them an error or a warning.
  private func isProblem(_ positions: [Int32]?) -> Bool {
    positions?.contains { store.severity(at: Int($0)) >= .warning } ?? false
  }
}
