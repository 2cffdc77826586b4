import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nScan

/// The workspace as read from disk and as the editor has changed it since.
///
/// What snapshots are made of. A value, changed by one thread at a time (the server's workspace queue).
package struct WorkspaceState: Sendable {
  /// The project's root folder (absolute, standardized).
  package let root: String
  /// What the command gave.
  package let setup: WorkspaceSetup
  /// The settings file's contents.
  package private(set) var settings: ProjectSettings
  /// The rules' configuration.
  package private(set) var configuration: LintConfiguration
  /// The localization files as read from disk.
  private var files: ProjectFiles
  /// The open localization files whose unsaved text parses, by path.
  private var buffers: [String: LocalizationFile.Content] = [:]
  /// The unsaved texts of the open localization files, by path.
  private var bufferTexts: [String: String] = [:]
  /// The open localization files whose unsaved text does not parse, by path.
  private var bufferErrors: [String: ParseError] = [:]
  /// The code's keys, once scanned.
  private var usage: CodeUsage?
  /// The code files the last full scan read.
  private var codeFiles: [String] = []
  /// Why the code could not be scanned, if it could not.
  package private(set) var scanError: String?
  /// Counts the snapshots made.
  private var generation = 0
  /// What the declaring files of the code declare, read once for the scans of one file.
  private let declarations = SwiftDeclarationsCache()
  /// Counts the changes of everything but the open buffers (files read, settings, the scan).
  private var revision = 0
  /// Counts the changes of each open localization file's unsaved text, by path.
  private var bufferRevisions: [String: Int] = [:]
  /// Counts the changes of what the project is made of: the files read, the settings, the
  /// buffers (not the scan's).
  private var projectRevision = 0
  /// The project last made, and `projectRevision` then: a snapshot after a change of the code
  /// alone (the first scan's end, a code file scanned again) takes it as it is.
  private var built: (revision: Int, project: Project)?
  /// The localization files whose content changed since `built` was made (buffers set, files
  /// read again): a snapshot puts only their contents in its project when their keys stayed
  /// the same (see `Project.replacingContent(ofFileAt:withSameKeys:)`).
  private var changedSinceBuilt: Set<String> = []
  /// Counts the changes that may change how the code's keys match the project's rows: all but
  /// a translation's buffer (a `.strings` file of a language other than the source's).
  private var matchRevision = 0
  /// The code's keys as last matched, with `matchRevision` then and the project matched: a
  /// snapshot after a translation's buffer changed, its table's keys the same, takes them.
  private var matched: (revision: Int, project: Project, index: KeyUsageIndex)?

  /// Reads the settings and the project's localization files at `root` (not the code).
  package init(root: String, setup: WorkspaceSetup) throws {
    let root = URL(fileURLWithPath: root).standardizedFileURL.path
    self.root = root
    self.setup = setup
    settings = try ProjectSettingsReader.read(root: root) ?? ProjectSettings()
    files = try ProjectLoader.readFiles(root, bundles: settings.bundles)
    configuration = LintConfiguration()
    let project = project(of: files)
    configuration = try setup.configuration(settings, root, project)
    built = (revision: 0, project: project)
    watchedFolders = folders()
  }

  /// Reads everything again from disk (the settings file or the set of files changed); the
  /// open buffers stay.
  package mutating func reload() throws {
    let fresh = try WorkspaceState(root: root, setup: setup)
    settings = fresh.settings
    configuration = fresh.configuration
    files = fresh.files
    revision += 1
    matchRevision += 1
    projectRevision += 1
    // The project read holds no buffer.
    built = buffers.isEmpty ? fresh.built.map { (projectRevision, $0.project) } : nil
    changedSinceBuilt = []
    watchedFolders = folders()
  }

  /// Whether `path` is one of the project's localization files.
  package func isLocalizationFile(_ path: String) -> Bool {
    files.files.contains { $0.path == path }
  }

  /// Whether a new or deleted file at `path` changes what the project holds (a localization
  /// file or the settings file).
  package func changesProject(_ path: String) -> Bool {
    let name = (path as NSString).lastPathComponent
    return ProjectSettingsReader.fileNames.contains(name)
      || LocalizationFormats.format(ofPath: path) != nil
  }

  /// The paths scanned for code (files and folders).
  package var sourcePaths: [String] {
    setup.sourcePaths(root, settings)
  }

  /// Whether `path` is a source file the scan reads.
  package func isCodeFile(_ path: String) -> Bool {
    let ext = (path as NSString).pathExtension.lowercased()
    guard ext == "swift" || SourceFiles.objectiveCExtensions.contains(ext) else { return false }
    return sourcePaths.contains { DocumentURI.path(path, isInside: $0) }
  }

  /// What a scan of all the code found: the keys, and the files read.
  package struct Scan: Sendable {
    /// The keys.
    package var usage: CodeUsage
    /// The Swift and Objective-C files read.
    package var files: [String]
  }

  /// Scans all the code under `paths` (slow: off the workspace queue).
  package static func scan(_ paths: [String], with scanner: CodeScanner) -> Result<
    Scan, ScanFailure
  > {
    guard !paths.isEmpty else { return .success(Scan(usage: CodeUsage(), files: [])) }
    do {
      let files = try SourceFiles(paths: paths)
      return .success(
        Scan(usage: try scanner.scan(paths: paths), files: files.swift + files.objectiveC))
    } catch {
      return .failure(ScanFailure(reason: "\(error)"))
    }
  }

  /// Why the code could not be scanned.
  package struct ScanFailure: Error, CustomStringConvertible {
    /// In words.
    package var reason: String
    package var description: String { reason }
  }

  /// Takes a scan of all the code in.
  package mutating func take(_ scan: Result<Scan, ScanFailure>) {
    revision += 1
    matchRevision += 1
    switch scan {
    case .success(let scan):
      usage = scan.usage
      codeFiles = scan.files
      scanError = nil
      watchedFolders = folders()
    case .failure(let failure):
      scanError = failure.reason
    }
  }

  /// What the poller watches, each file with its stamp as read: the localization files, the
  /// code files scanned (stamps not kept), the settings files, and the folders where a new file
  /// would appear (`watchedFolders`).
  package var watchedPaths: [(path: String, read: FileStamp?)] {
    files.files.map { ($0.path, files.stamps[$0.path]) } + codeFiles.map { ($0, nil) }
      + ProjectSettingsReader.fileNames.map { ("\(root)/\($0)", nil) }
      + watchedFolders.map { ($0, nil) }
  }

  /// The folders whose listing tells of new files (a folder's time changes when an entry is
  /// added, removed or renamed): the root, each localization file's folder and the one above it
  /// (where a new language's `.lproj` appears), each scanned code file's folder, and the folders
  /// scanned for code.
  ///
  /// Found again only when the files read or scanned change, not on each of the poller's
  /// rounds (a second apart: 2,000 code files' folders took a twentieth of the server's time).
  package private(set) var watchedFolders: [String] = []

  /// `watchedFolders` found from the files.
  private func folders() -> [String] {
    var folders: Set<String> = [root]
    for file in files.files {
      let folder = (file.path as NSString).deletingLastPathComponent
      folders.insert(folder)
      folders.insert((folder as NSString).deletingLastPathComponent)
    }
    for file in codeFiles { folders.insert((file as NSString).deletingLastPathComponent) }
    for path in sourcePaths where FileSystem.isFolder(path) { folders.insert(path) }
    return folders.filter { DocumentURI.path($0, isInside: root) }.sorted()
  }

  /// Takes in what is new in `folder`, whose listing changed: a localization file the project
  /// does not have, or a new language folder (`xx.lproj`, or a folder holding localization
  /// files), asks for the project to be read again (the result); a code file the scan has not
  /// read, in a new folder too (as the scan finds them: no hidden or test folders), is scanned.
  package mutating func takeNewFiles(in folder: String) -> Bool {
    guard DocumentURI.path(folder, isInside: root), FileSystem.isFolder(folder) else {
      return false
    }
    let known = Set(files.files.map(\.path))
    let scanned = Set(codeFiles)
    let folders = Set(watchedFolders)
    var reloads = false
    for entry in FileSystem.names(in: folder).valid where !entry.hasPrefix(".") {
      let path = "\(folder)/\(entry)"
      var code: [String] = []
      if FileSystem.isFolder(path) {
        guard !folders.contains(path) else { continue }
        if entry.hasSuffix(".lproj")
          || FileSystem.names(in: path).valid.contains(where: {
            LocalizationFormats.format(ofPath: $0) != nil
          })
        {
          reloads = true
        }
        let found = try? SourceFiles(paths: [path])
        code = (found?.swift ?? []) + (found?.objectiveC ?? [])
      } else if LocalizationFormats.format(ofPath: path) != nil {
        if !known.contains(path) { reloads = true }
      } else {
        code = [path]
      }
      for file in code.prefix(FilePoller.maximumFiles)
      where usage != nil && isCodeFile(file) && !scanned.contains(file) {
        takeNewCodeFile(file)
      }
    }
    return reloads
  }

  /// Scans a code file new since the full scan, and watches it from now on.
  private mutating func takeNewCodeFile(_ path: String) {
    rescanCodeFile(path)
    codeFiles.append(path)
    usage?.fileCount += 1
    watchedFolders = folders()
  }

  /// Scans one code file again (or drops it, when it is gone) after the first scan, with the
  /// declarations of the files the scan found declaring some (wrappers, `#define`s).
  package mutating func rescanCodeFile(_ path: String) {
    guard var usage else { return }
    revision += 1
    matchRevision += 1
    // All of them, `path` too (the scan leaves it out): the buffers' scans share what they declare.
    let context = usage.declaringFiles
    usage.references.removeAll { $0.path == path }
    usage.dynamicKeys.removeAll { $0.path == path }
    usage.patterns.removeAll { $0.path == path }
    usage.runTimeTables.removeAll { $0.place.path == path }
    usage.unreferencedAccessors.removeAll { $0.place.path == path }
    usage.unscannedFiles.removeAll { $0.path == path }
    usage.declaringFiles.removeAll { $0 == path }
    let fileCount = usage.fileCount
    var scanner = setup.scanner(settings)
    scanner.declarationsCache = declarations
    if let bytes = try? FileSystem.read(path) {
      do {
        usage.merge(
          try scanner.scan(
            path: path, text: String(decoding: bytes, as: UTF8.self), context: context))
      } catch {
        scanError = "\(error)"
      }
    }
    usage.fileCount = fileCount
    usage.references.sort { ($0.path, $0.location) < ($1.path, $1.location) }
    // In a whole scan's order (sorted paths), so that the declarations read stay valid.
    usage.declaringFiles.sort()
    self.usage = usage
  }

  /// Removes the temporary files it keeps (the declarations read for the buffers' scans).
  package func removeTemporaryFiles() {
    declarations.removeFiles()
  }

  /// Reads one localization file again from disk (a file that does not parse keeps its error
  /// in the project, as at load).
  package mutating func rereadLocalizationFile(_ path: String) {
    guard let index = files.files.firstIndex(where: { $0.path == path }) else { return }
    let read = try? FileSystem.readStamped(path)
    revision += 1
    matchRevision += 1
    projectRevision += 1
    files.stamps[path] = read?.stamp
    files.files[index].content = Self.content(of: read?.bytes, path: path)
    changedSinceBuilt.insert(path)
  }

  /// Sets (or, with `nil`, forgets) the unsaved text of an open localization file.
  ///
  /// Text that parses stands for the file in the snapshots; text that does not keeps the disk version
  /// and its error in `bufferErrors`. Whether the snapshot changes (false for a text as
  /// last set, or a file that is no localization file).
  package mutating func setBuffer(_ text: String?, ofPath path: String) -> Bool {
    guard isLocalizationFile(path), bufferTexts[path] != text else { return false }
    bufferTexts[path] = text
    bufferRevisions[path, default: 0] += 1
    projectRevision += 1
    changedSinceBuilt.insert(path)
    // The source's file decides which rows code can match; a translation's does not.
    let isTranslation =
      built.map { built in
        built.project.files.first { $0.path == path }.map {
          !$0.holdsEveryLanguage && $0.language != built.project.sourceLanguage
            && $0.language != .base
        } ?? false
      } ?? false
    if !isTranslation { matchRevision += 1 }
    buffers[path] = nil
    bufferErrors[path] = nil
    guard let text else { return true }
    switch Self.content(of: Array(text.utf8), path: path) {
    case .failed(let error): bufferErrors[path] = error
    case let content: buffers[path] = content
    }
    return true
  }

  /// What a file's bytes hold (`nil`: it cannot be read).
  private static func content(of bytes: [UInt8]?, path: String) -> LocalizationFile.Content {
    guard let bytes else {
      return .failed(
        ParseError(path: path, location: .init(line: 1, column: 1), reason: "cannot be read"))
    }
    guard let format = LocalizationFormats.format(ofPath: path) else {
      return .failed(
        ParseError(path: path, location: .init(line: 1, column: 1), reason: "not a known format"))
    }
    do {
      return try format.read(bytes, path: path)
    } catch {
      return .failed(error)
    }
  }

  /// The project of `files` as `lint` builds it.
  private func project(of files: ProjectFiles) -> Project {
    var project = files.project(
      sourceLanguage: settings.sourceLanguage, ignoredLanguages: settings.ignoredLanguages)
    project.marksSourceChanges = settings.marksSourceChanges
    return project
  }

  /// `project` (the one last built) with the current contents of the files changed since, when
  /// each has the same keys in the same order as there; `nil` when one does not (the project
  /// is built anew).
  private func patching(_ project: Project) -> Project? {
    var project = project
    for path in changedSinceBuilt {
      guard let index = files.files.firstIndex(where: { $0.path == path }),
        index < project.files.count, project.files[index].path == path
      else { return nil }
      let content = buffers[path] ?? files.files[index].content
      guard let patched = project.replacingContent(ofFileAt: index, withSameKeys: content)
      else { return nil }
      project = patched
    }
    return project
  }

  /// Whether two projects of the same files have the same tables with the same keys (rows).
  private static func haveSameKeys(_ one: Project, _ other: Project) -> Bool {
    one.files.count == other.files.count && one.grids.count == other.grids.count
      && zip(one.grids, other.grids).allSatisfy { $0.table == $1.table && $0.keys == $1.keys }
  }

  /// A new snapshot of the state.
  package mutating func snapshot() -> WorkspaceSnapshot {
    generation += 1
    let project: Project
    if let built, built.revision == projectRevision {
      project = built.project
    } else if let built, let patched = patching(built.project) {
      // Only values or comments changed: the grids stay (800,000 cells for 20,000 keys in 40
      // languages).
      project = patched
      self.built = (projectRevision, project)
    } else {
      var current = files
      for index in current.files.indices {
        if let buffer = buffers[current.files[index].path] {
          current.files[index].content = buffer
        }
      }
      project = self.project(of: current)
      built = (projectRevision, project)
    }
    changedSinceBuilt = []
    let index = usage.map { scanned in
      if let matched, matched.revision == matchRevision,
        Self.haveSameKeys(matched.project, project)
      {
        return matched.index
      }
      // Ignored keys are ignored where code uses them, too (as in `lint`).
      var usage = scanned
      usage.references.removeAll { configuration.ignores(key: LocalizationKey($0.key.description)) }
      return KeyUsageIndex(project: project, usage: usage)
    }
    matched = index.map { (matchRevision, project, $0) }
    var snapshot = WorkspaceSnapshot(
      root: root, project: project, settings: settings, configuration: configuration,
      // The project's own text positions a whole scan found, given to each buffer's scan.
      routines: setup.scanner(settings).routines.addingTextPositions(
        usage?.derivedTextPositions ?? []), usage: index,
      generation: generation)
    snapshot.bufferErrors = bufferErrors
    snapshot.declarations = declarations
    snapshot.bufferTexts = bufferTexts
    snapshot.revisions = WorkspaceSnapshot.Revisions(files: revision, buffers: bufferRevisions)
    return snapshot
  }
}
