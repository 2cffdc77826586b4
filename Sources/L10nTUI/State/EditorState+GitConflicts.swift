import L10nModel

/// Files git left with conflict markers, resolved cell by cell with the conflict prompt.
extension EditorState {
  /// Asks about each cell of the files at `paths` that git left with conflict markers: the
  /// project holds OURS's version of them (the lines before `=======`), `theirs` the project
  /// with THEIRS's version.
  ///
  /// `m` keeps OURS's value, `d` takes THEIRS's, `e` types the merge. Once every conflict is decided the files are saved without markers;
  /// `cancel` leaves them as they are.
  package mutating func resolveMarkedConflicts(theirs: Project, paths: [String]) -> [Effect] {
    let merge = CellMerge(markedConflictsOf: project, disk: theirs)
    let names = Self.names(paths)
    guard !merge.conflicts.isEmpty else {
      message = "\(names): conflict markers around equal versions; saving removes them"
      return []
    }
    pendingMerge = PendingMerge(
      disk: project, merge: merge, changedPaths: paths, then: .save([]))
    pendingMerge?.isGitConflict = true
    let count = merge.conflicts.count
    let effects = askAbout(conflict: 0)
    sayOverPrompt(
      "\(names): git left \(count) conflict\(count == 1 ? "" : "s"): m keeps ours, "
        + "d takes theirs, e types the merge")
    return effects
  }
}
