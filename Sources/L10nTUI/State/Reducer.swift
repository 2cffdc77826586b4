import L10nCheck
import L10nModel

extension EditorState {
  /// Projects with more cells than this are checked in the background after the first frame.
  ///
  /// Checking takes about 2 µs a cell: at 20,000 cells the first frame waits some 40 ms for
  /// the findings; above, it is drawn first (a 2,016-file, 56-language project of 194,000
  /// cells drew in 0.63 s when its checks ran first, in 0.25 s with them in the background).
  package static var backgroundCheckThreshold: Int { 20_000 }

  /// The work to do when the editor opens: the project's checks, now on a small project, as a
  /// background job on a large one, so the first frame never waits for them.
  package mutating func start() -> [Effect] {
    let cells = project.grids.reduce(0) { $0 + $1.keys.count } * project.languages.count
    // On a large project the search index is built from the start, beside the checks, so
    // that even the first search's keystrokes find it ready.
    guard cells > Self.backgroundCheckThreshold else {
      return reduce(.checked(analysis.linter.run(project))) + indexForSearch() + buildMemory()
        + findOutdated()
    }
    let (project, linter) = (project, analysis.linter)
    return [.run(Job("checks") { .checked(linter.run(project)) })] + indexForSearch()
      + buildMemory() + findOutdated()
  }

  /// Applies `action`, returning the effects the session must carry out.
  package mutating func reduce(_ action: Action) -> [Effect] {
    switch action {
    case .checked(let all):
      analysis.takeFindings(all, of: project)
      // Edits made while the checks ran are re-checked.
      for cell in editedCells {
        if let grid = project.gridIndex(of: cell.table),
          let row = project.grids[grid].row(of: cell.key)
        {
          analysis.refresh(
            project, grid: grid, row: row, gapsBefore: project.gapCount(grid: grid, row: row))
        }
      }
      if filter == .problems { rebuildRows(keeping: selectedCell) }
      return []
    case .saved(let files, let written):
      let generation = document.generation
      let reviews = document.reviewsDirty
      document.markSaved(files)
      searchIndex.carry(from: generation, to: document.generation)
      // The review file is written with the save when review states changed.
      let reviewFile = project.reviewFile.path.map { String($0.split(separator: "/").last ?? "") }
      reportSaved(
        written.map { project.files[$0].relativePath },
        reviewFile: reviews ? reviewFile ?? "the review file" : nil)
      return []
    case .reviewed(let files):
      guard case .reviewing = mode else { return [] }
      review = Review(files: files)
      return []
    case .saveFailed(let reason):
      mergedFrom = nil
      keepsFileOrderOnSave = false
      mode = .normal
      message = "Not saved: \(reason)"
      return []
    case .notice(let text):
      message = text
      return []
    case .diskChanged(let disk, let paths, let then):
      return takeDiskVersion(disk, changed: paths, then: then)
    case .codeScanned(let usage):
      adoptCodeUsage(usage)
      return []
    case .outdatedFound(let found):
      adoptOutdated(found)
      return []
    case .translationProgress(let done, let total):
      takeTranslationProgress(done: done, total: total)
      return []
    case .translated(let outcome):
      return adoptTranslation(outcome)
    case .codeScanFailed(let reason):
      isScanningCode = false
      message = "Scanning the code failed: \(reason)"
      return []
    case .searchIndexed(let index):
      searchIndex.prepare(for: project, generation: document.generation)
      searchIndex.adopt(index)
      return searchIndexArrived()
    case .memoryBuilt(let built, let generation):
      return adoptMemory(built, generation: generation)
    case .userMemorySuggested(let cell, let suggestions):
      adoptUserSuggestions(suggestions, for: cell)
      return []
    case .userMemoryFailed(let cell, let reason):
      userMemoryFailed(reason, for: cell)
      return []
    case .searchCounted(let matches):
      takeSearchMatches(matches)
      return []
    case .askSortOrder(let question):
      askSortOrder(question)
      return []
    case .offerRestore(let batches):
      guard !batches.isEmpty else { return [] }
      askToRestore(batches)
      return []
    case .event(.resize(let newWidth, let newHeight)):
      viewport.width = newWidth
      viewport.height = newHeight
      scrollToSelection()
      return []
    case .event(let event):
      message = nil
      // An offer to copy source texts holds for the next key only.
      sourceCopyConfirmable = sourceCopyOffered
      sourceCopyOffered = nil
      defer { sourceCopyConfirmable = nil }
      let effects = handle(event)
      return effects + refreshSuggestions()
    }
  }

  /// Says which files a save wrote: all of them on the bottom line when they fit, else a short
  /// form there and the list in the message view (`show-message`).
  ///
  /// `reviewFile` names the review file when the save wrote review states.
  private mutating func reportSaved(_ paths: [String], reviewFile: String? = nil) {
    let merged = mergedFrom
    mergedFrom = nil
    keepsFileOrderOnSave = false
    guard !paths.isEmpty else {
      message =
        (merged ?? "")
        + (reviewFile.map { "Saved the review states: \($0)" }
          ?? "Saved: no file needed changes on disk")
      return
    }
    let count = "\(paths.count) file\(paths.count == 1 ? "" : "s")"
    let full =
      (merged ?? "") + "Saved \(count): " + paths.joined(separator: ", ")
      + (reviewFile.map { " · review states: \($0)" } ?? "")
    guard TextWidth.width(of: full) > width - 1 else {
      message = full
      return
    }
    let key = keymap.keys(of: .grid(.showMessage)).first.map(Command.label) ?? "?"
    message = (merged ?? "") + "Saved \(count) — \(key) lists them"
    lastMessage = [(merged ?? "") + "Saved \(count):"] + paths.map { "  " + $0 }
  }

  /// Hands `event` to the current mode.
  private mutating func handle(_ event: KeyEvent) -> [Effect] {
    mode.component.handle(event, in: &self)
  }
}
