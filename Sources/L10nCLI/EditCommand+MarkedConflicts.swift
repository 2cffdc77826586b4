import L10nFormats
import L10nModel

extension EditCommand {
  /// When `loaded` has `.strings` files git left with conflict markers, puts OURS's version of
  /// them in its place and returns the project with THEIRS's version, and their paths: the
  /// editor then asks about each conflict (see `EditorState.resolveMarkedConflicts`).
  func splitMarkedConflicts(
    _ loaded: inout Project, shown: [LanguageID]?, settings: ProjectSettings
  ) throws -> (theirs: Project, paths: [String])? {
    let hasMarkers = loaded.files.contains { $0.error.map(ConflictMarkers.isMarker) ?? false }
    guard hasMarkers,
      let split = try project.readFiles(saysNotes: false).files.splittingConflictMarkers()
    else { return nil }
    func build(_ files: ProjectFiles) -> Project {
      files.project(
        sourceLanguage: loaded.sourceLanguage, shownLanguages: shown,
        ignoredLanguages: settings.ignoredLanguages)
    }
    loaded = build(split.ours)
    return (build(split.theirs), split.paths)
  }
}
