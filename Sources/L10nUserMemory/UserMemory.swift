import Foundation
internal import GRDB
import L10nMemory
import L10nModel

/// The user's translation memory across projects: an SQLite file holding memory units, with an
/// FTS5 trigram index of their source texts for fuzzy candidates.
///
/// Opened as a WAL database through a GRDB `DatabasePool`, so that several editors and
/// commands may read while one writes, and writers wait for each other (up to
/// `busyTimeout`) instead of failing. Units are kept once: the same source text, language,
/// translation and place (table, key, form) are one unit however often they are added.
package final class UserMemory: Sendable {
  /// How long a writer waits for another to finish.
  package static let busyTimeout: TimeInterval = 10

  /// The most each connection caches of the database's pages, in KiB.
  static let cacheKilobytes = 65_536

  let pool: DatabasePool
  /// The database file.
  package let path: String

  /// Opens (creating it, and its folder, when missing) the memory at `path`.
  ///
  /// A memory made here is readable by its owner only: the file is made with mode 0600 (SQLite
  /// gives its WAL files the same), and a folder made for it 0700 (the folders above it, when
  /// made, as any other).
  package init(path: String) throws {
    self.path = path
    let folder = (path as NSString).deletingLastPathComponent
    // A name alone (`memory.sqlite`) is in the current folder, which is there.
    if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      let parent = (folder as NSString).deletingLastPathComponent
      if !parent.isEmpty {
        try FileManager.default.createDirectory(atPath: parent, withIntermediateDirectories: true)
      }
      try FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: false,
        attributes: [.posixPermissions: 0o700])
    }
    if !FileManager.default.fileExists(atPath: path) {
      let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
      if descriptor >= 0 { close(descriptor) }
    }
    var configuration = Configuration()
    configuration.prepareDatabase { db in
      // The writer: room for the pages a large import changes before it commits (SQLite's
      // default is 2 MB; a page is only held once read or written).
      guard !db.configuration.readonly else { return }
      try db.execute(sql: "PRAGMA cache_size = -\(Self.cacheKilobytes)")
    }
    configuration.busyMode = .timeout(Self.busyTimeout)
    pool = try DatabasePool(path: path, configuration: configuration)
    try Self.migrator.migrate(pool)
  }

  /// `$XDG_DATA_HOME/l10nedit/memory.sqlite`, else `~/.local/share/l10nedit/memory.sqlite`.
  package static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    let base =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory() + "/.local/share"
    return base + "/l10nedit/memory.sqlite"
  }

  /// The origin a project's units are saved under: its root folder's absolute path, so that
  /// its own cells can be told from other projects' (`suggestions(for:limit:project:)`).
  package static func origin(ofProject root: String) -> String {
    URL(fileURLWithPath: root).standardizedFileURL.path
  }

  /// The number of units.
  package func count() throws -> Int {
    try pool.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM unit") ?? 0 }
  }

  /// The database's journal mode (`wal`).
  package func journalMode() throws -> String {
    try pool.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") ?? "" }
  }

  /// Adds `units` in one transaction and returns how many were new.
  ///
  /// `origin` says where they come from (a TMX file, a project). A lazy sequence is read as
  /// it goes.
  @discardableResult
  package func add(_ units: some Sequence<MemoryUnit>, origin: String) throws -> Int {
    try add(origin: origin) { add in
      for unit in units { try add(unit) }
    }
  }

  /// Adds the units `body` hands to the function it is given, in one transaction, and returns
  /// how many were new: all or none (an error `body` throws undoes the others, and is thrown).
  ///
  /// For units read as a file is parsed (`tm import`): none need be held. The trigram index
  /// and counts of the new source texts are made once, at the end.
  @discardableResult
  package func add(
    origin: String, _ body: (_ add: (MemoryUnit) throws -> Void) throws -> Void
  ) throws -> Int {
    try pool.write { db in
      let loader = try Loader(db, origin: origin)
      try body(loader.add)
      try loader.finish()
      return loader.added
    }
  }
}
