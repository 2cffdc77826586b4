import Dispatch
import Foundation
import L10nFormats
import L10nModel

/// The server's workspace: the state, changed on one serial queue off the request threads,
/// and the latest snapshot of it, which requests read without waiting for a reload.
package final class WorkspaceStore: Sendable {
  private let queue = DispatchQueue(label: "l10nedit.lsp.workspace")
  private let scanQueue = DispatchQueue(label: "l10nedit.lsp.scan")
  private let condition = NSCondition()
  nonisolated(unsafe) private var current: WorkspaceSnapshot?
  nonisolated(unsafe) private var failure: String?
  /// Whether the first scan of the code is under way (under `condition`).
  nonisolated(unsafe) private var scanning = false
  /// Only touched on `queue`.
  nonisolated(unsafe) private var state: WorkspaceState?
  private let log: @Sendable (String) -> Void
  private let published: @Sendable (WorkspaceSnapshot) -> Void
  private let failed: @Sendable (String) -> Void

  /// A store that says what goes wrong with `log`, calls `published` (on its queue) with each
  /// new snapshot, and `failed` with the reason when the project cannot be loaded.
  package init(
    log: @escaping @Sendable (String) -> Void,
    published: @escaping @Sendable (WorkspaceSnapshot) -> Void = { _ in },
    failed: @escaping @Sendable (String) -> Void = { _ in }
  ) {
    self.log = log
    self.published = published
    self.failed = failed
  }

  /// Loads the workspace at `root` in the background.
  ///
  /// A first snapshot as soon as the project is read, another when the code is scanned. `scansCode: false` skips the scan.
  package func load(root: String, setup: WorkspaceSetup, scansCode: Bool = true) {
    // Set before the first snapshot, so that no one waiting for the scan takes that one.
    if scansCode { condition.withLock { scanning = true } }
    queue.async { [self] in
      do {
        state = try WorkspaceState(root: root, setup: setup)
      } catch {
        log("error: \(error)")
        failed("\(error)")
        condition.withLock {
          scanning = false
          failure = "\(error)"
          condition.broadcast()
        }
        return
      }
      publish()
      if scansCode { scanAll() }
    }
  }

  /// Scans all the code on the scan queue, then takes the result in.
  private func scanAll() {
    guard let state else { return }
    let started = Date()
    scanQueue.async { [self] in
      let result = WorkspaceState.scan(state.sourcePaths, with: state.setup.scanner(state.settings))
      queue.async { [self] in
        self.state?.take(result)
        if case .failure(let error) = result { log("warning: the code was not scanned: \(error)") }
        if case .success(let scan) = result {
          log(
            "scanned \(scan.usage.fileCount) source files in \(Int(Date().timeIntervalSince(started) * 1000)) ms"
          )
        }
        publish(endingScan: true)
      }
    }
  }

  /// The latest snapshot, `nil` before the project is read (or when it cannot be).
  package var snapshot: WorkspaceSnapshot? {
    condition.withLock { current }
  }

  /// Why the workspace could not be loaded, if it could not.
  package var loadFailure: String? {
    condition.withLock { failure }
  }

  /// The latest snapshot, waiting up to `timeout` seconds for the first.
  package func snapshot(waiting timeout: Double) -> WorkspaceSnapshot? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      while current == nil, failure == nil {
        guard condition.wait(until: deadline) else { break }
      }
      return current
    }
  }

  /// The latest snapshot once the code's first scan ended (or failed), waiting up to
  /// `timeout` seconds for it: what renaming and finding references need.
  package func scannedSnapshot(waiting timeout: Double) -> WorkspaceSnapshot? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      while current == nil || scanning, failure == nil {
        guard condition.wait(until: deadline) else { break }
      }
      return current
    }
  }

  /// The first snapshot whose generation is at least `generation`, waiting up to `timeout`
  /// seconds (tests wait for a change this way).
  package func snapshot(from generation: Int, waiting timeout: Double) -> WorkspaceSnapshot? {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return condition.withLock {
      while (current?.generation ?? -1) < generation, failure == nil {
        guard condition.wait(until: deadline) else { break }
      }
      return current.flatMap { $0.generation >= generation ? $0 : nil }
    }
  }

  /// Changes the state on the workspace queue, then publishes a new snapshot when `change`
  /// says it changed something.
  ///
  /// An edit of an open buffer is not announced (its own
  /// diagnostics follow it); a change on disk is (every open document's diagnostics follow).
  package func update(
    announces: Bool = false, _ change: @escaping @Sendable (inout WorkspaceState) -> Bool
  ) {
    queue.async { [self] in
      guard var changed = state else { return }
      state = nil
      let publishes = change(&changed)
      state = changed
      if publishes { publish(announces: announces) }
    }
  }

  /// Waits until every update asked for so far is in a snapshot.
  package func settle() {
    queue.sync {}
  }

  /// Takes the changed files in: a settings file or a created or deleted localization file
  /// reads the project again; a changed localization file is read again alone; a code file is
  /// scanned again alone.
  package func filesChanged(_ changes: [(path: String, kind: FileChange)]) {
    update(announces: true) { [log] state in
      var reloads = false
      for (path, kind) in changes where DocumentURI.path(path, isInside: state.root) {
        if kind == .changed, FileSystem.isFolder(path) {
          // A watched folder's listing changed: what is new in it.
          if state.takeNewFiles(in: path) { reloads = true }
        } else if state.isLocalizationFile(path), kind == .changed {
          state.rereadLocalizationFile(path)
        } else if state.changesProject(path) {
          reloads = true
        }
        if state.isCodeFile(path) { state.rescanCodeFile(path) }
      }
      if reloads {
        do { try state.reload() } catch { log("error: \(error)") }
      }
      return true
    }
  }

  /// The paths the poller watches: the localization files, the code files scanned, the
  /// settings files (on the workspace queue's time).
  package func watchedPaths() -> [(path: String, read: FileStamp?)] {
    queue.sync { state?.watchedPaths ?? [] }
  }

  /// Makes a snapshot of the state and publishes it (with `endingScan`, as the first scan's).
  private func publish(announces: Bool = true, endingScan: Bool = false) {
    guard var state else { return }
    let snapshot = state.snapshot()
    self.state = state
    condition.withLock {
      if endingScan { scanning = false }
      current = snapshot
      condition.broadcast()
    }
    if announces { published(snapshot) }
  }
}

/// How a watched file changed (`FileChangeType`).
package enum FileChange: Int, Sendable, Hashable {
  /// It appeared.
  case created = 1
  /// Its content changed.
  case changed = 2
  /// It is gone.
  case deleted = 3
}
