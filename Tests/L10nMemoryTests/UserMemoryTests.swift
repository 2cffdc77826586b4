import Foundation
import GRDB
import L10nMemory
import L10nModel
import L10nTestSupport
import L10nUserMemory
import Testing

/// The user memory in SQLite: units kept once, exact and fuzzy suggestions through the trigram
/// index, WAL, two writers at once.
@Suite struct UserMemoryTests {
  static func units(_ count: Int, prefix: String, table: String = "T") -> [MemoryUnit] {
    (0..<count).map { number in
      SuggestionRankingTests.unit(
        "\(prefix) source \(number)", "\(prefix) Übersetzung \(number)", "\(table)/k\(number)")
    }
  }

  @Test func unitsAreKeptOnce() throws {
    let folder = try TemporaryFolder()
    let memory = try UserMemory(path: folder.url.appendingPathComponent("m/memory.sqlite").path)
    #expect(try memory.journalMode() == "wal")
    #expect(try memory.add(Self.units(3, prefix: "a"), origin: "test") == 3)
    #expect(try memory.add(Self.units(4, prefix: "a"), origin: "test") == 1)
    #expect(try memory.count() == 4)
    // Reopened, the units are there.
    let again = try UserMemory(path: memory.path)
    #expect(try again.count() == 4)
  }

  @Test func exactAndFuzzySuggestions() throws {
    let folder = try TemporaryFolder()
    let memory = try UserMemory(path: folder.url.appendingPathComponent("memory.sqlite").path)
    try memory.add(
      [
        SuggestionRankingTests.unit("Delete files", "Dateien löschen", "A/many"),
        SuggestionRankingTests.unit("Delete file", "Datei löschen", "A/one"),
        SuggestionRankingTests.unit("Cancel", "Abbrechen", "A/cancel"),
        SuggestionRankingTests.unit("Delete files", "Supprimer", "A/many", language: "fr"),
      ], origin: "test")
    let found = try memory.suggestions(
      for: MemoryQuery(source: "Delete files", language: LanguageID("de")))
    #expect(found.map(\.translation) == ["Dateien löschen", "Datei löschen"])
    #expect(found.map(\.score) == [100, 91])
    // Shorter than a trigram: exact only.
    let short = try memory.suggestions(for: MemoryQuery(source: "OK", language: LanguageID("de")))
    #expect(short.isEmpty)
  }

  /// Two writers on one file at once (two connections, as two editors would open it): every
  /// unit of both is kept, neither fails as busy.
  @Test func twoWritersAtOnce() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("memory.sqlite").path
    let writers = [try UserMemory(path: path), try UserMemory(path: path)]
    let failures = LockedCount()
    DispatchQueue.concurrentPerform(iterations: 2) { writer in
      for batch in 0..<20 {
        do {
          try writers[writer].add(
            Self.units(50, prefix: "w\(writer) b\(batch)"), origin: "writer \(writer)")
        } catch {
          failures.increment()
        }
      }
    }
    #expect(failures.value == 0)
    #expect(try writers[0].count() == 2 * 20 * 50)
  }
}

extension UserMemoryTests {
  /// A memory made by the first schema (as l10nedit made them before the second) is migrated
  /// when opened: its units kept, its texts found exactly and fuzzily, new units added.
  @Test func firstSchemaIsMigrated() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("memory.sqlite").path
    do {
      let old = try DatabaseQueue(path: path)
      try old.write { db in
        try db.execute(sql: "PRAGMA journal_mode = WAL")
        try db.execute(sql: UserMemory.version1)
        try db.execute(
          sql: """
            CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
            INSERT INTO grdb_migrations VALUES ('1: sources, their trigram index, units');
            INSERT INTO source(id, text) VALUES (1, 'Delete files'), (2, 'Cancel');
            INSERT INTO source_trigram(rowid, text) VALUES (1, 'Delete files'), (2, 'Cancel');
            INSERT INTO unit(source, language, translation, table_path, key, form, origin)
            VALUES (1, 'de', 'Dateien löschen', 'A', 'many', '', 'old'),
              (2, 'de', 'Abbrechen', 'A', 'cancel', '', 'old');
            """)
      }
    }
    let memory = try UserMemory(path: path)
    #expect(try memory.count() == 2)
    let exact = try memory.suggestions(
      for: MemoryQuery(source: "Delete files", language: LanguageID("de")))
    #expect(exact.map(\.translation) == ["Dateien löschen"])
    let fuzzy = try memory.suggestions(
      for: MemoryQuery(source: "Delete file", language: LanguageID("de")))
    #expect(fuzzy.map(\.translation) == ["Dateien löschen"])
    #expect(fuzzy.map(\.score) == [91])
    try memory.add(
      [SuggestionRankingTests.unit("Delete folders", "Ordner löschen", "A/folders")], origin: "new")
    let both = try memory.suggestions(
      for: MemoryQuery(source: "Delete folder", language: LanguageID("de")))
    #expect(both.map(\.translation) == ["Ordner löschen", "Dateien löschen"])
    #expect(try memory.count() == 3)
  }

  /// A near copy of the query among thousands of texts made of the same few words (each of
  /// whose trigrams thousands of texts have): the query's rarest trigrams find it.
  @Test func nearCopyAmongCommonTexts() throws {
    let folder = try TemporaryFolder()
    let memory = try UserMemory(path: folder.url.appendingPathComponent("memory.sqlite").path)
    let words = ["alpha", "beta", "gamma", "delta", "epsilon", "zeta"]
    let texts = (0..<6_000).map { number in
      (0..<5).map { words[(number / (1 + $0 * 3) + $0) % words.count] }.joined(separator: " ")
        + " \(number)"
    }
    try memory.add(
      texts.enumerated().map { number, text in
        SuggestionRankingTests.unit(text, text.uppercased(), "T/k\(number)")
      } + [
        SuggestionRankingTests.unit(
          "Move the selected rows to the trash", "Ausgewählte Zeilen in den Papierkorb legen",
          "T/trash")
      ], origin: "test")
    let found = try memory.suggestions(
      for: MemoryQuery(source: "Move the selected row to the trash", language: LanguageID("de")))
    #expect(found.first?.translation == "Ausgewählte Zeilen in den Papierkorb legen")
    // A text of common words only: its close copies are found among the thousands.
    let query = texts[4_321].replacingOccurrences(of: " ", with: "  ")
    let close = try memory.suggestions(for: MemoryQuery(source: query, language: LanguageID("de")))
    #expect(close.first?.translation == texts[4_321].uppercased())
  }

  /// Counting shared trigrams without sets counts what the sets' intersection has.
  @Test(arguments: [
    ("Delete files", "Delete file"), ("aaaa", "aaa"), ("", "abc"), ("Привет мир", "ПРИВЕТ"),
    ("日本語のテキスト", "日本語"), ("x", "x"),
  ])
  func sharedTrigrams(_ a: String, _ b: String) {
    let wanted = TrigramIndex.trigrams(of: b)
    #expect(
      TrigramIndex.sharedTrigrams(of: a, with: wanted)
        == TrigramIndex.trigrams(of: a).intersection(wanted).count)
  }
}

/// A counter several threads may increment.
final class LockedCount: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0

  func increment() {
    lock.lock()
    count += 1
    lock.unlock()
  }

  var value: Int {
    lock.lock()
    defer { lock.unlock() }
    return count
  }
}
