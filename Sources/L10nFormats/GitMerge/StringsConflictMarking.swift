import L10nModel

/// The `.strings` side of a merge's result: entries THEIRS added put where THEIRS had them, and
/// conflicts marked around their entries.
struct StringsConflictMarking {
  /// The merged document (OURS with THEIRS's edits applied).
  private(set) var document: StringsDocument
  /// OURS as read.
  let ours: StringsDocument
  /// THEIRS as read.
  let theirs: StringsDocument

  /// Moves each entry the merge added (a key OURS lacks, appended at the end) to just after
  /// the entry that precedes it in THEIRS and is in the result (to the top when none does),
  /// spelled as THEIRS spells it.
  mutating func placeAddedEntries() {
    let added = document.entries.indices.filter { document.entries[$0].isAdded }
    guard !added.isEmpty else { return }
    let keptCount = document.entries.count - added.count
    var kept = EntryFinder(document: document, count: keptCount)
    var inTheirs = EntryFinder(document: theirs, count: theirs.entries.count)
    // In THEIRS's order, each after the nearest entry before it in THEIRS that the result has.
    let order = added.compactMap { index -> (theirs: Int, index: Int, key: LocalizationKey)? in
      let key = document.key(at: index)
      return inTheirs.index(of: key).map { ($0, index, key) }
    }.sorted { $0.theirs < $1.theirs }
    var anchors: [LocalizationKey: Int] = [:]
    var groups: [Int: [Int]] = [:]
    for (position, index, key) in order {
      // Spelled as THEIRS spells it, comment and blank line included.
      if theirs.value(at: position) == document.value(at: index) {
        document.adoptSpelling(at: index, from: theirs, entry: position)
      }
      var anchor = -1
      for before in stride(from: position - 1, through: 0, by: -1) {
        let other = theirs.key(at: before)
        if let found = anchors[other] ?? kept.index(of: other) {
          anchor = found
          break
        }
      }
      anchors[key] = anchor
      groups[anchor, default: []].append(index)
    }
    let entries = document.entries
    var result = StringsEntries()
    result.reserveCapacity(entries.count)
    var positions: [Int] = []
    func place(_ index: Int) {
      positions.append(result.count)
      result.append(entries[index])
    }
    for index in groups[-1] ?? [] { place(index) }
    for index in 0..<keptCount {
      result.append(entries[index])
      for added in groups[index] ?? [] { place(added) }
    }
    let placed = Set(order.map(\.index))
    for index in added where !placed.contains(index) { place(index) }
    document.entries = result
    for position in positions { document.startLine(at: position) }
  }

  /// Marks each conflict of `conflicts` whose key has an entry in the result, once per key;
  /// returns the conflicts marked.
  mutating func mark(_ conflicts: [CellConflict]) -> Set<CellAspect> {
    var marked: Set<CellAspect> = []
    var done: Set<LocalizationKey> = []
    for conflict in conflicts {
      let key = conflict.aspect.cell.key
      guard let index = document.lastIndex(of: key) else { continue }
      marked.insert(conflict.aspect)
      guard done.insert(key).inserted else { continue }
      document.startLine(at: index)
      if ours.lastIndex(of: key) != nil {
        let other = theirs.lastIndex(of: key).map(theirs.spelling(at:))
        document.markConflict(at: index, entryIs: .ours, other: other)
      } else {
        document.markConflict(at: index, entryIs: .theirs, other: nil)
      }
    }
    return marked
  }
}

/// Finds the last entry of a key among a document's first `count` entries: by comparing bytes
/// while few keys are asked for (no key is decoded), from a table of every key once many are.
private struct EntryFinder {
  let document: StringsDocument
  let count: Int
  private var table: [LocalizationKey: Int]?
  private var asked = 0

  init(document: StringsDocument, count: Int) {
    self.document = document
    self.count = count
  }

  mutating func index(of key: LocalizationKey) -> Int? {
    if let table { return table[key] }
    asked += 1
    guard asked > 32 else {
      return document.lastIndex(of: key).flatMap { $0 < count ? $0 : nil }
    }
    var table: [LocalizationKey: Int] = [:]
    for index in 0..<count { table[document.key(at: index)] = index }
    self.table = table
    return table[key]
  }
}
