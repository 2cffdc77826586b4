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

  /// Reads the settings and the project's localization files at `root` (not the code).
  package init(root: String, setup: WorkspaceSetup) throws {
    let root = URL(fileURLWithPath: root).standardizedFileURL.path
    self.root = root
    self.setup = setup
    settings = try ProjectSettingsReader.read(root: root) ?? ProjectSettings()
    files = try ProjectLoader.readFiles(root, bundles: settings.bundles)
    configuration = LintConfiguration()
    configuration = try setup.configuration(settings, root, project(of: files))
  }

  /// Reads everything again from disk (the settings file or the set of files changed); the
  /// open buffers stay.
  package mutating func reload() throws {
    let fresh = try WorkspaceState(root: root, setup: setup)
    settings = fresh.settings
    configuration = fresh.configuration
    files = fresh.files
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
    switch scan {
    case .success(let scan):
      usage = scan.usage
      codeFiles = scan.files
      scanError = nil
    case .failure(let failure):
      scanError = failure.reason
    }
  }

  /// What the poller watches, each file with its stamp as read: the localization files, the
  /// code files scanned (stamps not kept) and the settings files.
  package var watchedPaths: [(path: String, read: FileStamp?)] {
    files.files.map { ($0.path, files.stamps[$0.path]) } + codeFiles.map { ($0, nil) }
      + ProjectSettingsReader.fileNames.map { ("\(root)/\($0)", nil) }
  }

  /// Scans one code file again (or drops it, when it is gone) after the first scan, with the
  /// declarations of the files the scan found declaring some (wrappers, `#define`s).
  package mutating func rescanCodeFile(_ path: String) {
    guard var usage else { return }
    let context = usage.declaringFiles.filter { $0 != path }
    usage.references.removeAll { $0.path == path }
    usage.dynamicKeys.removeAll { $0.path == path }
    usage.patterns.removeAll { $0.path == path }
    usage.runTimeTables.removeAll { $0.place.path == path }
    usage.unreferencedAccessors.removeAll { $0.place.path == path }
    usage.unscannedFiles.removeAll { $0.path == path }
    usage.declaringFiles.removeAll { $0 == path }
    let fileCount = usage.fileCount
    if let bytes = try? FileSystem.read(path) {
      do {
        usage.merge(
          try setup.scanner(settings).scan(
            path: path, text: String(decoding: bytes, as: UTF8.self), context: context))
      } catch {
        scanError = "\(error)"
      }
    }
    usage.fileCount = fileCount
    usage.references.sort { ($0.path, $0.location) < ($1.path, $1.location) }
    self.usage = usage
  }

  /// Reads one localization file again from disk (a file that does not parse keeps its error
  /// in the project, as at load).
  package mutating func rereadLocalizationFile(_ path: String) {
    guard let index = files.files.firstIndex(where: { $0.path == path }) else { return }
    let read = try? FileSystem.readStamped(path)
    files.stamps[path] = read?.stamp
    files.files[index].content = Self.content(of: read?.bytes, path: path)
  }

  /// Sets (or, with `nil`, forgets) the unsaved text of an open localization file.
  ///
  /// Text that parses stands for the file in the snapshots; text that does not keeps the disk version
  /// and its error in `bufferErrors`. Whether the snapshot changes (false for a text as
  /// last set, or a file that is no localization file).
  package mutating func setBuffer(_ text: String?, ofPath path: String) -> Bool {
    guard isLocalizationFile(path), bufferTexts[path] != text else { return false }
    bufferTexts[path] = text
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

  /// A new snapshot of the state.
  package mutating func snapshot() -> WorkspaceSnapshot {
    generation += 1
    var current = files
    for index in current.files.indices {
      if let buffer = buffers[current.files[index].path] {
        current.files[index].content = buffer
      }
    }
    let project = project(of: current)
    let index = usage.map { scanned in
      // Ignored keys are ignored where code uses them, too (as in `lint`).
      var usage = scanned
      usage.references.removeAll { configuration.ignores(key: LocalizationKey($0.key.description)) }
      return KeyUsageIndex(project: project, usage: usage)
    }
    var snapshot = WorkspaceSnapshot(
      root: root, project: project, settings: settings, configuration: configuration,
      // The project's own text positions a whole scan found, given to each buffer's scan.
      routines: setup.scanner(settings).routines.addingTextPositions(
        usage?.derivedTextPositions ?? []), usage: index,
      generation: generation)
    snapshot.bufferErrors = bufferErrors
    return snapshot
  }
}
