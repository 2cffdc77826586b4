import L10nCheck
import L10nModel

extension EditorState {
  /// Projects with more cells than this are checked in the background after the first frame.
  public static var backgroundCheckThreshold: Int { 200_000 }

  /// The work to do when the editor opens: the project's checks, now on a small project, as a
  /// background job on a large one, so the first frame never waits for them.
  public mutating func start() -> [Effect] {
    let cells = project.grids.reduce(0) { $0 + $1.keys.count } * project.languages.count
    guard cells > Self.backgroundCheckThreshold else {
      return reduce(.checked(analysis.linter.run(project)))
    }
    let (project, linter) = (project, analysis.linter)
    return [.run(Job("checks") { .checked(linter.run(project)) })]
  }

  /// Applies `action`, returning the effects the session must carry out.
  public mutating func reduce(_ action: Action) -> [Effect] {
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
      let paths = written.map { project.files[$0].relativePath }
      let generation = document.generation
      document.markSaved(files)
      searchIndex.carry(from: generation, to: document.generation)
      message =
        paths.isEmpty
        ? "Saved: no file needed changes on disk"
        : "Saved \(paths.count) file\(paths.count == 1 ? "" : "s"): \(paths.joined(separator: ", "))"
      if let merged = mergedFrom {
        message =
          "\(merged) changed on disk: merged (your edits applied to the new version); "
          + (message ?? "")
        mergedFrom = nil
      }
      return []
    case .saveFailed(let reason):
      mergedFrom = nil
      mode = .normal
      message = "Not saved: \(reason)"
      return []
    case .notice(let text):
      message = text
      return []
    case .diskChanged(let disk, let paths, let then):
      return takeDiskVersion(disk, changed: paths, then: then)
    case .searchIndexed(let index):
      searchIndex.prepare(for: project, generation: document.generation)
      searchIndex.adopt(index)
      return []
    case .offerRestore(let batches):
      guard !batches.isEmpty else { return [] }
      mode = .confirmingRestore(batches)
      return []
    case .event(.resize(let newWidth, let newHeight)):
      viewport.width = newWidth
      viewport.height = newHeight
      scrollToSelection()
      return []
    case .event(let event):
      message = nil
      return handle(event)
    }
  }

  /// Hands `event` to the current mode.
  private mutating func handle(_ event: KeyEvent) -> [Effect] {
    mode.component.handle(event, in: &self)
  }
}
