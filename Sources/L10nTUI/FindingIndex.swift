import L10nCheck
import L10nModel

/// Findings by grid cell, with the counts the title bar shows.
///
/// The findings are kept compactly in one `FindingList` (the whole project's check, then each
/// re-check's). The findings held (problems and notes of cells, not gaps) are chained by row:
/// a row holds its first position and each finding the position of the next one of its row,
/// so that a finding costs four bytes here and a row one dictionary entry (a cell's findings
/// are its row's in its language). A re-check unlinks what it replaces, and the list is rebuilt
/// with only the findings still held once most are dropped.
public struct FindingIndex: Sendable {
  /// Every finding taken, some no longer held by any row.
  private var store = FindingList()
  /// For each finding of `store`, the position of the next one held in its row, or -1.
  private var next: [Int32] = []
  /// The rows with findings held: the first one's position and the row's cell counts.
  private var rows: [RowKey: Row] = [:]
  /// How many findings of `store` no row holds.
  private var dropped = 0
  /// How many cells have an error or a warning, kept as findings come and go.
  public private(set) var problemCellCount = 0
  /// The number of cells whose findings are all infos (notes, such as "untranslated").
  public private(set) var noteCellCount = 0

  /// Rules whose findings are gaps, shown by the gap states rather than as problems.
  static let gapRules: Set<String> = ["missing-translation", "empty-value"]

  /// An empty index.
  public init() {}

  /// An index of `findings`; findings without a cell, and gaps, are left out.
  public init(_ findings: FindingList) {
    store = findings
    next = Array(repeating: -1, count: findings.count)
    // At most a row per finding held: growing by doubling would hold two tables at once.
    rows.reserveCapacity(
      findings.indices.count {
        findings.cell(at: $0) != nil && !Self.gapRules.contains(findings.ruleID(at: $0))
      })
    for index in findings.indices { hold(index) }
    // Counted in place (iterating `rows.values.indices` would hold a second reference to the
    // storage, and the first change would copy it).
    var index = rows.values.startIndex
    while index != rows.values.endIndex {
      let (problems, notes) = cellCounts(from: rows.values[index].first)
      rows.values[index].problemCells = Int32(problems)
      rows.values[index].noteCells = Int32(notes)
      problemCellCount += problems
      noteCellCount += notes
      rows.values.formIndex(after: &index)
    }
    // Gaps and findings without a cell are not kept (most findings, in many projects).
    compactIfMostlyDropped()
  }

  /// The problems (findings other than gaps) of a cell, most severe first.
  public func problems(of cell: Finding.Cell) -> [Finding] {
    positions(of: cell).map { store[$0] }.sorted { $0.severity > $1.severity }
  }

  /// The most severe problem of a cell.
  public func worstSeverity(of cell: Finding.Cell) -> Severity? {
    positions(of: cell).map { store.severity(at: $0) }.max()
  }

  /// Whether any cell of the key has a problem.
  public func hasProblem(table: TableID, key: LocalizationKey, atLeast minimum: Severity = .info)
    -> Bool
  {
    guard let first = rows[RowKey(table: table, key: key)]?.first else { return false }
    return chain(from: first).contains { store.severity(at: $0) >= minimum }
  }

  /// Replaces the findings of one key (its row) with `findings`, keeping findings from file
  /// rules (duplicates, parse errors), which a value edit does not change.
  mutating func replaceRow(table: TableID, key: LocalizationKey, with findings: [Finding]) {
    let store = self.store
    unlink(in: RowKey(table: table, key: key)) { Self.rowRuleIDs.contains(store.ruleID(at: $0)) }
    add(findings)
  }

  /// Removes every finding of a key that no longer exists.
  mutating func removeKey(table: TableID, key: LocalizationKey) {
    unlink(in: RowKey(table: table, key: key)) { _ in true }
    compactIfMostlyDropped()
  }

  /// Replaces the findings of the file rules for the file at `path` with `findings`.
  mutating func replaceFile(path: String, with findings: [Finding]) {
    let store = self.store
    for row in Array(rows.keys) {
      unlink(in: row) {
        store.path(at: $0) == path && !Self.rowRuleIDs.contains(store.ruleID(at: $0))
      }
    }
    add(findings)
  }

  private struct RowKey: Hashable, Sendable {
    var table: TableID
    var key: LocalizationKey
  }

  /// A row's chain of findings and how many of its cells they make problems and notes.
  private struct Row: Sendable {
    var first: Int32
    var problemCells: Int32 = 0
    var noteCells: Int32 = 0
  }

