import L10nModel

/// Loads a project: discovery, then every file read and parsed in parallel.
public enum ProjectLoader {
  /// Discovers and loads the project at `root`, with the files of `formats`.
  ///
  /// Files that cannot be read or parsed are part of the project with their error (read-only);
  /// only a root that is not a folder or holds no `.lproj` throws.
  public static func load(
    _ root: String, sourceLanguage: LanguageID? = nil, shownLanguages: [LanguageID]? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) throws(ProjectScanner.Failure) -> Project {
    try loadStamped(
      root, sourceLanguage: sourceLanguage, shownLanguages: shownLanguages, formats: formats
    ).project
  }

  /// Loads the project as `load` does, with each file's stamp as it was read (by path): what
  /// a later write compares with to notice that something else changed the file meanwhile.
  ///
  /// `ignoredLanguages` get no column (see `Project.init`).
  ///
  /// `bundles` are the settings file's (see `BundleLayout`).
  ///
  /// `progress`, if given, is called from the reading threads as each file is read: with 1 and
  /// the number of files.
  public static func loadStamped(
    _ root: String, sourceLanguage: LanguageID? = nil, shownLanguages: [LanguageID]? = nil,
    ignoredLanguages: Set<LanguageID> = [], bundles: [String: [String]] = [:],
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) throws(ProjectScanner.Failure) -> (project: Project, stamps: [String: FileStamp]) {
    let read = try readFiles(root, bundles: bundles, formats: formats, progress: progress)
    return (
      read.project(
        sourceLanguage: sourceLanguage, shownLanguages: shownLanguages,
        ignoredLanguages: ignoredLanguages),
      read.stamps
    )
  }

  /// Discovers and reads the project at `root` as `loadStamped` does, without building its
  /// grids: what a command that only rewrites files needs (`format`).
  public static func readFiles(
    _ root: String, bundles: [String: [String]] = [:],
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) throws(ProjectScanner.Failure) -> ProjectFiles {
    let found = try ProjectScanner.discover(root, formats: formats)
    let layout = BundleLayout.resolve(root: root, declared: bundles, found: found)
    var placed = found.files.map(layout.placing)
    let conflicts = separateCatalogs(&placed, formats: formats)
    let (files, stamps) = readStamped(placed, formats: formats, progress: progress)
    var read = ProjectFiles(
      root: root, files: files, stamps: stamps, folderLanguages: found.folderLanguages,
      bundleFolders: found.bundleFolders, layoutNotes: layout.notes,
      layoutProblems: found.unread + layout.unshipped + conflicts)
    read.targetResources = layout.targetResources(of: placed)
    let review = ReviewFile.read(root: root)
    if let path = review.status.path, let stamp = review.stamp { read.stamps[path] = stamp }
    read.review = review
    return read
  }

  /// Gives a String Catalog that builds the same table as `.strings` or `.stringsdict` files of
  /// its bundle an id of its own (`<table>.xcstrings`), so that both are shown and checked;
  /// returns the conflicts, which Xcode refuses to build.
  private static func separateCatalogs(
    _ files: inout [ProjectScanner.FoundFile], formats: [any LocalizationFormat]
  ) -> [LayoutProblem] {
    func holdsEveryLanguage(_ file: ProjectScanner.FoundFile) -> Bool {
      LocalizationFormats.format(ofPath: file.path, in: formats)?.placement.holdsEveryLanguage
        == true
    }
    var perLanguage: [TableID: String] = [:]
    for file in files where !holdsEveryLanguage(file) {
      perLanguage[file.table] = perLanguage[file.table] ?? file.relativePath
    }
    var problems: [LayoutProblem] = []
    for index in files.indices where holdsEveryLanguage(files[index]) {
      let table = files[index].table
      guard let other = perLanguage[table] else { continue }
      problems.append(
        LayoutProblem(
          path: files[index].path,
          message:
            "this catalog and \(other) both make the table \(table) of one bundle, which has one "
            + "such table at run time (Xcode refuses to build both); shown apart as "
            + "\(table).xcstrings"))
      files[index].table = TableID(table.path + ".xcstrings")
    }
    return problems
  }

  /// Reads and parses `found` concurrently with their formats among `formats`, keeping their
  /// order.
  public static func read(
    _ found: [ProjectScanner.FoundFile],
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) -> [LocalizationFile] {
    readStamped(found, formats: formats).files
  }

  /// Reads and parses `found` as `read` does, with the stamp of each file that could be read.
  private static func readStamped(
    _ found: [ProjectScanner.FoundFile], formats: [any LocalizationFormat],
    progress: (@Sendable (_ done: Int, _ total: Int) -> Void)? = nil
  ) -> (files: [LocalizationFile], stamps: [String: FileStamp]) {
    let results = Parallel.map(found.count) { index in
      defer { progress?(1, found.count) }
      return readContent(found[index], formats: formats)
    }
    var stamps: [String: FileStamp] = [:]
    let files = found.indices.map { index in
      let file = found[index]
      stamps[file.path] = results[index].1
      let content = results[index].0
      // A file holding every language is filed under its source language.
      let format = LocalizationFormats.format(ofPath: file.path, in: formats)
      let language = format?.language(of: content) ?? file.language
      return LocalizationFile(
        path: file.path, relativePath: file.relativePath, table: file.table, language: language,
        content: content, languageScope: format?.placement.languageScope)
    }
    return (files, stamps)
  }

  private static func readContent(
    _ file: ProjectScanner.FoundFile, formats: [any LocalizationFormat]
  ) -> (LocalizationFile.Content, FileStamp?) {
    let read: (bytes: [UInt8], stamp: FileStamp)
    do {
      read = try FileSystem.readStamped(file.path)
    } catch {
      return (
        .failed(
          ParseError(path: file.path, location: .init(line: 1, column: 1), reason: error.reason)),
        nil
      )
    }
    guard let format = LocalizationFormats.format(ofPath: file.path, in: formats) else {
      let error = ParseError(
        path: file.path, location: .init(line: 1, column: 1), reason: "not a known format")
      return (.failed(error), read.stamp)
    }
    do {
      return (try format.read(read.bytes, path: file.path), read.stamp)
    } catch {
      return (.failed(error), read.stamp)
    }
  }
}
