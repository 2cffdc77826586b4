import L10nModel

/// A project's files as read, before its grids are built (`ProjectLoader.readFiles`).
public struct ProjectFiles: Sendable {
  /// The folder the project was discovered in.
  public var root: String
  /// Every file found, read and parsed (a file that failed holds its error).
  public var files: [LocalizationFile]
  /// What each file was when read, by path (see `ProjectWriter.write`).
  public var stamps: [String: FileStamp]
  /// The languages of the `.lproj` folders found, whether or not they hold a file.
  public var folderLanguages: Set<LanguageID>
  /// The `.lproj` languages of each folder holding `.lproj` folders (see `Project.init`).
  public var bundleFolders: [String: Set<LanguageID>]
  /// What discovery guessed about the bundles (see `Project.layoutNotes`).
  public var layoutNotes: [String]
  /// What discovery found wrong with the layout (see `Project.layoutProblems`).
  public var layoutProblems: [LayoutProblem]
  /// The resources of the targets holding each table a project file claims (see
  /// `Project.targetResources`).
  package var targetResources: [TableID: [BundleSources]] = [:]
  /// The project's review file as read (see `ReviewFile`); `nil` when not looked for.
  package var review: ReviewFile.Read?

  /// The project of these files, its grids built (see `Project.init` for the languages).
  public func project(
    sourceLanguage: LanguageID? = nil, shownLanguages: [LanguageID]? = nil,
    ignoredLanguages: Set<LanguageID> = []
  ) -> Project {
    var project = Project(
      root: root, files: files, sourceLanguage: sourceLanguage,
      folderLanguages: folderLanguages, shownLanguages: shownLanguages,
      bundleFolders: bundleFolders, ignoredLanguages: ignoredLanguages)
    project.layoutNotes = layoutNotes
    project.layoutProblems = layoutProblems
    project.targetResources = targetResources
    if let review {
      project.reviews = review.ledger
      project.reviewFile = review.status
    }
    return project
  }
}
