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
    let oursKeys = Set(ours.entries.indices.map(ours.key(at:)))
    var added: [LocalizationKey: StringsEntry] = [:]
    var kept: [(key: LocalizationKey, entry: StringsEntry)] = []
    for index in document.entries.indices {
      let key = document.key(at: index)
      guard document.entries[index].isAdded, !oursKeys.contains(key) else {
        kept.append((key, document.entries[index]))
        continue
      }
      // Spelled as THEIRS spells it, comment and blank line included.
      if let other = theirs.lastIndex(of: key), theirs.value(at: other) == document.value(at: index)
      {
        document.adoptSpelling(at: index, from: theirs, entry: other)
      }
      added[key] = document.entries[index]
    }
    let entries = document.entries
    guard !added.isEmpty else { return }
    // Each added entry follows the nearest key before it in THEIRS that the result holds.
    var following: [LocalizationKey?: [LocalizationKey]] = [:]
    var order: [LocalizationKey] = []
    var ordered: Set<LocalizationKey> = []
    var previous: LocalizationKey?
    for index in theirs.entries.indices {
      let key = theirs.key(at: index)
      if added[key] != nil, ordered.insert(key).inserted {
        following[previous, default: []].append(key)
        order.append(key)
      }
      if oursKeys.contains(key) || added[key] != nil { previous = key }
    }
    var result = StringsEntries()
    result.reserveCapacity(entries.count)
    var emitted: Set<LocalizationKey> = []
    func emit(after key: LocalizationKey?) {
      var queue = following.removeValue(forKey: key) ?? []
      while !queue.isEmpty {
        let next = queue.removeFirst()
        guard let entry = added[next], emitted.insert(next).inserted else { continue }
        result.append(entry)
        queue = (following.removeValue(forKey: next) ?? []) + queue
      }
    }
    emit(after: nil)
    for (key, entry) in kept {
      result.append(entry)
      emit(after: key)
    }
    for key in order where !emitted.contains(key) {
      if let entry = added[key] { result.append(entry) }
    }
    document.entries = result
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
