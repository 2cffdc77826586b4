import Foundation
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
