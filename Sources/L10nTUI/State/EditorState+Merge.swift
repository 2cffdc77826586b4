import L10nCheck
import L10nModel

/// A newer version of the files on disk, merged cell by cell with the unsaved edits; the
/// conflicts asked about one by one.
extension EditorState {
  /// A merge waiting for the user to decide its conflicts.
  package struct PendingMerge: Sendable {
    /// The project as it is on disk now.
    let disk: Project
    /// The comparison of the unsaved edits with it.
    package let merge: CellMerge
    /// The files that changed on disk (paths), for messages.
    let changedPaths: [String]
    /// The decisions so far.
    var choices: [CellAspect: ConflictChoice] = [:]
    /// What to do once merged: save, save and quit, or nothing (a reload while idle).
    let then: Effect?
    /// Whether the conflicts are git's (a file left with conflict markers): the two sides are
    /// OURS and THEIRS, not the unsaved edits and the disk.
    var isGitConflict = false
    /// The conflict being decided (an index into `merge.conflicts`).
    var deciding = 0
  }

  /// Takes in `disk`, the project as read again because the files at `paths` changed on disk,
  /// then carries out `then` (a save, a save and quit) on the merged project.
  ///
  /// The unsaved edits are merged with the disk's version cell by cell (see `CellMerge`).
  /// Without conflicts the merge is done at once; with conflicts and a save waiting, the user
  /// decides each one (mine, disk's, or a typed text) and nothing is written until then; while
  /// idle (`then` is `nil`) conflicts wait for the next save. The returned effects include
  /// `.diskVersionTaken` when the project now holds the disk's version.
  mutating func takeDiskVersion(_ disk: Project, changed paths: [String], then: Effect?)
    -> [Effect]
  {
    let names = Self.names(paths)
    guard let steps = unsavedEdits else {
      message =
        "\(names) changed on disk; edits undone past the last save cannot be merged"
        + (then == nil ? ": not reloaded" : ", nothing saved")
      return []
    }
    let merge = CellMerge(steps: steps, base: document.base, disk: disk, mine: project)
    let pending = PendingMerge(disk: disk, merge: merge, changedPaths: paths, then: then)
    guard !merge.conflicts.isEmpty else { return finish(pending) }
    guard then != nil else {
      let count = merge.conflicts.count
      message =
        "\(names) changed on disk; \(count) cell\(count == 1 ? "" : "s") you edited changed there "
        + "too: you decide when saving"
      return []
    }
    pendingMerge = pending
    return askAbout(conflict: 0)
  }

  /// Asks about the conflict at `index`, showing its cell; with every conflict decided, merges.
  mutating func askAbout(conflict index: Int) -> [Effect] {
    guard let pending = pendingMerge else {
      mode = .normal
      return []
    }
    guard index < pending.merge.conflicts.count else {
      mode = .normal
      pendingMerge = nil
      return finish(pending)
    }
    show(pending.merge.conflicts[index].aspect.cell)
    askToDecide(conflict: index)
    return []
  }

  /// Records the decision of the conflict at `index` and asks about the next one.
  mutating func decide(conflict index: Int, _ choice: ConflictChoice) -> [Effect] {
    guard let aspect = pendingMerge?.merge.conflicts[index].aspect else { return [] }
    pendingMerge?.choices[aspect] = choice
    return askAbout(conflict: index + 1)
  }

  /// Drops the merge being decided: nothing is taken from disk, nothing saved.
  mutating func abandonMerge() {
    if let pending = pendingMerge {
      message =
        "Not saved: \(Self.names(pending.changedPaths)) changed on disk and the conflicts "
        + "were not decided"
    }
    pendingMerge = nil
    mode = .normal
  }

  /// The conflict at `index` of the merge being decided.
  func conflict(at index: Int) -> CellConflict? {
    guard let conflicts = pendingMerge?.merge.conflicts, conflicts.indices.contains(index) else {
      return nil
    }
    return conflicts[index]
  }

  /// The conflict the conflict prompt asks about (an index into the pending merge's
  /// conflicts), or `nil` when it is not asked.
  package var decidingConflict: Int? {
    isAsking(Command.ConflictPrompt.self) ? pendingMerge?.deciding : nil
  }

