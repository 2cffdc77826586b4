import L10nCheck
import L10nModel

/// Findings by grid cell, with the counts the title bar shows.
public struct FindingIndex: Sendable {
  /// The findings of each cell; changed only through `change(_:_:)`, which keeps the count.
  private var byCell: [Finding.Cell: [Finding]] = [:]
  /// How many cells have an error or a warning, kept as findings come and go.
  public private(set) var problemCellCount = 0

  /// Rules whose findings are gaps, shown by the gap states rather than as problems.
  static let gapRules: Set<String> = ["missing-translation", "empty-value"]

  /// An empty index.
  public init() {}

  /// An index of `findings`; findings without a cell are left out.
  public init(_ findings: some Sequence<Finding>) {
    for finding in findings { add(finding) }
  }

  /// The problems (findings other than gaps) of a cell, most severe first.
  public func problems(of cell: Finding.Cell) -> [Finding] {
    (byCell[cell] ?? []).sorted { $0.severity > $1.severity }
  }

  /// The most severe problem of a cell.
  public func worstSeverity(of cell: Finding.Cell) -> Severity? {
    byCell[cell]?.map(\.severity).max()
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
    for cell in cellsByRow[row] ?? [] {
      change(cell) { $0?.removeAll { Self.rowRuleIDs.contains($0.ruleID) } }
      if byCell[cell] == nil {
        cellsByRow[row]?.remove(cell)
      }
    }
    for finding in findings { add(finding) }
  }

  /// Removes every finding of a key that no longer exists.
  mutating func removeKey(table: TableID, key: LocalizationKey) {
    let row = RowKey(table: table, key: key)
    for cell in cellsByRow[row] ?? [] { change(cell) { $0 = nil } }
    cellsByRow[row] = nil
  }

  /// Replaces the findings of the file rules for the file at `path` with `findings`.
  mutating func replaceFile(path: String, with findings: [Finding]) {
    for cell in byCell.keys {
      change(cell) { $0?.removeAll { $0.path == path && !Self.rowRuleIDs.contains($0.ruleID) } }
      if byCell[cell] == nil {
        cellsByRow[RowKey(table: cell.table, key: cell.key)]?.remove(cell)
      }
    }
    for finding in findings { add(finding) }
  }

  private struct RowKey: Hashable, Sendable {
    var table: TableID
    var key: LocalizationKey
  }

  /// The cells with problems, per key: so that re-checking one key touches only its cells.
  private var cellsByRow: [RowKey: Set<Finding.Cell>] = [:]

  private static let rowRuleIDs: Set<String> = Set(
    Linter.allRules.filter { $0 is any RowRule.Type }.map { $0.id })

  private mutating func add(_ finding: Finding) {
    guard let cell = finding.cell, !Self.gapRules.contains(finding.ruleID) else { return }
    change(cell) { $0 = ($0 ?? []) + [finding] }
    cellsByRow[RowKey(table: cell.table, key: cell.key), default: []].insert(cell)
  }

  /// Changes the findings of `cell` (an emptied list removes it), keeping the problem count.
  private mutating func change(_ cell: Finding.Cell, _ body: (inout [Finding]?) -> Void) {
    let before = Self.isProblem(byCell[cell])
    body(&byCell[cell])
    if byCell[cell]?.isEmpty == true { byCell[cell] = nil }
    let after = Self.isProblem(byCell[cell])
    if before != after { problemCellCount += after ? 1 : -1 }
  }

  /// Whether findings make a problem cell: one of them an error or a warning.
  private static func isProblem(_ findings: [Finding]?) -> Bool {
    findings?.contains { $0.severity >= .warning } ?? false
  }
}
