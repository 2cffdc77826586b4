import Foundation
import L10nFormats
import L10nModel

/// Shared set-up for tests: the package's folders, self-cleaning temporary projects, and
/// projects loaded through the real `ProjectLoader`.
package enum TestSupport {
  /// The package's root folder.
  package static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `SampleProject/Resources`.
  package static var sampleResources: URL {
    packageRoot.appendingPathComponent("SampleProject/Resources")
  }

  /// The shared corpus of real-world projects beside the checkout (`../shared/corpus`).
  package static var corpusRoot: URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  }

  /// Whether the corpus is present.
  package static var corpusIsPresent: Bool {
    FileManager.default.fileExists(atPath: corpusRoot.path)
  }

  /// Whether this is CI's default run (`L10NEDIT_QUICK_TESTS=1`), which leaves the largest
  /// sizes of a few size-scaling tests to `.ci/run --deep` and a plain `swift test`.
  package static var isQuickRun: Bool {
    ProcessInfo.processInfo.environment["L10NEDIT_QUICK_TESTS"] == "1"
  }

  /// Whether the slowest corpus tests run: not in CI's default run, which sets
  /// `L10NEDIT_QUICK_TESTS=1` to keep within its time (they run in `.ci/run --deep` and in a
  /// plain `swift test`).
  package static var runsSlowCorpusTests: Bool {
    corpusIsPresent && !isQuickRun
  }

  /// The corpus projects a test going through every one takes (folders of `corpusRoot`).
  ///
  /// All of them, sorted, or in CI's default run (`L10NEDIT_QUICK_TESTS=1`) Sparkle's alone,
  /// small and with Base as a table's source, the others left to `.ci/run --deep` and a plain
  /// `swift test`. None when the corpus is absent.
  package static var corpusProjects: [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: corpusRoot.path)) ?? []
    let folders = names.sorted().map { corpusRoot.path + "/" + $0 }.filter { path in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    return runsSlowCorpusTests
      ? folders : folders.filter { $0.hasSuffix("/sparkle-project+Sparkle") }
  }

  /// A fresh copy of `SampleProject/Resources`, removed when the handle goes away.
  package static func sampleCopy() throws -> TemporaryFolder {
    try TemporaryFolder(copying: sampleResources)
  }

  /// Runs `body` with the path of a fresh copy of `SampleProject/Resources`, removed afterwards.
  package static func withSampleCopy<T>(_ body: (String) throws -> T) throws -> T {
    let folder = try sampleCopy()
    return try withExtendedLifetime(folder) { try body(folder.path) }
  }

  /// A project folder holding `files` (relative path → UTF-8 text), removed when the handle
  /// goes away.
  package static func fixture(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(files)
    return folder
  }

  /// Loads the project at `path` through the real `ProjectLoader`.
  package static func load(_ path: String, sourceLanguage: LanguageID? = nil) throws -> Project {
    try ProjectLoader.load(path, sourceLanguage: sourceLanguage)
  }
}

/// A folder in the temporary directory, removed with everything in it when the last reference
/// to the handle goes away (or at exit, for a handle that never goes away).
package final class TemporaryFolder: Sendable {
  /// The folder (a `Resources` folder below a unique parent when copied from a project).
  package let url: URL
  private let owned: URL

  /// An empty folder.
  package init() throws {
    owned = try ScratchFolders.make("l10nedit-tests")
    url = owned
  }

  /// A copy of the folder at `source`, under its own name.
  package init(copying source: URL) throws {
    owned = try ScratchFolders.make("l10nedit-tests")
    url = owned.appendingPathComponent(source.lastPathComponent)
    try FileManager.default.copyItem(at: source, to: url)
  }

  deinit {
    try? FileManager.default.removeItem(at: owned)
  }

  /// The folder's path.
  package var path: String { url.path }

  /// Writes `files` (relative path → UTF-8 text), creating folders as needed.
  package func write(_ files: [String: String]) throws {
    for (relativePath, text) in files {
      try write(Array(text.utf8), to: relativePath)
    }
  }

  /// Writes `bytes` at `relativePath`, creating folders as needed.
  package func write(_ bytes: [UInt8], to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  /// The bytes of the file at `relativePath`.
  package func read(_ relativePath: String) throws -> [UInt8] {
    try FileSystem.read(url.appendingPathComponent(relativePath).path)
  }

  /// Loads the folder as a project through the real `ProjectLoader`.
  package func load(sourceLanguage: LanguageID? = nil) throws -> Project {
    try ProjectLoader.load(path, sourceLanguage: sourceLanguage)
  }
}

/// Folders that tests create and hand out by path (fixtures shared by many tests), removed when
/// the test process exits, so that `swift test` leaves nothing behind in the temporary
/// directory.
package enum ScratchFolders {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var made: [URL] = []

  /// A new empty folder `prefix-UUID` in the temporary directory, removed at exit.
  package static func make(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    removeAtExit(url)
    return url
  }

  /// Removes `url` when the process exits, if it is still there (a `TemporaryFolder` whose
  /// handle a static fixture keeps is never released).
  package static func removeAtExit(_ url: URL) {
    lock.lock()
    defer { lock.unlock() }
    if made.isEmpty { atexit { ScratchFolders.removeAll() } }
    made.append(url)
  }

  private static func removeAll() {
    lock.lock()
    defer { lock.unlock() }
    for url in made { try? FileManager.default.removeItem(at: url) }
    made = []
  }
}