  private static let rowRuleIDs: Set<String> = Set(
    Linter.allRules.filter { $0 is any RowRule.Type }.map { $0.id })

  /// The positions chained from `first`, in chain order.
  private func chain(from first: Int32) -> some Sequence<Int> {
    sequence(first: Int(first)) { [next] in next[$0] < 0 ? nil : Int(next[$0]) }
  }

  /// The positions held for `cell`, in store order.
  private func positions(of cell: Finding.Cell) -> [Int] {
    guard let first = rows[RowKey(table: cell.table, key: cell.key)]?.first else { return [] }
    return chain(from: first).filter { store.cell(at: $0)?.language == cell.language }.sorted()
  }

  /// Takes `findings` into the store and holds them.
  private mutating func add(_ findings: [Finding]) {
    var touched: Set<RowKey> = []
    for finding in findings {
      store.append(finding)
      next.append(-1)
      if let row = hold(store.count - 1) { touched.insert(row) }
    }
    for row in touched { recount(row) }
    compactIfMostlyDropped()
  }

  /// Chains the finding at `index` of the store into its row, unless it has no cell or is a
  /// gap; returns the row, whose counts are then out of date.
  @discardableResult
  private mutating func hold(_ index: Int) -> RowKey? {
    guard let cell = store.cell(at: index), !Self.gapRules.contains(store.ruleID(at: index))
    else {
      dropped += 1
      return nil
    }
    let row = RowKey(table: cell.table, key: cell.key)
    next[index] = rows[row]?.first ?? -1
    rows[row, default: Row(first: -1)].first = Int32(index)
    return row
  }

  /// Unlinks the findings of `row` that `isDropped` says (given their store position).
  private mutating func unlink(in row: RowKey, where isDropped: (Int) -> Bool) {
    guard let first = rows[row]?.first else { return }
    let kept = chain(from: first).filter { !isDropped($0) }
    dropped += chain(from: first).reduce(0) { count, _ in count + 1 } - kept.count
    relink(row, kept)
  }

  /// Makes `positions` the chain of `row` (none removes the row), counting its cells again.
  private mutating func relink(_ row: RowKey, _ positions: [Int]) {
    for (position, following) in zip(positions, positions.dropFirst()) {
      next[position] = Int32(following)
    }
    if let last = positions.last { next[last] = -1 }
    if let first = positions.first {
      rows[row, default: Row(first: -1)].first = Int32(first)
    }
    recount(row, removing: positions.isEmpty)
  }

  /// Counts the problem and note cells of `row` again, and the totals with them.
  private mutating func recount(_ row: RowKey, removing: Bool = false) {
    guard let old = rows[row] else { return }
    problemCellCount -= Int(old.problemCells)
    noteCellCount -= Int(old.noteCells)
    guard !removing else {
      rows[row] = nil
      return
    }
    let (problems, notes) = cellCounts(from: old.first)
    rows[row]?.problemCells = Int32(problems)
    rows[row]?.noteCells = Int32(notes)
    problemCellCount += problems
    noteCellCount += notes
  }

  /// How many cells the findings chained from `first` make problems (an error or a warning)
  /// and notes (infos only).
  private func cellCounts(from first: Int32) -> (problems: Int, notes: Int) {
    // The worst severity per language of the row (few languages have findings in one row).
    var worst: [(language: LanguageID, severity: Severity)] = []
    for position in chain(from: first) {
      guard let language = store.cell(at: position)?.language else { continue }
      let severity = store.severity(at: position)
      if let at = worst.firstIndex(where: { $0.language == language }) {
        worst[at].severity = max(worst[at].severity, severity)
      } else {
        worst.append((language, severity))
      }
    }
    let problems = worst.count { $0.severity >= .warning }
    return (problems, worst.count - problems)
  }

  /// Rebuilds the store with only the findings held, once more than half of it is dropped.
  private mutating func compactIfMostlyDropped() {
    guard dropped > 1_000, dropped * 2 > store.count else { return }
    var kept = FindingList()
    var keptNext: [Int32] = []
    // Each row's findings copied in store order (its chain runs newest first) and chained
    // newest first again; the rows changed in place (iterating `rows` would copy it).
    var index = rows.values.startIndex
    while index != rows.values.endIndex {
      let positions = chain(from: rows.values[index].first).reversed()
      for position in positions {
        kept.append(store[position])
        keptNext.append(Int32(kept.count - 2))
      }
      keptNext[keptNext.count - positions.count] = -1
      rows.values[index].first = Int32(kept.count - 1)
      rows.values.formIndex(after: &index)
    }
    (store, next, dropped) = (kept, keptNext, 0)
  }
}
