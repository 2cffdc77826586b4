import Foundation

/// A file a commit changed, as `git log --raw` lists it against one parent.
struct FileChange: Sendable {
  /// The blob before (`nil` when the commit added the file).
  var oldBlob: String?
  /// The blob after (`nil` when the commit deleted the file).
  var newBlob: String?
  /// The path after (before, for a deletion).
  var path: String
  /// The path before, for a rename.
  var oldPath: String?
}

/// A commit of the history of the localization files, newest first in `git log --topo-order`.
struct LoggedCommit: Sendable {
  /// The object id.
  var id: String
  /// Its parents in the history of those files (`--parents`: commits that did not touch them
  /// skipped over).
  var parents: [String]
  /// The committer date, in seconds since 1970.
  var time: Int64
  /// The files changed, against each parent in turn (a merge's list per parent, `-m`).
  var changes: [[FileChange]]
}

/// Reads the history of the files matching some path patterns with `git log`.
enum GitLog {
  /// The commits of HEAD's history that touched a file matching `patterns`, newest first.
  ///
  /// In topological order, at most `limit`; the log is bounded by `timeLimit` seconds and
  /// `outputLimit` bytes. `range` (`old..HEAD`) reads only the commits `old` lacks.
  static func read(
    in folder: String, patterns: [String], range: String = "HEAD", limit: Int,
    timeLimit: Double, outputLimit: Int
  ) throws(GitProcess.Failure) -> [LoggedCommit] {
    let process = try GitProcess(
      in: folder,
      [
        "log", "--topo-order", "--parents", "--root", "-m", "-M", "--raw", "--no-abbrev", "-z",
        "--no-color", "--no-ext-diff", "--no-textconv", "--format=%x01%H%x00%P%x00%ct",
        "--max-count=\(limit)", range, "--",
      ] + patterns, timeLimit: timeLimit)
    return parse(try process.readAll(limit: outputLimit))
  }

  /// The commits of `log`'s output (`-z`, the format above); a commit printed once per parent
  /// (`-m`) is one commit with a list of changes per parent.
  static func parse(_ log: Data) -> [LoggedCommit] {
    var commits: [LoggedCommit] = []
    let fields = log.split(separator: 0, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var index = 0
    func next() -> String? {
      guard index < fields.count else { return nil }
      defer { index += 1 }
      return fields[index]
    }
    while let field = next() {
      let trimmed = field.drop { $0 == "\n" }
      if trimmed.hasPrefix("\u{1}") {
        let id = String(trimmed.dropFirst())
        let parents = (next() ?? "").split(separator: " ").map(String.init)
        let time = Int64(next() ?? "") ?? 0
        if let last = commits.last, last.id == id {
          commits[commits.count - 1].changes.append([])
        } else {
          commits.append(LoggedCommit(id: id, parents: parents, time: time, changes: [[]]))
        }
      } else if trimmed.hasPrefix(":"), !commits.isEmpty {
        // `:old-mode new-mode old-blob new-blob status`, then the path (two for a rename or
        // a copy).
        let meta = trimmed.dropFirst().split(separator: " ")
        guard meta.count == 5, let path = next() else { continue }
        let status = meta[4].first ?? "M"
        var change = FileChange(
          oldBlob: Self.blob(meta[2]), newBlob: Self.blob(meta[3]), path: path, oldPath: nil)
        if status == "R" || status == "C", let newPath = next() {
          // A copy is a new file (its blob before is the copied file's).
          change.oldPath = status == "R" ? path : nil
          if status == "C" { change.oldBlob = nil }
          change.path = newPath
        }
        commits[commits.count - 1].changes[commits[commits.count - 1].changes.count - 1]
          .append(change)
      }
    }
    return commits
  }

  /// A blob id, `nil` for git's all-zero id (no file).
  private static func blob(_ text: Substring) -> String? {
    text.allSatisfy { $0 == "0" } ? nil : String(text)
  }
}
