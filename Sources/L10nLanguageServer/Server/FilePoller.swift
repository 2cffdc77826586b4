import Dispatch
import L10nFormats

/// The server's own watcher, for clients that do not watch files.
///
/// Every `interval` seconds it compares each watched file's modification time and size with
/// the last look, and reports what changed. Bounded: at most `maximumFiles` files a round.
package final class FilePoller: Sendable {
  /// The most files looked at in one round.
  package static let maximumFiles = 100_000

  private let interval: Double
  private let queue = DispatchQueue(label: "l10nedit.lsp.poller")
  private let running = Shared(false)
  nonisolated(unsafe) private var stamps: [String: FileStamp?] = [:]

  /// A poller looking every `interval` seconds.
  package init(interval: Double) {
    self.interval = interval
  }

  /// Starts looking at the files `paths` lists (asked each round, with the stamp of each
  /// file as the workspace read it, if it did), reporting changes to `changed`.
  package func start(
    paths: @escaping @Sendable () -> [(path: String, read: FileStamp?)],
    changed: @escaping @Sendable ([(path: String, kind: FileChange)]) -> Void
  ) {
    running.change { $0 = true }
    round(paths: paths, changed: changed)
  }

  /// Looks again after the interval, and again, until stopped.
  private func round(
    paths: @escaping @Sendable () -> [(path: String, read: FileStamp?)],
    changed: @escaping @Sendable ([(path: String, kind: FileChange)]) -> Void
  ) {
    queue.asyncAfter(deadline: .now() + interval) { [self] in
      guard running.current else { return }
      let changes = look(at: Array(paths().prefix(Self.maximumFiles)))
      if !changes.isEmpty { changed(changes) }
      round(paths: paths, changed: changed)
    }
  }

  /// Stops looking.
  package func stop() {
    running.change { $0 = false }
  }

  /// The changes since the last look (on the poller's queue).
  ///
  /// A file seen for the first time changed if it is not as the workspace read it; without
  /// that stamp, it is no change.
  private func look(at paths: [(path: String, read: FileStamp?)]) -> [(
    path: String, kind: FileChange
  )] {
    var changes: [(path: String, kind: FileChange)] = []
    var seen: [String: FileStamp?] = [:]
    for (path, read) in paths {
      let stamp = FileStamp.of(path)
      seen[path] = stamp
      guard let before = stamps[path] ?? read.map(Optional.some) else { continue }
      switch (before, stamp) {
      case (nil, .some): changes.append((path, .created))
      case (.some, nil): changes.append((path, .deleted))
      case (.some(let old), .some(let new)) where old != new: changes.append((path, .changed))
      default: break
      }
    }
    stamps = seen
    return changes
  }

}
