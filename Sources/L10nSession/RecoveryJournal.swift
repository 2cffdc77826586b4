import Foundation
import L10nFormats
import L10nModel

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The edits an editor session has unsaved, written as they happen (atomically, synced to
/// disk), so that after it ends without saving (SIGHUP, a crash, kill -9) a later session can
/// offer them again: vim's swap-file idea, keeping what was edited rather than whole files.
///
/// Each session has its own journal, named by the project, its process id and a session id
/// (`journals/<project>.<pid>.<session>.json`): two editors on one project never replace or
/// remove each other's. A journal whose process has ended on this host is an orphan, offered
/// by the next session (`orphans()`); one whose process lives, or that another host wrote, is
/// left alone.
package struct RecoveryJournal: Sendable {
  /// A journal left by a session that ended with unsaved edits.
  package struct Orphan: Sendable, Equatable {
    /// Its file.
    package var path: String
    /// The process that wrote it (`nil`: the single journal of versions before sessions had
    /// their own).
    package var pid: Int32?
    /// Its edits, step by step.
    package var edits: [[CellEdit]]

    /// Removes it (restored into a session, or discarded).
    package func remove() {
      try? FileManager.default.removeItem(atPath: path)
    }
  }

  /// What a journal file holds.
  private struct Contents: Codable {
    var pid: Int32
    var host: String
    var edits: [[CellEdit]]
  }

  /// This session's journal file.
  package let path: String
  private let folder: String
  private let project: String
  private let pid: Int32
  private let host: String

  /// The journal of a new session (process `pid`) on the project at `projectRoot`, kept in
  /// `stateDirectory`.
  package init(
    projectRoot: String, stateDirectory: String,
    pid: Int32 = ProcessInfo.processInfo.processIdentifier
  ) {
    let real = URL(fileURLWithPath: projectRoot).resolvingSymlinksInPath().path
    folder = stateDirectory + "/journals"
    project = EditingLock.name(of: real)
    self.pid = pid
    host = ProcessInfo.processInfo.hostName
    let session = String(UInt32.random(in: .min ... .max), radix: 16)
    path = folder + "/\(project).\(pid).\(session).json"
  }

  /// The edits this session journaled, or `nil` when it has no (readable) journal.
  package func read() -> [[CellEdit]]? {
    Self.contents(at: path)?.edits
  }

  /// Replaces this session's journal with `edits`; returns why it could not be written (`nil`:
  /// written).
  @discardableResult
  package func write(_ edits: [[CellEdit]]) -> String? {
    let data: Data
    do {
      data = try JSONEncoder().encode(Contents(pid: pid, host: host, edits: edits))
    } catch {
      return error.localizedDescription
    }
    // As project files are written: a temporary flushed to disk, then renamed over it.
    do {
      try FileSystem.writeSafely(Array(data), to: path, inside: folder)
      return nil
    } catch {
      return error.reason
    }
  }

  /// Removes this session's journal.
  package func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The journals of the project that sessions left behind: their process has ended on this
  /// host (or the journal is the single one of older versions), newest first.
  package func orphans() -> [Orphan] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    var found: [(orphan: Orphan, modified: Date)] = []
    for name in names where name.hasPrefix(project + ".") && name.hasSuffix(".json") {
      let file = folder + "/" + name
      guard file != path else { continue }
      let modified =
        (try? FileManager.default.attributesOfItem(atPath: file)[.modificationDate] as? Date)
        ?? .distantPast
      if name == project + ".json" {
        // Before sessions had their own: the edits alone.
        guard let data = FileManager.default.contents(atPath: file),
          let edits = try? JSONDecoder().decode([[CellEdit]].self, from: data)
        else { continue }
        found.append((Orphan(path: file, pid: nil, edits: edits), modified))
        continue
      }
      guard let contents = Self.contents(at: file), contents.host == host,
        ProcessLiveness.hasEnded(contents.pid)
      else { continue }
      found.append((Orphan(path: file, pid: contents.pid, edits: contents.edits), modified))
    }
    return found.sorted { $0.modified > $1.modified }.map(\.orphan)
  }

  private static func contents(at path: String) -> Contents? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode(Contents.self, from: data)
  }
}
