import Dispatch
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The server's own watcher, for clients that do not watch files.
///
/// Every `interval` seconds it compares each watched file's modification time and size with
/// the last look, and reports what changed. Bounded: at most `maximumFiles` files a round.
package final class FilePoller: Sendable {
  /// The most files looked at in one round.
  package static let maximumFiles = 100_000

  private struct Stamp: Equatable {
    var seconds: Int
    var nanoseconds: Int
    var size: Int
  }

  private let interval: Double
  private let queue = DispatchQueue(label: "l10nedit.lsp.poller")
  private let running = Shared(false)
  nonisolated(unsafe) private var stamps: [String: Stamp?] = [:]

  /// A poller looking every `interval` seconds.
  package init(interval: Double) {
    self.interval = interval
  }

  /// Starts looking at the files `paths` lists (asked each round), reporting changes to
  /// `changed`.
  package func start(
    paths: @escaping @Sendable () -> [String],
    changed: @escaping @Sendable ([(path: String, kind: FileChange)]) -> Void
  ) {
    running.change { $0 = true }
    round(paths: paths, changed: changed)
  }

  /// Looks again after the interval, and again, until stopped.
  private func round(
    paths: @escaping @Sendable () -> [String],
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
  /// A file seen for the first time is no change.
  private func look(at paths: [String]) -> [(path: String, kind: FileChange)] {
    var changes: [(path: String, kind: FileChange)] = []
    var seen: [String: Stamp?] = [:]
    for path in paths {
      let stamp = Self.stamp(path)
      seen[path] = stamp
      guard let before = stamps[path] else { continue }
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

  private static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
    let time = info.st_mtimespec
    #else
    let time = info.st_mtim
    #endif
    return Stamp(seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), size: Int(info.st_size))
  }
}
