import Foundation
import L10nModel

/// The edits a project has unsaved, written as they happen (atomically, synced to disk), so that
/// after a session ends without saving (SIGHUP, a crash, kill -9) the next one can offer them
/// again: vim's swap-file idea, keeping what was edited rather than whole files.
public struct RecoveryJournal: Sendable {
  /// The journal file.
  public let path: String

  /// The journal of the project at `projectRoot`, kept in `stateDirectory`.
  public init(projectRoot: String, stateDirectory: String) {
    let real = URL(fileURLWithPath: projectRoot).resolvingSymlinksInPath().path
    path = stateDirectory + "/journals/" + EditingLock.name(of: real) + ".json"
  }

  /// The edits written, step by step, or `nil` when there is no (readable) journal.
  public func read() -> [[CellEdit]]? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONDecoder().decode([[CellEdit]].self, from: data)
  }

  /// Replaces the journal with `edits`: a temporary file synced to disk, then renamed.
  public func write(_ edits: [[CellEdit]]) {
    guard let data = try? JSONEncoder().encode(edits) else { return }
    let folder = (path as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let temporary = path + ".tmp"
    guard FileManager.default.createFile(atPath: temporary, contents: data),
      let handle = FileHandle(forWritingAtPath: temporary)
    else { return }
    try? handle.synchronize()
    try? handle.close()
    _ = rename(temporary, path)
  }

  /// Removes the journal.
  public func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
