import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// Conflicts a git merge left in the project, for the editor to ask about.
struct MarkedConflicts {
  /// The project with THEIRS's value of each conflict.
  var theirs: Project
  /// The files holding conflicts.
  var paths: [String]
  /// The conflicts files (`ConflictSidecar`) read, by the path of the file they are about.
  var sidecars: [String: String]

  /// Removes the conflicts file of each file saved since it was read (`stamps`), once the
  /// editor closed with every conflict decided and nothing unsaved.
  func removeResolvedSidecars(stamps: [String: FileStamp], state: EditorState) {
    guard state.pendingMerge == nil, !state.hasUnsavedChanges else { return }
    for (file, sidecar) in sidecars where FileStamp.of(file) != stamps[file] {
      try? FileManager.default.removeItem(atPath: sidecar)
    }
  }
}

extension EditCommand {
  /// The conflicts git left: `.strings` files with conflict markers (OURS's version is put in
  /// `loaded` in their place) and conflicts files beside other files (THEIRS's edits replayed
  /// on `loaded`); `nil` when there are none.
  func markedConflicts(
    _ loaded: inout Project, shown: [LanguageID]?, settings: ProjectSettings
  ) throws -> MarkedConflicts? {
    var marked = MarkedConflicts(theirs: loaded, paths: [], sidecars: [:])
    let hasMarkers = loaded.files.contains { $0.error.map(ConflictMarkers.isMarker) ?? false }
    if hasMarkers,
      let split = try project.readFiles(saysNotes: false).files.splittingConflictMarkers()
    {
      func build(_ files: ProjectFiles) -> Project {
        files.project(
          sourceLanguage: loaded.sourceLanguage, shownLanguages: shown,
          ignoredLanguages: settings.ignoredLanguages)
      }
      loaded = build(split.ours)
      marked.theirs = build(split.theirs)
      marked.paths = split.paths
    }
    let files = Set(loaded.files.map(\.path))
    for problem in loaded.layoutProblems where problem.path.hasSuffix(ConflictSidecar.suffix) {
      let file = String(problem.path.dropLast(ConflictSidecar.suffix.count))
      guard files.contains(file) else { continue }
      do {
        let edits = try ConflictSidecar.theirsEdits(
          try FileSystem.read(problem.path), path: problem.path)
        var theirs = marked.theirs
        _ = try theirs.apply(edits)
        marked.theirs = theirs
        marked.paths.append(file)
        marked.sidecars[file] = problem.path
      } catch {
        Output.standardError(
          "warning: \(problem.path): \(error); its conflicts are not asked about")
      }
    }
    return marked.paths.isEmpty ? nil : marked
  }
}