  /// How many conflicts the merge being decided has.
  var conflictCount: Int { pendingMerge?.merge.conflicts.count ?? 0 }

  /// The file on disk that holds `cell` and changed there into something that no longer reads
  /// (conflict markers), if it did: keeping an edit of it replaces the file when saved.
  func unreadableDiskFile(of cell: CellID) -> LocalizationFile? {
    guard let pending = pendingMerge else { return nil }
    return Self.unreadable(pending).first { $0.table == cell.table && $0.language == cell.language }
  }

  /// The files that changed on disk and no longer read, and read before.
  private static func unreadable(_ pending: PendingMerge) -> [LocalizationFile] {
    pending.disk.files.filter { file in
      pending.changedPaths.contains(file.path) && file.error != nil
    }
  }

  /// Puts the disk's version in place with the decided edits replayed on it, then `then`.
  ///
  /// A changed file that no longer reads keeps the version the edits were made on when any
  /// kept edit is of it: saving then replaces the unreadable file, and the message says so.
  private mutating func finish(_ pending: PendingMerge) -> [Effect] {
    let steps = pending.merge.resolvedSteps(pending.choices)
    let edits = steps.joined()
    let replaced = Self.unreadable(pending).filter { file in
      // A cell of the file's language, or a key of its table in every language.
      edits.contains { edit in
        edit.table == file.table && (edit.cell.map { $0.language == file.language } ?? true)
      }
    }
    var disk = pending.disk
    let changed = Self.names(pending.changedPaths)
    disk.keepFiles(Set(replaced.map(\.path)), from: document.base)
    let applied = reload(disk, replaying: steps)
    var effects: [Effect] = [.diskVersionTaken] + start()
    // "de.lproj/L.strings (no longer reads: 3:1: …; your version replaces it)"
    let names =
      replaced.first.map { first in
        changed + " (\(Self.names(replaced.map(\.path))) no longer reads"
          + (first.error.map { ": \($0.location): \($0.reason)" } ?? "")
          + "; your version replaces it)"
      } ?? changed
    if applied < steps.count {
      message =
        "\(names) changed on disk: \(steps.count - applied) of \(steps.count) edits no longer "
        + "apply; the others are merged, not saved yet"
      return effects
    }
    if pending.then != nil {
      mergedFrom =
        pending.isGitConflict
        ? "\(names): git's conflicts decided; "
        : "\(names) changed on disk: merged (your edits applied to the new version); "
      keepsFileOrderOnSave = pending.isGitConflict
    }
    switch pending.then {
    case .saveAndQuit?:
      effects.append(.saveAndQuit(dirtyFiles.sorted()))
    case .some:
      effects.append(.save(dirtyFiles.sorted()))
    case nil:
      message =
        "Reloaded \(names) (changed on disk)"
        + (hasUnsavedChanges ? "; your unsaved edits are kept" : "")
    }
    return effects
  }

  /// Puts `fresh` (the project as it is on disk now) in place of the project and applies
  /// `steps` to it, each as one undoable step; returns how many applied.
  ///
  /// Selection, size and colours stay; the undo history starts over with the replayed steps.
  mutating func reload(_ fresh: Project, replaying steps: [[CellEdit]]) -> Int {
    let cell = selectedCell
    var next = EditorState(
      project: fresh, title: title, width: width, height: height, linter: analysis.linter,
      keymap: keymap)
    next.usesColor = usesColor
    next.viewport.selectedColumn = selectedColumn
    next.viewport.filter = filter
    next.viewport.tableFilter = tableFilter
    let applied = next.replay(steps)
    next.rebuildRows(keeping: cell)
    self = next
    return applied
  }

  /// Selects `cell` (its row and its language's column).
  private mutating func show(_ cell: CellID) {
    if let column = project.column(of: cell.language) { viewport.selectedColumn = column }
    rebuildRows(keeping: cell)
  }

  /// "de.lproj/Localizable.strings, fr.lproj/Localizable.strings": the paths' last two parts.
  static func names(_ paths: [String]) -> String {
    paths.map { $0.split(separator: "/").suffix(2).joined(separator: "/") }
      .joined(separator: ", ")
  }
}
