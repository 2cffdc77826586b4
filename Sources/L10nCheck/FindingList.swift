import L10nModel

/// Findings held compactly: what `Linter.run` returns, a collection of `Finding`s built on
/// access.
///
/// A large project has hundreds of thousands of findings; as `Finding` values (five strings
/// and a cell each, a heap block per message) they took more memory than the project's text.
/// Here each is a fixed-size record of numbers: rule, path, table and language are indices into
/// small tables of the distinct ones, keys are kept once per run of findings of the same key,
/// and messages are UTF-8 in a few large byte buffers (segments), which joining lists moves
/// rather than copies.
public struct FindingList: RandomAccessCollection, Sendable {
  /// One finding, as indices and numbers.
  private struct Record: Sendable {
    var segment: Int32
    var messageStart: Int32
    var messageCount: Int32
    var rule: Int32
    var path: Int32
    var line: Int32
    var column: Int32
    /// Into `tables`, or -1 when the finding concerns no cell.
    var table: Int32
    var key: Int32
    var language: Int32
    var severity: Severity
  }

  private var records: [Record] = []
  /// The messages' bytes; each segment is at most `Int32.max` bytes long.
  private var segments: [[UInt8]] = []
  private var rules = Interned<String>()
  private var paths = Interned<String>()
  private var tables = Interned<TableID>()
  private var languages = Interned<LanguageID>()
  /// The findings' keys; a finding's key is the last one when it equals it.
  private var keys: [LocalizationKey] = []

  /// No findings.
  public init() {}

  /// `findings`, in their order.
  public init(_ findings: some Sequence<Finding>) {
    for finding in findings { append(finding) }
  }

  public var startIndex: Int { 0 }
  public var endIndex: Int { records.count }

  /// The finding at `index`, built from its record.
  public subscript(index: Int) -> Finding {
    let record = records[index]
    let start = Int(record.messageStart)
    let message = segments[Int(record.segment)].withUnsafeBufferPointer { bytes in
      String(
        decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + Int(record.messageCount))]),
        as: UTF8.self)
    }
    return Finding(
      ruleID: rules[record.rule], severity: record.severity, path: paths[record.path],
      location: SourceLocation(line: Int(record.line), column: Int(record.column)),
      message: message,
      cell: record.table < 0
        ? nil
        : CellID(
          table: tables[record.table], key: keys[Int(record.key)],
          language: languages[record.language]))
  }

  /// The severity of the finding at `index` (without building the finding).
  public func severity(at index: Int) -> Severity { records[index].severity }

  /// Adds `finding` at the end.
  ///
  /// Lines and columns are stored in 32 bits: no file read is larger than 2 GiB
  /// (`ReadLimits`), so none has more lines or columns.
  public mutating func append(_ finding: Finding) {
    let length = finding.message.utf8.count
    if segments.isEmpty || segments[segments.count - 1].count > Int(Int32.max) - length {
      segments.append([])
    }
    let segment = segments.count - 1
    let start = segments[segment].count
    segments[segment].append(contentsOf: finding.message.utf8)
    var record = Record(
      segment: Int32(segment), messageStart: Int32(start), messageCount: Int32(length),
      rule: rules.index(of: finding.ruleID), path: paths.index(of: finding.path),
      line: Int32(clamping: finding.location.line), column: Int32(clamping: finding.location.column),
      table: -1, key: -1, language: -1, severity: finding.severity)
    if let cell = finding.cell {
      if keys.last != cell.key { keys.append(cell.key) }
      record.table = tables.index(of: cell.table)
      record.key = Int32(keys.count - 1)
      record.language = languages.index(of: cell.language)
    }
    records.append(record)
  }

  /// Adds `other`'s findings at the end, in their order.
  public mutating func append(contentsOf other: FindingList) {
    let rule = other.rules.values.map { rules.index(of: $0) }
    let path = other.paths.values.map { paths.index(of: $0) }
    let table = other.tables.values.map { tables.index(of: $0) }
    let language = other.languages.values.map { languages.index(of: $0) }
    let (segmentOffset, keyOffset) = (Int32(segments.count), Int32(keys.count))
    segments += other.segments
    keys += other.keys
    for var record in other.records {
      record.segment += segmentOffset
      record.rule = rule[Int(record.rule)]
      record.path = path[Int(record.path)]
      if record.table >= 0 {
        record.table = table[Int(record.table)]
        record.key += keyOffset
        record.language = language[Int(record.language)]
      }
      records.append(record)
    }
  }

  /// Sorts the findings by path, location, rule and message (equal ones as they were).
  ///
  /// Paths and rules are compared by their rank in order, so that most comparisons are of
  /// integers; messages are compared, as strings, only between findings equal in all else.
  public mutating func sort() {
    let pathRank = paths.ranks()
    let ruleRank = rules.ranks()
    let order = records.indices.sorted { lhs, rhs in
      let (left, right) = (records[lhs], records[rhs])
      let leftKey = (pathRank[Int(left.path)], left.line, left.column, ruleRank[Int(left.rule)])
      let rightKey = (
        pathRank[Int(right.path)], right.line, right.column, ruleRank[Int(right.rule)]
      )
      if leftKey != rightKey { return leftKey < rightKey }
      let (leftMessage, rightMessage) = (self[lhs].message, self[rhs].message)
      return leftMessage != rightMessage ? leftMessage < rightMessage : lhs < rhs
    }
    // Position i takes the record at order[i]: each cycle of the permutation is walked once,
    // with no second array of records.
    var placed = [Bool](repeating: false, count: records.count)
    for start in records.indices where !placed[start] {
      let first = records[start]
      var position = start
      while true {
        placed[position] = true
        let next = order[position]
        if next == start {
          records[position] = first
          break
        }
        records[position] = records[next]
        position = next
      }
    }
  }
}

/// Distinct values, each with the index of its first appearance.
private struct Interned<Value: Hashable & Sendable>: Sendable {
  private(set) var values: [Value] = []
  private var indices: [Value: Int32] = [:]
  /// The index last found: runs of findings share their path, rule and table.
  private var last: Int32 = -1

  subscript(index: Int32) -> Value { values[Int(index)] }

  /// The index of `value`, added if new.
  mutating func index(of value: Value) -> Int32 {
    if last >= 0, values[Int(last)] == value { return last }
    if let found = indices[value] {
      last = found
      return found
    }
    last = Int32(values.count)
    indices[value] = last
    values.append(value)
    return last
  }
}

extension Interned where Value: Comparable {
  /// Each value's rank in ascending order, by index.
  func ranks() -> [Int32] {
    var ranks = [Int32](repeating: 0, count: values.count)
    for (rank, index) in values.indices.sorted(by: { values[$0] < values[$1] }).enumerated() {
      ranks[index] = Int32(rank)
    }
    return ranks
  }
}
