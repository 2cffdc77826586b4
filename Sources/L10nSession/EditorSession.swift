import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// Runs the editor on a terminal: reads events, reduces, carries out effects (saving files,
/// background jobs), draws.
public struct EditorSession<Backend: TerminalBackend> {
  /// The editor's state.
  public private(set) var state: EditorState
  /// The terminal.
  public private(set) var backend: Backend
  private let jobs = JobRunner()
  /// The order files are saved in: `nil` for each format's own (`.strings` sorted), or
  /// `.keepOrder`.
  private let writeOrder: WriteOrder?
  /// Held while edits are unsaved, so that a second editor on the project warns.
  private let lock: EditingLock?
  private var holdsLock = false
  /// Where unsaved edits are kept while the session runs.
  private let journal: RecoveryJournal?
  private var journaled: [[CellEdit]] = []
  /// Set when the user quits: unsaved edits were discarded on purpose, nothing is journaled.
  private var quitting = false
  /// What each file was on disk when read or last written (by path).
  private var stamps: [String: FileStamp] = [:]

  /// A session showing `state` on `backend`, saving in `writeOrder` (see `ProjectWriter.save`),
  /// holding `lock` while edits are unsaved.
  public init(
    state: EditorState, backend: Backend, writeOrder: WriteOrder? = nil, lock: EditingLock? = nil,
    journal: RecoveryJournal? = nil
  ) {
    self.state = state
    self.backend = backend
    self.writeOrder = writeOrder
    self.lock = lock
    self.journal = journal
    stamps = FileStamp.of(state.project.files.map(\.path))
  }

  /// Runs until the user quits or input ends.
  public mutating func run() {
    defer { if holdsLock { lock?.release() } }
    let holder = lock?.holder()
    if holder == nil || holder?.isStale == true, let edits = journal?.read(), !edits.isEmpty {
      // An earlier session ended with these unsaved; nobody else is editing.
      lock?.removeStale()
      _ = state.reduce(.offerRestore(edits))
      journaled = edits
    } else if let holder {
      if holder.isStale {
        lock?.removeStale()
        _ = state.reduce(
          .notice(
            "An earlier l10nedit (pid \(holder.pid)) ended with unsaved edits in this project; "
              + "they were not saved"))
      } else {
        _ = state.reduce(
          .notice(
            "Another l10nedit (pid \(holder.pid) on \(holder.host)) has unsaved edits in this "
              + "project: saving here may overwrite them"))
      }
    }
    guard carryOut(state.start()) else { return }
    draw()
    while true {
      let finished = jobs.takeFinished()
      if !finished.isEmpty {
        for action in finished {
          guard carryOut(state.reduce(action)) else { return }
        }
        draw()
      }
      switch backend.nextInput(waitingAtMost: jobs.isRunning ? 100 : nil) {
      case .closed: return
      case .timeout: continue
      case .event(let event):
        guard carryOut(state.reduce(.event(event))) else { return }
        draw()
      }
    }
  }

  /// Carries out effects; returns `false` when the session should end.
  ///
  /// The editing lock follows the unsaved state.
  private mutating func carryOut(_ effects: [Effect]) -> Bool {
    defer {
      syncLock()
      syncJournal()
    }
    for effect in effects {
      switch effect {
      case .quit:
        // Quitting is deliberate (saved, or discarded): nothing to recover.
        quitting = true
        journal?.remove()
        return false
      case .save(let files): save(files)
      case .saveAndQuit(let files):
        if save(files) {
          quitting = true
          journal?.remove()
          return false
        }
      case .run(let job): jobs.start(job)
      }
    }
    return true
  }

  /// Keeps the journal equal to the unsaved edits; removes it when there are none, or when they
  /// cannot be replayed on the files as saved (an undo past a save).
  private mutating func syncJournal() {
    guard let journal, !quitting,
      state.mode != .confirmingRestore(journaled) || journaled.isEmpty
    else { return }
    let edits = state.unsavedEdits ?? []
    guard edits != journaled else { return }
    if edits.isEmpty { journal.remove() } else { journal.write(edits) }
    journaled = edits
  }

  private mutating func syncLock() {
    guard let lock, state.hasUnsavedChanges != holdsLock else { return }
    if state.hasUnsavedChanges {
      // Another live editor keeps its lock; this one then holds none, and says so at start.
      if lock.holder() == nil { lock.acquire() }
    } else {
      lock.release()
    }
    holdsLock = state.hasUnsavedChanges
  }

  @discardableResult
  private mutating func save(_ requested: [Int]) -> Bool {
    var files = requested
    let onDisk = FileStamp.of(files.map { state.project.files[$0].path })
    let changed = files.map { state.project.files[$0].path }.filter { stamps[$0] != onDisk[$0] }
    let deleted = changed.filter { stamps[$0] != nil && onDisk[$0] == nil }
    if !deleted.isEmpty {
      // Never re-created behind the user's back: they decide (restore it, or discard here).
      let names = deleted.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
      _ = state.reduce(
        .saveFailed("\(names) was deleted on disk since it was read; not re-created, nothing saved")
      )
      return false
    }
    if !changed.isEmpty {
      // Changed on disk since read (a git pull, a sync): merge by replaying the edits on them.
      guard reloadAndReplay(changed) else { return false }
      files = state.dirtyFiles.sorted()
    }
    do {
      let written = try ProjectWriter.save(state.project, files: files, order: writeOrder)
      restamp(files)
      _ = state.reduce(.saved(files, written: written))
      if !changed.isEmpty {
        let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
        _ = state.reduce(
          .notice(
            "\(names) changed on disk: merged (your edits applied to the new version) and saved"))
      }
      return true
    } catch {
      // The files that were written (or already held their bytes) are saved; the others stay
      // unsaved and the message names them.
      let done = error.report.written + error.report.unchanged
      restamp(done)
      if !done.isEmpty { _ = state.reduce(.saved(done, written: error.report.written)) }
      _ = state.reduce(.saveFailed(error.description))
      return false
    }
  }

  /// Reads the project again and applies the unsaved edits to it; `false` (with the reason on
  /// the message line) when that cannot be done.
  private mutating func reloadAndReplay(_ changed: [String]) -> Bool {
    let names = changed.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
    let fresh: Project
    do {
      fresh = try ProjectLoader.load(
        state.project.root, sourceLanguage: state.project.sourceLanguage,
        shownLanguages: Array(state.project.languages.dropFirst()))
    } catch {
      _ = state.reduce(
        .saveFailed("\(names) changed on disk, and the project cannot be read: \(error)"))
      return false
    }
    guard let (applied, total) = state.reload(fresh) else {
      _ = state.reduce(
        .saveFailed(
          "\(names) changed on disk, and edits undone past the last save cannot be merged"))
      return false
    }
    stamps = FileStamp.of(state.project.files.map(\.path))
    _ = carryOut(state.start())
    if applied < total {
      _ = state.reduce(
        .saveFailed(
          "\(names) changed on disk: \(total - applied) of \(total) edits no longer apply; "
            + "the others are merged, not saved yet"))
      return false
    }
    return true
  }

  private mutating func restamp(_ files: [Int]) {
    for index in files {
      let path = state.project.files[index].path
      stamps[path] = FileStamp.of(path)
    }
  }

  private mutating func draw() {
    let size = backend.size
    if size.width != state.width || size.height != state.height {
      _ = state.reduce(.event(.resize(width: size.width, height: size.height)))
    }
    backend.draw(Renderer.render(state))
  }
}
