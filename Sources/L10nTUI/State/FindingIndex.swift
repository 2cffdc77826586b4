import L10nCheck
import L10nModel

/// Findings by grid cell, with the counts the title bar shows.
///
/// The findings are kept compactly in one `FindingList` (the whole project's check, then each
/// re-check's). The findings held (problems and notes of cells, not gaps) are chained by row:
/// a row holds its first position and each finding the position of the next one of its row,
/// so that a finding costs four bytes here (a cell's findings are its row's in its language).
/// Rows are found by their table and key through a hash table of row numbers; a row names its
/// table and key by a finding of the store (16 bytes and a slot a row, where a dictionary by
/// table and key took about 90). A re-check unlinks what it replaces, and the list is rebuilt
/// with only the findings still held once most are dropped.
package struct FindingIndex: Sendable {
  /// Every finding taken, some no longer held by any row.
  private var store = FindingList()
  /// For each finding of `store`, the position of the next one held in its row, or -1.
  private var next: [Int32] = []
  /// Every row that has held findings: its chain and cell counts (a row whose chain is empty
  /// stays until the store is compacted).
  private var rows: [Row] = []
  /// The rows by the hash of their table and key.
  private var rowSlots = HashSlots(capacity: 0)
  /// How many findings of `store` no row holds.
  private var dropped = 0
  /// How many cells have an error or a warning, kept as findings come and go.
  package private(set) var problemCellCount = 0
  /// The number of cells whose findings are all infos (notes, such as "untranslated").
  package private(set) var noteCellCount = 0

  /// Rules whose findings are gaps, shown by the gap states rather than as problems.
  static let gapRules: Set<String> = ["missing-translation", "empty-value"]

  /// An empty index.
  package init() {}

  /// An index of `findings`; findings without a cell, and gaps, are left out.
  package init(_ findings: FindingList) {
    store = findings
    next = Array(repeating: -1, count: findings.count)
    // At most a row per finding held: growing would hold two tables at once.
    let held = findings.indices.count {
      findings.cell(at: $0) != nil && !Self.gapRules.contains(findings.ruleID(at: $0))
    }
    rowSlots = HashSlots(capacity: held)
    rows.reserveCapacity(held)
    for index in findings.indices { hold(index) }
    for row in rows.indices { recount(row) }
    // Many findings a row: the room reserved for a row per finding is given back.
    if rows.count * 2 < held {
      var shrunk: [Row] = []
      shrunk.reserveCapacity(rows.count)
      shrunk += rows
      rows = shrunk
      reslot()
    }
    // Gaps and findings without a cell are not kept (most findings, in many projects).
    compactIfMostlyDropped()
  }

  /// The problems (findings other than gaps) of a cell, most severe first.
  package func problems(of cell: CellID) -> [Finding] {
    positions(of: cell).map { store[$0] }.sorted { $0.severity > $1.severity }
  }

  /// The most severe problem of a cell.
  package func worstSeverity(of cell: CellID) -> Severity? {
    positions(of: cell).map { store.severity(at: $0) }.max()
  }

  /// Whether any cell of the key has a problem.
  package func hasProblem(table: TableID, key: LocalizationKey, atLeast minimum: Severity = .info)
    -> Bool
  {
    guard let row = row(table: table, key: key) else { return false }
    return chain(from: rows[row].first).contains { store.severity(at: $0) >= minimum }
  }

  /// Replaces the findings of one key (its row) with `findings`, keeping findings from file
  /// rules (duplicates, parse errors), which a value edit does not change.
  mutating func replaceRow(table: TableID, key: LocalizationKey, with findings: [Finding]) {
    if let row = row(table: table, key: key) {
      let store = self.store
      unlink(in: row) { Self.rowRuleIDs.contains(store.ruleID(at: $0)) }
    }
    add(findings)
  }

  /// Removes every finding of a key that no longer exists.
  mutating func removeKey(table: TableID, key: LocalizationKey) {
    if let row = row(table: table, key: key) { unlink(in: row) { _ in true } }
    compactIfMostlyDropped()
  }

  /// Replaces the findings of the file rules for the file at `path` with `findings`.
  mutating func replaceFile(path: String, with findings: [Finding]) {
    // The store's copy ends before `add` appends to the store (else the append copies it).
    do {
      let store = self.store
      for row in rows.indices {
        unlink(in: row) {
          store.path(at: $0) == path && !Self.rowRuleIDs.contains(store.ruleID(at: $0))
        }
      }
    }
    add(findings)
  }

  /// A row's chain of findings and how many of its cells they make problems and notes.
  private struct Row: Sendable {
    /// The first finding's position, or -1 when the row holds none.
    var first: Int32
    /// A finding of the store of this row: its cell names the row's table and key.
    var named: Int32
    var problemCells: Int32 = 0
    var noteCells: Int32 = 0
  }

  /// The hash by which a row is slotted.
  private static func hash(table: TableID, key: LocalizationKey) -> UInt64 {
    var hasher = Hasher()
    hasher.combine(table)
    hasher.combine(key)
    return UInt64(bitPattern: Int64(hasher.finalize()))
  }

  /// Whether the row named by the finding at `position` of `store` is that of `table` and
  /// `key`.
  private static func isRow(
    named position: Int32, table: TableID, key: LocalizationKey, store: FindingList
  ) -> Bool {
    let cell = store.cell(at: Int(position))
    return cell?.key == key && cell?.table == table
  }

  /// The row of `table` and `key`, if it has held findings.
  private func row(table: TableID, key: LocalizationKey) -> Int? {
    rowSlots.find(hash: Self.hash(table: table, key: key)) {
      Self.isRow(named: rows[Int($0)].named, table: table, key: key, store: store)
    }.map(Int.init)
  }

  /// The row of `cell`, added (named by the finding at `position`) when new.
  private mutating func row(of cell: CellID, named position: Int) -> Int {
    let store = self.store
    let found = rows.withUnsafeBufferPointer { rows in
      rowSlots.find(
        hash: Self.hash(table: cell.table, key: cell.key), orInsert: Int32(rows.count)
      ) { Self.isRow(named: rows[Int($0)].named, table: cell.table, key: cell.key, store: store) }
    }
    if let found { return Int(found) }
    rows.append(Row(first: -1, named: Int32(position)))
    return rows.count - 1
  }

  private static let rowRuleIDs: Set<String> = Set(
    Linter.allRules.filter { $0 is any RowRule.Type }.map { $0.id })

  /// The positions chained from `first`, in chain order.
  private func chain(from first: Int32) -> some Sequence<Int> {
    sequence(state: first) { [next] position in
      guard position >= 0 else { return nil }
      defer { position = next[Int(position)] }
      return Int(position)
    }
  }

  /// The positions held for `cell`, in store order.
  private func positions(of cell: CellID) -> [Int] {
    guard let row = row(table: cell.table, key: cell.key) else { return [] }
    return chain(from: rows[row].first).filter { store.cell(at: $0)?.language == cell.language }
      .sorted()
  }

  /// Takes `findings` into the store and holds them.
  private mutating func add(_ findings: [Finding]) {
    var touched: Set<Int> = []
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
  private mutating func hold(_ index: Int) -> Int? {
    guard let cell = store.cell(at: index), !Self.gapRules.contains(store.ruleID(at: index))
    else {
      dropped += 1
      return nil
    }
    let row = row(of: cell, named: index)
    next[index] = rows[row].first
    rows[row].first = Int32(index)
    return row
  }

  /// Unlinks the findings of `row` that `isDropped` says (given their store position).
  private mutating func unlink(in row: Int, where isDropped: (Int) -> Bool) {
    let all = Array(chain(from: rows[row].first))
    guard !all.isEmpty else { return }
    let kept = all.filter { !isDropped($0) }
    dropped += all.count - kept.count
    relink(row, kept)
  }

  /// Makes `positions` the chain of `row`, counting its cells again.
  private mutating func relink(_ row: Int, _ positions: [Int]) {
    for (position, following) in zip(positions, positions.dropFirst()) {
      next[position] = Int32(following)
    }
    if let last = positions.last { next[last] = -1 }
    rows[row].first = positions.first.map { Int32($0) } ?? -1
    recount(row)
  }

  /// Counts the problem and note cells of `row` again, and the totals with them.
  private mutating func recount(_ row: Int) {
    problemCellCount -= Int(rows[row].problemCells)
    noteCellCount -= Int(rows[row].noteCells)
    let (problems, notes) = cellCounts(from: rows[row].first)
    rows[row].problemCells = Int32(problems)
    rows[row].noteCells = Int32(notes)
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
    var keptRows: [Row] = []
    keptRows.reserveCapacity(rows.count { $0.first >= 0 })
    // Each row's findings copied in store order (its chain runs newest first) and chained
    // newest first again; rows without findings are dropped.
    for row in rows where row.first >= 0 {
      let positions = chain(from: row.first).reversed()
      for position in positions {
        kept.append(store[position])
        keptNext.append(Int32(kept.count - 2))
      }
      keptNext[keptNext.count - positions.count] = -1
      var moved = row
      moved.first = Int32(kept.count - 1)
      moved.named = moved.first
      keptRows.append(moved)
    }
    (store, next, rows, dropped) = (kept, keptNext, keptRows, 0)
    reslot()
  }

  /// Slots `rows` anew, as many as they are (each is named by a finding with a cell).
  private mutating func reslot() {
    var slots = HashSlots(capacity: rows.count)
    for (index, row) in rows.enumerated() {
      guard let cell = store.cell(at: Int(row.named)) else { continue }
      slots.insert(hash: Self.hash(table: cell.table, key: cell.key), id: Int32(index))
    }
    rowSlots = slots
  }
}
