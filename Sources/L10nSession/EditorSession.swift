import Foundation
import L10nFormats
import L10nMemory
import L10nModel
import L10nTUI

/// Runs the editor on a terminal: reads events, reduces, carries out effects (saving files,
/// background jobs), draws.
package struct EditorSession<Backend: TerminalBackend> {
  /// The editor's state.
  package private(set) var state: EditorState
  /// The terminal.
  package private(set) var backend: Backend
  private let jobs = JobRunner()
  /// The order files are saved in: `nil` for each format's own (`.strings` sorted), or
  /// `.keepOrder`.
  private var writeOrder: WriteOrder?
  /// Whether nothing says yet whether saves sort files (no flag, no settings file `sort`): the
  /// first save that would re-sort one asks, and the answer is recorded.
  private var asksSortOrder: Bool
  /// Where the answer was recorded, said after the save it came with.
  private var recordedSortOrder: String?
  /// Held while edits are unsaved, so that a second editor on the project warns.
  private let lock: EditingLock?
  private var holdsLock = false
  /// Where unsaved edits are kept while the session runs.
  private let journal: RecoveryJournal?
  private var journaled: [[CellEdit]] = []
  /// Why the journal could not be written last time (`nil`: it was).
  private var journalFailure: String?
  /// Journals earlier sessions left, newest first, still to offer (the first is offered now).
  private var orphans: [RecoveryJournal.Orphan] = []
  /// The journal whose restore prompt is open.
  private var offered: RecoveryJournal.Orphan?
  /// Set when the user quits: unsaved edits were discarded on purpose, nothing is journaled.
  private var quitting = false
  /// What each file was on disk when read or last written (by path).
  private var stamps: [String: FileStamp] = [:]
  /// What the files were when the project was last read again, taken as `stamps` once the
  /// reducer takes that version in.
  private var stampsOfDiskVersion: [String: FileStamp] = [:]
  /// What the files were at the last look while idle.
  private var seenOnDisk: [String: FileStamp] = [:]
  /// When the disk was last looked at while idle.
  private var lastPoll = ContinuousClock.now
  /// How often the disk is looked at while idle (`nil`: never): the interval asked for, longer
  /// on projects whose files take long to look at.
  private var pollInterval: Duration?
  private let requestedPollInterval: Duration?
  /// The settings file's bundles, to read the project again as it was read first.
  private let bundles: [String: [String]]
  /// Jobs started with the session (scanning the project's code).
  private let startingJobs: [Job]
  /// Takes the translations each save writes into the user's translation memory; returns why
  /// it could not, for the message line (`nil`: none, or done).
  private let savesToMemory: (@Sendable ([MemoryUnit]) -> String?)?

  /// A session showing `state` on `backend`, saving in `writeOrder` (see `ProjectWriter.save`),
  /// holding `lock` while edits are unsaved, keeping unsaved edits in `journal`, and looking for
  /// files changed on disk every `diskPollInterval` while idle (`nil`: only when saving).
  ///
  /// `stamps` are the files as read (`ProjectLoader.loadStamped`); without them the files are
  /// stamped now. `bundles` are the settings file's, for reading the project again.
  /// `startingJobs` run in the background from the start (scanning the project's code).
  /// `savesToMemory` takes the edited translations each save writes (the user memory), and
  /// returns a note the message line adds (a problem, or where a new memory was made).
  package init(
    state: EditorState, backend: Backend, writeOrder: WriteOrder? = nil,
    asksSortOrder: Bool = false, lock: EditingLock? = nil,
    journal: RecoveryJournal? = nil, stamps: [String: FileStamp]? = nil,
    bundles: [String: [String]] = [:], diskPollInterval: Duration? = .seconds(2),
    startingJobs: [Job] = [], savesToMemory: (@Sendable ([MemoryUnit]) -> String?)? = nil
  ) {
    self.savesToMemory = savesToMemory
    self.bundles = bundles
    self.startingJobs = startingJobs
    pollInterval = diskPollInterval
    requestedPollInterval = diskPollInterval
    self.state = state
    self.backend = backend
    self.writeOrder = writeOrder
    self.asksSortOrder = asksSortOrder
    self.lock = lock
    self.journal = journal
    // The review file as well: a save checks that it did not change since (see
    // `ProjectWriter.prepareReviews`).
    self.stamps =
      stamps
      ?? FileStamp.of(
        state.project.files.map(\.path) + [state.project.reviewFile.path].compactMap { $0 })
    seenOnDisk = self.stamps
    // Until the files are read again, the version on disk is the one read (a merge of files
    // git left with conflict markers takes it without reading again).
    stampsOfDiskVersion = self.stamps
  }

  /// Runs until the user quits or input ends.
  package mutating func run() {
    defer { if holdsLock { lock?.release() } }
    let holder = lock?.holder()
    // Sessions that ended with unsaved edits: offered one after the other. The single journal
    // of older versions only when no live editor holds the project.
    orphans = (journal?.orphans() ?? []).filter {
      $0.pid != nil || holder == nil || holder?.isStale == true
    }
    if !orphans.isEmpty {
      if holder?.isStale == true { lock?.removeStale() }
      offerNextOrphan()
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
    guard carryOut(state.start() + startingJobs.map(Effect.run)) else { return }
    draw()
    while true {
      let finished = jobs.takeFinished()
      if !finished.isEmpty {
        for action in finished {
          guard carryOut(state.reduce(action)) else { return }
        }
        draw()
      }
      let wait = pollInterval.map { interval in
        let (seconds, attoseconds) = interval.components
        return max(50, Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
      }
      switch backend.nextInput(waitingAtMost: jobs.isRunning ? 100 : wait) {
      case .closed: return
      case .timeout:
        guard let outcome = pollDisk() else { return }
        if outcome { draw() }
      case .event(let event):
        guard carryOut(state.reduce(.event(event))), pollDisk() != nil else { return }
        draw()
      }
    }
  }

  /// Carries out effects, and those they lead to; returns `false` when the session should end.
  ///
  /// The editing lock follows the unsaved state.
  private mutating func carryOut(_ effects: [Effect]) -> Bool {
    defer {
      syncLock()
      syncJournal()
      settleOrphan()
    }
    var queue = effects[...]
    while let effect = queue.popFirst() {
      switch effect {
      case .quit:
        // Quitting is deliberate (saved, or discarded): nothing to recover.
        quitting = true
        journal?.remove()
        return false
      case .save(let files):
        if case .merging(let next) = save(files, then: effect) { queue += next }
      case .saveAndQuit(let files):
        switch save(files, then: effect) {
        case .saved:
          quitting = true
          journal?.remove()
          return false
        case .merging(let next): queue += next
        case .notSaved: break
        }
      case .review(let files, let asksSortOrder):
        // An unsorted file is asked about first: the review then shows the save in the order
        // chosen, not a whole-file re-sort.
        var fromQuitPrompt = false
        if case .reviewing(_, let quitPrompt) = state.mode { fromQuitPrompt = quitPrompt }
        if asksSortOrder, var question = sortQuestion(files, quits: fromQuitPrompt) {
          question.reviews = true
          queue += state.reduce(.askSortOrder(question))
        } else {
          queue += state.reduce(.reviewed(review(files)))
        }
      case .setSortOrder(let sorts): setSortOrder(sorts)
      case .run(let job): jobs.start(job)
      case .cancel(let name): jobs.cancel(name)
      case .diskVersionTaken:
        stamps = stampsOfDiskVersion
        seenOnDisk = stamps
      }
    }
    return true
  }

  /// Keeps the journal equal to the unsaved edits; removes it when there are none, or when they
  /// cannot be replayed on the files as saved (an undo past a save).
  ///
  /// A journal that cannot be written is said at once: the edits are not protected.
  private mutating func syncJournal() {
    guard let journal, !quitting else { return }
    let edits = state.unsavedEdits ?? []
    guard edits != journaled else { return }
    if edits.isEmpty {
      journal.remove()
    } else if let reason = journal.write(edits) {
      if journalFailure != reason {
        _ = state.reduce(
          .notice(
            "Unsaved edits are not protected against a crash: the journal cannot be "
              + "written: \(reason)"))
      }
      journalFailure = reason
      return
    }
    journalFailure = nil
    journaled = edits
  }

  /// Offers the newest orphaned journal left to offer.
  private mutating func offerNextOrphan() {
    guard let orphan = orphans.first else { return }
    offered = orphan
    _ = state.reduce(.offerRestore(orphan.edits))
  }

  /// Once the offered journal is answered (its edits restored into this session's journal, or
  /// discarded), removes it and offers the next.
  private mutating func settleOrphan() {
    guard let orphan = offered, !quitting, !state.isAsking(Command.RestorePrompt.self),
      journalFailure == nil
    else { return }
    orphan.remove()
    orphans.removeFirst()
    offered = nil
    offerNextOrphan()
  }

  private mutating func syncLock() {
    guard let lock, state.hasUnsavedChanges != holdsLock else { return }
    if state.hasUnsavedChanges {
      // Another live editor keeps its lock; this one then holds none, and says so at start.
      if lock.holder() == nil, let reason = lock.acquire() {
        _ = state.reduce(
          .notice(
            "The editing lock cannot be written, so another editor will not be warned: "
              + reason))
      }
    } else {
      lock.release()
    }
    holdsLock = state.hasUnsavedChanges
  }

  /// Saves sorted (`sorts`) or in each file's order from now on, and records it in the settings
  /// file (the answer to the sort prompt); a file that cannot take it is said, and the
  /// question is asked again next session.
  private mutating func setSortOrder(_ sorts: Bool) {
    writeOrder = sorts ? nil : .keepOrder
    asksSortOrder = false
    let answer = "\"sort\": \(sorts)"
    do {
      let path = try ProjectSettingsRecorder.recordSort(sorts, root: state.project.root)
      recordedSortOrder = "\(answer) recorded in \(Self.fileNames([path]))"
    } catch {
      recordedSortOrder = "\(answer) for this session; not recorded: \(error.reason)"
    }
  }

  /// The question to ask before saving `files` (quitting after when `quits`), when the save
  /// would re-sort some and nothing says whether saves sort: `nil` when none would change order.
  private func sortQuestion(_ files: [Int], quits: Bool) -> SortQuestion? {
    guard asksSortOrder, writeOrder == nil, !state.keepsFileOrderOnSave else { return nil }
    var unsorted: [Int] = []
    var moved = 0
    // A new file has no order to lose: it is written as the save order says, unasked.
    for index in files where !state.project.files[index].isNew {
      guard let sorted = ProjectWriter.bytes(of: state.project, file: index),
        let kept = ProjectWriter.bytes(of: state.project, file: index, order: .keepOrder),
        sorted != kept
      else { continue }
      unsorted.append(index)
      moved += SavePreview(onDisk: kept, written: sorted).diff.added
    }
    guard !unsorted.isEmpty else { return nil }
    return SortQuestion(files: files, unsorted: unsorted, movedLines: moved, quits: quits)
  }

  /// What a save came to.
  private enum SaveOutcome {
    /// The files are written.
    case saved
    /// Nothing (or not everything) was written; the message says why.
    case notSaved
    /// Some files changed on disk: the project was read again and handed to the reducer, which
    /// merges (maybe asking about conflicts first); these are its effects, the save among them.
    case merging([Effect])
  }

  /// Saves `files`; when one changed on disk since read, reads the project again and lets the
  /// reducer merge, `then` (the save asked for) following the merge.
  private mutating func save(_ files: [Int], then: Effect) -> SaveOutcome {
    let paths = files.map { state.project.files[$0].path }
    let onDisk = FileStamp.of(paths)
    let changed = paths.filter { stamps[$0] != onDisk[$0] }
    let deleted = changed.filter { stamps[$0] != nil && onDisk[$0] == nil }
    if !deleted.isEmpty {
      // Never re-created behind the user's back: they decide (restore it, or discard here).
      let names = Self.fileNames(deleted)
      _ = state.reduce(
        .saveFailed("\(names) was deleted on disk since it was read; not re-created, nothing saved")
      )
      return .notSaved
    }
    if !changed.isEmpty {
      // Changed on disk since read (a git pull, a sync): merge the edits with the new version.
      guard let effects = readAgain(changed, then: then) else { return .notSaved }
      return .merging(effects)
    }
    if let question = sortQuestion(files, quits: then == .saveAndQuit(files)) {
      _ = state.reduce(.askSortOrder(question))
      return .notSaved
    }
    do {
      let written = try ProjectWriter.save(
        state.project, files: files, order: state.keepsFileOrderOnSave ? .keepOrder : writeOrder,
        unchangedSince: stamps
      ).written
      restamp(files)
      if let review = state.project.reviewFile.path { stamps[review] = FileStamp.of(review) }
      let units = savesToMemory == nil ? [] : state.savedUnits(files: files)
      _ = state.reduce(.saved(files, written: written))
      if let savesToMemory, !units.isEmpty, let problem = savesToMemory(units) {
        _ = state.reduce(.notice((state.message.map { $0 + " · " } ?? "") + problem))
      }
      if let recorded = recordedSortOrder {
        _ = state.reduce(.notice((state.message.map { $0 + " · " } ?? "") + recorded))
        recordedSortOrder = nil
      }
      return .saved
    } catch {
      // The files that were written (or already held their bytes) are saved; the others stay
      // unsaved and the message names them.
      let done = error.report.written + error.report.unchanged
      restamp(done)
      if !done.isEmpty { _ = state.reduce(.saved(done, written: error.report.written)) }
      // Changed on disk while the new bytes were being written: merged as above, then saved.
      let raced = error.report.failures.filter(\.failure.changedOnDisk)
      if !raced.isEmpty, raced.count == error.report.failures.count,
        let effects = readAgain(raced.map { state.project.files[$0.file].path }, then: then)
      {
        return .merging(effects)
      }
      _ = state.reduce(.saveFailed(error.description))
      return .notSaved
    }
  }

  /// What saving `files` would change in each: the bytes the save writes (the writer's own
  /// rendering, `ProjectWriter.bytes(of:file:order:)`) against the file on disk now.
  ///
  /// A file that changed on disk since it was read says so: saving it merges first.
  private func review(_ files: [Int]) -> [FileReview] {
    let localizations = files.compactMap { index -> FileReview? in
      let file = state.project.files[index]
      guard let written = ProjectWriter.bytes(of: state.project, file: index, order: writeOrder)
      else { return nil }
      let onDisk = try? FileSystem.read(file.path)
      let preview = SavePreview(onDisk: onDisk, written: written)
      var notes = preview.notes
      if FileStamp.of(file.path) != stamps[file.path] {
        notes.insert(
          "changed on disk since it was read: saving merges your edits into that version first, "
            + "so the save may differ from this", at: 0)
      }
      return FileReview(path: file.relativePath, diff: preview.diff, notes: notes)
    }
    return localizations + [reviewFileChange()].compactMap { $0 }
  }

  /// What the save changes in the project's review file, which every save writes: its lines,
  /// and those dropped because their cell no longer exists; or why the save will write nothing
  /// (the file cannot take its states: see `ProjectWriter.prepareReviews`); `nil` when it does
  /// not change.
  private func reviewFileChange() -> FileReview? {
    let project = state.project
    guard let path = project.reviewFile.path else { return nil }
    let shown =
      path.hasPrefix(project.root + "/") ? String(path.dropFirst(project.root.count + 1)) : path
    let save: ProjectWriter.ReviewSave?
    do throws(FileSystem.Failure) {
      save = try ProjectWriter.prepareReviews(of: project, unchangedSince: stamps)
    } catch {
      return FileReview(path: shown, diff: TextDiff(old: [], new: []), notes: [error.reason])
    }
    guard let save else { return nil }
    let preview = SavePreview(onDisk: try? FileSystem.read(path), written: save.bytes)
    guard !preview.isUnchanged else { return nil }
    var notes = preview.notes
    if !save.dropped.isEmpty {
      let count = save.dropped.count
      notes.append(
        "\(count) line\(count == 1 ? "" : "s") dropped: \(count == 1 ? "its" : "their") cell "
          + "no longer exists, no longer needs review, or was reviewed against another source text")
    }
    return FileReview(path: shown, diff: preview.diff, notes: notes)
  }

  /// Reads the project again because the files at `changed` changed on disk, and hands it to
  /// the reducer to merge with the unsaved edits, `then` following; returns the reducer's
  /// effects, or `nil` (with the reason on the message line) when the project cannot be read.
  private mutating func readAgain(_ changed: [String], then: Effect?) -> [Effect]? {
    var fresh: Project
    do {
      // Each file stamped as read: a change made after that is noticed next time, never missed.
      (fresh, stampsOfDiskVersion) = try ProjectLoader.loadStamped(
        state.project.root, sourceLanguage: state.project.sourceLanguage,
        shownLanguages: Array(state.project.languages.dropFirst()), bundles: bundles)
      fresh.marksSourceChanges = state.project.marksSourceChanges
    } catch {
      let names = Self.fileNames(changed)
      let reason = "\(names) changed on disk, and the project cannot be read: \(error)"
      _ = state.reduce(then == nil ? .notice(reason) : .saveFailed(reason))
      return nil
    }
    return state.reduce(.diskChanged(fresh, paths: changed, then: then))
  }

  /// Looks for files changed on disk while the editor is in the grid (at most every
  /// `pollInterval`, and at most 2% of the time); takes them in when that needs no decision
  /// (see `EditorState.takeDiskVersion`).
  ///
  /// Returns whether anything changed on screen, or `nil` when the session should end.
  private mutating func pollDisk() -> Bool? {
    let start = ContinuousClock.now
    guard let interval = pollInterval, start - lastPoll >= interval, state.mode == .normal,
      state.pendingMerge == nil
    else { return false }
    let paths = state.project.files.map(\.path)
    let onDisk = FileStamp.of(paths)
    lastPoll = ContinuousClock.now
    pollInterval = max(requestedPollInterval ?? interval, (lastPoll - start) * 50)
    // Act once per change: a change already told about (a conflict waiting for the save, a
    // deleted file) is not told again until the disk changes once more.
    guard paths.contains(where: { seenOnDisk[$0] != onDisk[$0] }) else { return false }
    seenOnDisk = onDisk
    let changed = paths.filter { stamps[$0] != onDisk[$0] }
    guard !changed.isEmpty else { return false }
    let deleted = changed.filter { onDisk[$0] == nil }
    if !deleted.isEmpty {
      let names = Self.fileNames(deleted)
      _ = state.reduce(.notice("\(names) was deleted on disk; not reloaded"))
      return true
    }
    guard let effects = readAgain(changed, then: nil) else { return true }
    return carryOut(effects) ? true : nil
  }

  private mutating func restamp(_ files: [Int]) {
    for index in files {
      let path = state.project.files[index].path
      stamps[path] = FileStamp.of(path)
    }
  }

  /// "Localizable.strings, Errors.strings": the files' names, for messages.
  private static func fileNames(_ paths: [String]) -> String {
    paths.map { ($0 as NSString).lastPathComponent }.joined(separator: ", ")
  }

  private mutating func draw() {
    let size = backend.size
    if size.width != state.width || size.height != state.height {
      _ = state.reduce(.event(.resize(width: size.width, height: size.height)))
    }
    backend.draw(Renderer.render(state))
  }
}
