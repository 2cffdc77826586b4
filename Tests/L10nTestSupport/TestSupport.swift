import Foundation
import L10nFormats
import L10nModel

/// Shared set-up for tests: the package's folders, self-cleaning temporary projects, and
/// projects loaded through the real `ProjectLoader`.
public enum TestSupport {
  /// The package's root folder.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// `SampleProject/Resources`.
  public static var sampleResources: URL {
    packageRoot.appendingPathComponent("SampleProject/Resources")
  }

  /// The shared corpus of real-world projects beside the checkout (`../shared/corpus`).
  public static var corpusRoot: URL {
    packageRoot.deletingLastPathComponent().appendingPathComponent("shared/corpus")
  }

  /// Whether the corpus is present.
  public static var corpusIsPresent: Bool {
    FileManager.default.fileExists(atPath: corpusRoot.path)
  }

  /// A fresh copy of `SampleProject/Resources`, removed when the handle goes away.
  public static func sampleCopy() throws -> TemporaryFolder {
    try TemporaryFolder(copying: sampleResources)
  }

  /// Runs `body` with the path of a fresh copy of `SampleProject/Resources`, removed afterwards.
  public static func withSampleCopy<T>(_ body: (String) throws -> T) throws -> T {
    let folder = try sampleCopy()
    return try withExtendedLifetime(folder) { try body(folder.path) }
  }

  /// A project folder holding `files` (relative path → UTF-8 text), removed when the handle
  /// goes away.
  public static func fixture(_ files: [String: String]) throws -> TemporaryFolder {
    let folder = try TemporaryFolder()
    try folder.write(files)
    return folder
  }

  /// Loads the project at `path` through the real `ProjectLoader`.
  public static func load(_ path: String, sourceLanguage: LanguageID? = nil) throws -> Project {
    try ProjectLoader.load(path, sourceLanguage: sourceLanguage)
  }
}

/// A folder in the temporary directory, removed with everything in it when the last reference
/// to the handle goes away (or at exit, for a handle that never goes away).
public final class TemporaryFolder: Sendable {
  /// The folder (a `Resources` folder below a unique parent when copied from a project).
  public let url: URL
  private let owned: URL

  /// An empty folder.
  public init() throws {
    owned = try ScratchFolders.make("l10nedit-tests")
    url = owned
  }

  /// A copy of the folder at `source`, under its own name.
  public init(copying source: URL) throws {
    owned = try ScratchFolders.make("l10nedit-tests")
    url = owned.appendingPathComponent(source.lastPathComponent)
    try FileManager.default.copyItem(at: source, to: url)
  }

  deinit {
    try? FileManager.default.removeItem(at: owned)
  }

  /// The folder's path.
  public var path: String { url.path }

  /// Writes `files` (relative path → UTF-8 text), creating folders as needed.
  public func write(_ files: [String: String]) throws {
    for (relativePath, text) in files {
      try write(Array(text.utf8), to: relativePath)
    }
  }

  /// Writes `bytes` at `relativePath`, creating folders as needed.
  public func write(_ bytes: [UInt8], to relativePath: String) throws {
    let file = url.appendingPathComponent(relativePath)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: file)
  }

  /// The bytes of the file at `relativePath`.
  public func read(_ relativePath: String) throws -> [UInt8] {
    try FileSystem.read(url.appendingPathComponent(relativePath).path)
  }

  /// Loads the folder as a project through the real `ProjectLoader`.
  public func load(sourceLanguage: LanguageID? = nil) throws -> Project {
    try ProjectLoader.load(path, sourceLanguage: sourceLanguage)
  }
}

/// Folders that tests create and hand out by path (fixtures shared by many tests), removed when
/// the test process exits, so that `swift test` leaves nothing behind in the temporary
/// directory.
public enum ScratchFolders {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var made: [URL] = []

  /// A new empty folder `prefix-UUID` in the temporary directory, removed at exit.
  public static func make(_ prefix: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    removeAtExit(url)
    return url
  }

  /// Removes `url` when the process exits, if it is still there (a `TemporaryFolder` whose
  /// handle a static fixture keeps is never released).
  public static func removeAtExit(_ url: URL) {
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
