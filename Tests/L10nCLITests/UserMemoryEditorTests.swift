import Foundation
import L10nCLI
import L10nMemory
import L10nModel
import L10nTUI
import L10nTestSupport
import L10nUserMemory
import Testing

/// The user memory as the editor uses it: read through `UserMemoryReader` (a missing, corrupt
/// or unreadable file is an error the panel says, never a crash), and written by two processes
/// at once (WAL: both sets of units kept, no "database is locked").
@Suite struct UserMemoryEditorTests {
  static let query = MemoryQuery(source: "Open Settings", language: LanguageID("ru"))

  /// A project of `count` keys translated into ru, its texts named by `prefix`.
  static func project(_ count: Int, prefix: String) -> [String: String] {
    var english = "\"open\" = \"Open Settings\";\n"
    var russian = "\"open\" = \"Открыть настройки\";\n"
    for number in 0..<count {
      english += "\"\(prefix).\(number)\" = \"\(prefix) text number \(number)\";\n"
      russian += "\"\(prefix).\(number)\" = \"\(prefix) текст номер \(number)\";\n"
    }
    return ["en.lproj/Main.strings": english, "ru.lproj/Main.strings": russian]
  }

  @Test("the save that makes the user memory says where it is, once")
  func firstSaveSaysWhere() throws {
    let folder = try TestSupport.fixture(["en.lproj/Main.strings": "\"a\" = \"A\";\n"])
    let memory = folder.url.appendingPathComponent("data/memory.sqlite").path
    let save = UserMemorySaver.saving(to: memory, origin: "/project")
    let unit = MemoryUnit(
      source: "Open Settings", translation: "Открыть настройки", language: LanguageID("ru"),
      context: MemoryContext(table: TableID("Main"), key: LocalizationKey("open")))
    let first = save([unit])
    #expect(first?.contains(memory) == true, "\(first ?? "nil")")
    #expect(first?.hasPrefix("translations remembered") == true)
    #expect(save([unit]) == nil)
    // A memory another session (or tm import) made: nothing to say.
    #expect(UserMemorySaver.saving(to: memory, origin: "/other")([unit]) == nil)
  }

  @Test func readsWhatASaveOrImportAdded() throws {
    let folder = try TestSupport.fixture(Self.project(3, prefix: "a"))
    let memory = folder.url.appendingPathComponent("data/memory.sqlite").path
    let imported = try CommandRunner.run([
      "tm", "import", folder.url.path, "--memory", memory,
    ])
    #expect(imported.status == 0, "\(imported.standardError)")
    let lookup = UserMemoryReader(path: memory, isNamed: true, project: "/elsewhere").lookup
    let found = try lookup.suggestions([Self.query], 9)
    #expect(found.map(\.translation) == ["Открыть настройки"])
    #expect(found.first?.origin == .userMemory)
  }

  /// Another project's unit at the same table and key is that project's cell, and the best
  /// suggestion (the same key); the edited project's own cell, saved earlier, is not suggested
  /// back to it.
  @Test func sameKeyOfAnotherProjectIsSuggestedOwnCellIsNot() throws {
    let other = try TestSupport.fixture([
      "en.lproj/Main.strings": "\"open\" = \"Open Settings\";\n",
      "ru.lproj/Main.strings": "\"open\" = \"Открыть параметры\";\n",
    ])
    let memory = other.url.appendingPathComponent("data/memory.sqlite").path
    let imported = try CommandRunner.run(["tm", "import", other.url.path, "--memory", memory])
    #expect(imported.status == 0, "\(imported.standardError)")
    var query = Self.query
    query.cell = CellID(
      table: TableID("Main"), key: LocalizationKey("open"), language: LanguageID("ru"))
    let elsewhere = UserMemoryReader(path: memory, isNamed: true, project: "/elsewhere").lookup
    let found = try elsewhere.suggestions([query], 9)
    #expect(found.map(\.translation) == ["Открыть параметры"])
    #expect(found.first?.isSameKey == true)
    let own = UserMemoryReader(
      path: memory, isNamed: true, project: UserMemory.origin(ofProject: other.url.path)
    ).lookup
    #expect(try own.suggestions([query], 9).isEmpty)
  }

  @Test func missingDefaultIsQuietMissingNamedIsSaid() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("none/memory.sqlite").path
    #expect(
      try UserMemoryReader(path: path, isNamed: false, project: "/elsewhere").lookup.suggestions(
        [Self.query], 9
      ).isEmpty)
    #expect(!FileManager.default.fileExists(atPath: path), "reading never creates the file")
    #expect(throws: (any Error).self) {
      try UserMemoryReader(path: path, isNamed: true, project: "/elsewhere").lookup.suggestions(
        [Self.query], 9)
    }
  }

  @Test func corruptFileIsAnErrorNotACrash() throws {
    let folder = try TemporaryFolder()
    let path = folder.url.appendingPathComponent("memory.sqlite").path
    try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
    let lookup = UserMemoryReader(path: path, isNamed: false, project: "/elsewhere").lookup
    let error = #expect(throws: (any Error).self) { try lookup.suggestions([Self.query], 9) }
    #expect("\(error.map { "\($0)" } ?? "")".contains("not a database"))
  }

  /// Two `l10nedit` processes adding into one memory at once, through the store the editor's
  /// saves use (`tm import` of a project: one transaction of every unit, as a save's): both
  /// succeed, and every unit of both is there.
  @Test func twoProcessesWriteAtOnce() throws {
    let first = try TestSupport.fixture(Self.project(3_000, prefix: "first"))
    let second = try TestSupport.fixture(Self.project(3_000, prefix: "second"))
    let memory = first.url.appendingPathComponent("shared/memory.sqlite").path
    // Made first, so that neither process creates the schema while the other does.
    let made = try TestSupport.fixture(Self.project(0, prefix: "none"))
    _ = try CommandRunner.run(["tm", "import", made.url.path, "--memory", memory])
    let results = LockedResults()
    DispatchQueue.concurrentPerform(iterations: 4) { index in
      let folder = index % 2 == 0 ? first : second
      results.add(
        Result {
          try CommandRunner.run(["tm", "import", folder.url.path, "--memory", memory])
        })
    }
    for result in results.all {
      let run = try result.get()
      #expect(run.status == 0, "\(run.standardError)")
      #expect(!run.standardError.contains("locked"))
    }
    let lookup = UserMemoryReader(path: memory, isNamed: true, project: "/elsewhere").lookup
    for prefix in ["first", "second"] {
      let found = try lookup.suggestions(
        [MemoryQuery(source: "\(prefix) text number 2999", language: LanguageID("ru"))], 1)
      #expect(found.first?.translation == "\(prefix) текст номер 2999")
    }
    let counted = try CommandRunner.run(["tm", "import", first.url.path, "--memory", memory])
    // 3,001 units in each project ("open" the same in both), each kept once, whatever the
    // order the four runs took.
    #expect(
      counted.standardOutput.contains("(3001 already there; 6001 in all)"),
      "\(counted.standardOutput)")
  }
}

/// Results several threads hand in.
final class LockedResults: @unchecked Sendable {
  private let lock = NSLock()
  private var results: [Result<CommandRunner.Result, any Error>] = []

  func add(_ result: Result<CommandRunner.Result, any Error>) {
    lock.lock()
    results.append(result)
    lock.unlock()
  }

  var all: [Result<CommandRunner.Result, any Error>] {
    lock.lock()
    defer { lock.unlock() }
    return results
  }
}
