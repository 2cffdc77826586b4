import L10nModel

/// What reading a repository's history up to one commit found, before any judgement.
///
/// The commits that touched the localization files and, for every cell of every file, the
/// commits that changed its value. Kept by `HistoryCache` and extended by the commits that
/// come after.
struct HistoryReading: Sendable {
  /// The changes found in one file's history.
  struct FileRecord: Sendable {
    /// Whether the history reached the file's creation.
    var isComplete: Bool
    /// Each cell's changes, newest first (a translation's latest only; a cell without
    /// changes may be absent).
    var changes: [WatchedCell: [ValueChange]]
    /// How many versions could not be read (git could not, or they did not parse).
    var unreadable = 0
  }

  /// The commit read up to.
  var head: String
  /// The path patterns the log was limited to.
  var patterns: [String]
  /// The commits, newest first in topological order, without their file lists.
  var commits: [LoggedCommit]
  /// The files, by their path at `head` (relative to the repository's top folder).
  var files: [String: FileRecord]
  /// What limited the reading, in words.
  var notes: [String]
  /// The files whose history git could not read, with why, in words.
  var failures: [String] = []

  /// What could not be read, in words: the limits, then each file's failure or versions not
  /// read.
  var said: [String] {
    let unread = files.filter { $0.value.unreadable > 0 }.map {
      "\($0.value.unreadable) version(s) of \($0.key) could not be read"
    }
    return notes + (failures + unread).sorted()
  }

  /// The changes of each cell of `histories` (`[file][cell]`), empty for cells the reading
  /// has none for.
  func changes(of histories: [FileHistory]) -> [[[ValueChange]]] {
    histories.map { history in
      let record = files[history.path]
      return history.cells.map { record?.changes[$0] ?? [] }
    }
  }
}

extension FileHistory {
  /// The changes found for this file's cells (`changes[cell]`), as a record.
  func record(_ changes: [[ValueChange]], isComplete: Bool) -> HistoryReading.FileRecord {
    var record = HistoryReading.FileRecord(isComplete: isComplete, changes: [:], unreadable: 0)
    for (index, cell) in cells.enumerated() where !changes[index].isEmpty {
      record.changes[cell] = changes[index]
    }
    return record
  }
}

extension HistoryReading {
  /// This reading extended by a later one that read only the commits after `head`
  /// (`newer.commits`), whose files' records hold only those commits' changes.
  ///
  /// `origins` names each newer file's path at `head` when it was renamed since.
  /// `boundaries` are the commits of this reading's history (not in its list) that the
  /// newer commits name as parents, each with the ids of this reading's commits it
  /// descends from. A file the newer reading followed to its creation keeps only the newer
  /// changes; a translation changed since keeps only its newer change.
  func extended(
    by newer: HistoryReading, origins: [String: String],
    boundaries: [(id: String, ancestors: [String])]
  ) -> HistoryReading {
    var commits = newer.commits
    for boundary in boundaries {
      commits.append(
        LoggedCommit(id: boundary.id, parents: boundary.ancestors, time: 0, changes: []))
    }
    let shift = commits.count
    commits += self.commits
    var files: [String: FileRecord] = [:]
    for (path, record) in newer.files {
      guard !record.isComplete, let older = self.files[origins[path] ?? path] else {
        files[path] = record
        continue
      }
      var merged = FileRecord(
        isComplete: older.isComplete, changes: record.changes,
        unreadable: record.unreadable + older.unreadable)
      for (cell, changes) in older.changes {
        let shifted = changes.map {
          ValueChange(commit: $0.commit + shift, text: $0.text, isCreation: $0.isCreation)
        }
        if cell.isSource {
          merged.changes[cell, default: []] += shifted
        } else if merged.changes[cell] == nil {
          merged.changes[cell] = shifted
        }
      }
      files[path] = merged
    }
    var notes = newer.notes
    for note in self.notes where !notes.contains(note) { notes.append(note) }
    var failures = newer.failures
    for failure in self.failures where !failures.contains(failure) { failures.append(failure) }
    return HistoryReading(
      head: newer.head, patterns: patterns, commits: commits, files: files, notes: notes,
      failures: failures)
  }
}
