import Dispatch
import Foundation
import L10nModel

extension OutdatedTranslations {
  /// How a history was read: what a test asserts (instead of timing) and the bench prints.
  package struct ReadCounts: Equatable, Sendable {
    /// Where the reading came from.
    package enum Source: Equatable, Sendable {
      /// The whole history was read.
      case full
      /// A kept reading was used as it was (the same HEAD).
      case kept
      /// A kept reading at an ancestor of HEAD, extended by the commits after it.
      case extended
    }

    /// Where the reading came from (`nil`: no history was read).
    package var source: Source?
    /// The commits `git log` listed.
    package var commits = 0
    /// The file versions compared with their parents'.
    package var versions = 0

    /// Counts of a reading.
    package init(source: Source? = nil, commits: Int = 0, versions: Int = 0) {
      self.source = source
      self.commits = commits
      self.versions = versions
    }
  }

  /// Reads a repository's history for the files of a project: all of it, or only what a
  /// kept reading lacks.
  struct Reader {
    /// The repository's top folder.
    let top: String
    /// The commit read up to.
    let head: String
    /// The project's files, every cell each.
    let histories: [FileHistory]
    /// How far a reading may go.
    let limits: Limits

    /// The path patterns the log is limited to.
    var patterns: [String] { OutdatedTranslations.patterns(of: histories) }

    /// The reading at `head`: `kept` when it was made there for the same files; `kept`
    /// extended by the commits after it when HEAD descends from it; else the whole history.
    func update(_ kept: HistoryReading?) -> Result<(HistoryReading, ReadCounts), GitProcess.Failure>
    {
      if let kept, kept.patterns == patterns {
        if kept.head == head,
          histories.allSatisfy({ kept.files[$0.path] != nil || !has($0.path, at: head) })
        {
          return .success((kept, ReadCounts(source: .kept)))
        }
        if kept.head != head, kept.commits.count < limits.commits, descends(from: kept.head),
          let extended = try? extend(kept)
        {
          return .success(extended)
        }
      }
      do throws(GitProcess.Failure) {
        return .success(try full())
      } catch {
        return .failure(error)
      }
    }

    /// The whole history.
    private func full() throws(GitProcess.Failure) -> (HistoryReading, ReadCounts) {
      let commits = try GitLog.read(
        in: top, patterns: patterns, range: head, limit: limits.commits,
        timeLimit: limits.seconds, outputLimit: limits.logBytes)
      var notes: [String] = []
      if commits.count >= limits.commits {
        notes.append(
          "only the newest \(limits.commits) commits of the localization files were read")
      }
      var files = histories
      FileHistory.collect(&files, commits: commits)
      let (records, failures) = read(files)
      let reading = HistoryReading(
        head: head, patterns: patterns, commits: commits.map(\.withoutChanges), files: records,
        notes: notes, failures: failures)
      return (reading, counts(.full, commits, files))
    }

    /// `kept` extended by the commits after it; `nil` when they cannot extend it (too many,
    /// or a file the kept reading lacks and its HEAD had).
    private func extend(_ kept: HistoryReading) throws(GitProcess.Failure) -> (
      HistoryReading, ReadCounts
    )? {
      let commits = try GitLog.read(
        in: top, patterns: patterns, range: kept.head + ".." + head, limit: limits.commits,
        timeLimit: limits.seconds, outputLimit: limits.logBytes)
      guard kept.commits.count + commits.count < limits.commits else { return nil }
      var files = histories
      FileHistory.collect(&files, commits: commits)
      for file in files where !file.isComplete && kept.files[file.origin] == nil {
        guard !has(file.origin, at: kept.head) else { return nil }
      }
      let (records, failures) = read(files)
      let newer = HistoryReading(
        head: head, patterns: patterns, commits: commits.map(\.withoutChanges), files: records,
        notes: [], failures: failures)
      var origins: [String: String] = [:]
      for file in files where file.origin != file.path { origins[file.path] = file.origin }
      let reading = kept.extended(
        by: newer, origins: origins, boundaries: try boundaries(of: commits, in: kept))
      return (reading, counts(.extended, commits, files))
    }

    /// The commits of `kept`'s history that `commits` name as parents without listing them,
    /// each with the ids of `kept`'s commits it descends from.
    private func boundaries(of commits: [LoggedCommit], in kept: HistoryReading)
      throws(GitProcess.Failure) -> [(id: String, ancestors: [String])]
    {
      let listed = Set(commits.map(\.id))
      let keptIDs = kept.commits.map(\.id)
      let known = Set(keptIDs)
      var seen: Set<String> = []
      var boundaries: [(id: String, ancestors: [String])] = []
      for parent in commits.flatMap(\.parents)
      where !listed.contains(parent) && !known.contains(parent) && seen.insert(parent).inserted {
        if parent == kept.head {
          // The kept reading's HEAD: every commit it listed is its ancestor.
          boundaries.append((parent, keptIDs))
          continue
        }
        let process = try GitProcess(
          in: top, ["rev-list", parent, "--"] + patterns, timeLimit: limits.seconds)
        let listing = try process.readAll(limit: limits.logBytes)
        let ancestors = listing.split(separator: 10).map { String(decoding: $0, as: UTF8.self) }
        boundaries.append((parent, ancestors.filter(known.contains)))
      }
      return boundaries
    }

    /// Reads the versions of `files`, one `git cat-file` each, files in parallel: each
    /// file's record, and the files git could not read, with why.
    private func read(_ files: [FileHistory]) -> ([String: HistoryReading.FileRecord], [String]) {
      let failures = Locked([String]())
      let records = Locked([String: HistoryReading.FileRecord]())
      DispatchQueue.concurrentPerform(iterations: files.count) { index in
        let file = files[index]
        do throws(GitProcess.Failure) {
          let result = try OutdatedTranslations.readChanges(of: file, in: top, limits: limits)
          var record = file.record(result.changes, isComplete: file.isComplete)
          record.unreadable = result.unreadable
          records.update { $0[file.path] = record }
        } catch {
          // A file whose history could not be read has no changes.
          records.update {
            $0[file.path] = HistoryReading.FileRecord(isComplete: false, changes: [:])
          }
          failures.update { $0.append("\(file.path): \(error.reason)") }
        }
      }
      return (records.value, failures.value.sorted())
    }

    private func counts(
      _ source: ReadCounts.Source, _ commits: [LoggedCommit], _ files: [FileHistory]
    )
      -> ReadCounts
    {
      ReadCounts(
        source: source, commits: commits.count,
        versions: files.reduce(0) { $0 + $1.versions.count })
    }

    /// Whether HEAD descends from `commit` (or is it).
    private func descends(from commit: String) -> Bool {
      (try? GitProcess(
        in: top, ["merge-base", "--is-ancestor", commit, head], timeLimit: limits.seconds
      ).finish()) != nil
    }

    /// Whether `commit` has a file at `path`.
    private func has(_ path: String, at commit: String) -> Bool {
      (try? GitProcess(
        in: top, ["cat-file", "-e", commit + ":" + path], timeLimit: limits.seconds
      ).finish()) != nil
    }
  }
}

extension LoggedCommit {
  /// The commit without its file lists (what a kept reading needs of it).
  var withoutChanges: LoggedCommit {
    LoggedCommit(id: id, parents: parents, time: time, changes: [])
  }
}
