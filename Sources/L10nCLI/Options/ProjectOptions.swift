import ArgumentParser
import L10nFormats
import L10nModel

/// The options every subcommand that opens a project shares.
struct ProjectOptions: ParsableArguments {
  @Argument(
    help:
      "The folder to search for .lproj folders and String Catalogs (default: .), or one file: a remote strings .json ({\"en\": {\"key\": \"value\"}}) or an .xcstrings catalog."
  )
  var path: String?

  @Option(
    help: ArgumentHelp(
      "The language translations are compared against.",
      discussion:
        "Default: the settings file's sourceLanguage, else en, else Base, else the language with the most keys (in a .json file: else its first language)."
    ))
  var sourceLanguage: String?

  @Option(
    help: ArgumentHelp(
      "A settings file to use instead of the project's .l10nedit.json, .yml or .yaml.",
      discussion: "Its paths (sources, bundles) are still relative to the project folder.",
      valueName: "file"))
  var config: String?

  @OptionGroup var limits: ReadLimitOptions

  /// Loads the settings file and the project, or fails with exit status 2 and a message.
  ///
  /// With each file's stamp as read (see `ProjectLoader.loadStamped`). What discovery guessed
  /// is said on standard error, unless `saysNotes` is false (a second read).
  ///
  /// `progress` counts the files read. With `sourceMayHaveNoFiles`, `--source-language` may
  /// name a language the project has no file of (Xcode's development region when its texts are
  /// only in Base storyboards). A review file that cannot be read is a warning, unless
  /// `warnsOfReviewFile` is false (`lint` reports it as a finding).
  func load(
    shownLanguages: [LanguageID]? = nil, saysNotes: Bool = true, progress: ProgressLine? = nil,
    sourceMayHaveNoFiles: Bool = false, warnsOfReviewFile: Bool = true
  ) throws -> (
    project: Project, settings: ProjectSettings, stamps: [String: FileStamp]
  ) {
    let (read, settings) = try readFiles(saysNotes: saysNotes, progress: progress)
    var project = read.project(
      sourceLanguage: sourceLanguage.map(LanguageID.init) ?? settings.sourceLanguage,
      shownLanguages: shownLanguages, ignoredLanguages: settings.ignoredLanguages)
    project.marksSourceChanges = settings.marksSourceChanges
    if saysNotes, warnsOfReviewFile, let error = project.reviewFile.error {
      Output.standardError(
        "warning: \(error): its review states are not read, and it is not rewritten until it "
          + "parses")
    }
    if let sourceLanguage {
      guard !sourceMayHaveNoFiles else { return (project, settings, read.stamps) }
      try LanguageCheck.require(
        [LanguageID(sourceLanguage)], named: "--source-language", in: project)
    } else if let source = settings.sourceLanguage {
      try LanguageCheck.require([source], named: "the settings file's sourceLanguage", in: project)
    }
    return (project, settings, read.stamps)
  }

  /// Loads the settings file and reads the project's files as `load` does, without building
  /// the project's grids (see `ProjectLoader.readFiles`).
  func readFiles(saysNotes: Bool = true, progress: ProgressLine? = nil) throws -> (
    files: ProjectFiles, settings: ProjectSettings
  ) {
    do {
      let settings = try readSettings()
      let read = try ProjectLoader.readFiles(
        root, bundles: settings.bundles, progress: progress?.counter("files read"))
      if saysNotes {
        // Not after a progress line drawn meanwhile.
        let say = { for note in read.layoutNotes { Output.standardError("note: \(note)") } }
        if let progress { progress.interrupting(say) } else { say() }
      }
      return (read, settings)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// The settings of `--config`, else the project's settings file, else none.
  private func readSettings() throws -> ProjectSettings {
    guard let config else {
      return try ProjectSettingsReader.read(root: root) ?? ProjectSettings()
    }
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(config)
    } catch {
      throw ProjectSettingsReader.Failure(path: config, reason: error.reason)
    }
    return try ProjectSettingsReader.parse(bytes, path: config)
  }

  /// The path without trailing slashes, so reported paths read `root/de.lproj/…`.
  var root: String {
    var root = path ?? "."
    while root.count > 1, root.hasSuffix("/") { root.removeLast() }
    return root
  }
}
