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

  let pool: DatabasePool
  /// The database file.
  package let path: String

  /// Opens (creating it, and its folder, when missing) the memory at `path`.
  package init(path: String) throws {
    self.path = path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    var configuration = Configuration()
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
    try pool.write { db in
      var added = 0
      for unit in units {
        try db.execute(
          sql: "INSERT INTO source(text) VALUES (?) ON CONFLICT(text) DO NOTHING",
          arguments: [unit.source])
        let source: Int64
        if db.changesCount > 0 {
          source = db.lastInsertedRowID
          try db.execute(
            sql: "INSERT INTO source_trigram(rowid, text) VALUES (?, ?)",
            arguments: [source, unit.source])
        } else {
          source =
            try Int64.fetchOne(
              db, sql: "SELECT id FROM source WHERE text = ?", arguments: [unit.source])
            ?? 0
        }
        try db.execute(
          sql: """
            INSERT INTO unit(source, language, translation, table_path, key, form, comment, origin)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING
            """,
          arguments: [
            source, unit.language.code, unit.translation, unit.context.table.path,
            unit.context.key.text, unit.context.form ?? "", unit.context.comment, origin,
          ])
        added += db.changesCount
      }
      return added
    }
  }
}
