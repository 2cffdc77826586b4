import Foundation
import L10nMemory
import L10nModel
import Testing

@testable import L10nTUI

/// The user memory in the edit panel: asked by a background job (never while reducing a key),
/// its suggestions ranked with the project's and marked, put in place with Alt-1 … Alt-9; a
/// memory that cannot be read is a message, once, and the project's suggestions stay.
@Suite("User memory in the edit panel")
struct UserMemoryPanelTests {
  /// What a fake user memory was asked, from whichever thread.
  final class Asked: @unchecked Sendable {
    private let lock = NSLock()
    private var queries: [[MemoryQuery]] = []
    func record(_ asked: [MemoryQuery]) {
      lock.lock()
      queries.append(asked)
      lock.unlock()
    }
    var all: [[MemoryQuery]] {
      lock.lock()
      defer { lock.unlock() }
      return queries
    }
  }

  struct Unreadable: Error, CustomStringConvertible {
    var description: String { "SQLite error 26: file is not a database" }
  }

  static let create = {
    var suggestion = Suggestion(
      translation: "新規メモを作成", score: 80, source: "New Note…",
      context: MemoryContext(table: TableID("Notes"), key: LocalizationKey("note.create")),
      occurrences: 1)
    suggestion.origin = .userMemory
    return suggestion
  }()

  /// A user memory answering `answer` (or failing), recording what it is asked.
  static func lookup(_ asked: Asked, failing: Bool = false, answer: [Suggestion] = [create])
    -> UserMemoryLookup
  {
    UserMemoryLookup(path: "/home/me/memory.sqlite") { queries, limit in
      asked.record(queries)
      if failing { throw Unreadable() }
      return Array(answer.prefix(limit))
    }
  }

  /// Opens the editor with `lookup` and starts editing `key` in `language`, emptied; returns
  /// the effects of the keys (the jobs not run).
  static func edit(
    _ state: inout EditorState, key: String = "shortcuts.new_note", language: String = "ja"
  ) throws -> [Effect] {
    Fixtures.press(&state, [.character("/")] + Fixtures.type(key) + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    return Fixtures.press(&state, [.key(.enter), .control("u")])
  }

  static func hasUserJob(_ effects: [Effect]) -> Bool {
    effects.contains(.run(Job("user memory suggestions") { .notice("") }))
  }

  @Test("asked in the background, ranked with the project's, marked, Alt-1 puts it in place")
  func listedAndUsed() throws {
    let asked = Asked()
    var state = try Fixtures.sampleState(width: 110, height: 40)
    state.userMemory = Self.lookup(asked)
    let start = state.start()
    let effects = try Self.edit(&state)
    // Opening and the keys never asked the memory: only its job does.
    #expect(asked.all.isEmpty)
    #expect(Self.hasUserJob(effects))
    SuggestionPanelTests.runJobs(start + effects, into: &state)
    #expect(asked.all.count == 1)
    #expect(asked.all.first?.map(\.source) == ["New Note\t⌘N"])
    #expect(asked.all.first?.map(\.language) == [LanguageID("ja")])
    let rows = SuggestionPanelTests.rows(state)
    let first = try #require(rows.firstIndex { $0.contains("1  80% 新規メモを作成") })
    #expect(rows[first].contains("· user memory › Notes › note.create"))
    let second = try #require(
      rows.firstIndex { $0.contains("2  72% 新規メモ  · Localizable › note.new") })
    #expect(first < second)
    let used = Fixtures.press(&state, [.alt("1")])
    #expect(used.isEmpty)
    #expect(Fixtures.editorText(state) == "新規メモを作成")
    #expect(state.document.generation == 0)
    Fixtures.press(&state, [.alt("2")])
    #expect(Fixtures.editorText(state) == "新規メモ")
  }

  @Test("typing in the cell does not ask again; another cell does")
  func askedOncePerCell() throws {
    let asked = Asked()
    var state = try Fixtures.sampleState(width: 110, height: 40)
    state.userMemory = Self.lookup(asked)
    SuggestionPanelTests.runJobs(try Self.edit(&state), into: &state)
    let typing = Fixtures.press(&state, Fixtures.type("新規"))
    #expect(!Self.hasUserJob(typing))
    Fixtures.press(&state, [.key(.escape)])
    let other = try Self.edit(&state, key: "note.new", language: "ar")
    #expect(Self.hasUserJob(other))
  }

  @Test(
    "before the answer the project's suggestions are listed; a late answer for another cell is dropped"
  )
  func lateAnswer() throws {
    let asked = Asked()
    var state = try Fixtures.sampleState(width: 110, height: 40)
    SuggestionPanelTests.runJobs(state.start(), into: &state)
    state.userMemory = Self.lookup(asked)
    _ = try Self.edit(&state)
    #expect(state.memory.suggestions.map(\.translation) == ["新規メモ"])
    let elsewhere = CellID(
      table: TableID("Localizable"), key: LocalizationKey("note.new"), language: LanguageID("ja"))
    _ = state.reduce(.userMemorySuggested(elsewhere, [Self.create]))
    #expect(state.memory.suggestions.map(\.translation) == ["新規メモ"])
  }

  @Test("a memory that cannot be read is said once; the project's suggestions stay")
  func unreadable() throws {
    let asked = Asked()
    var state = try Fixtures.sampleState(width: 110, height: 40)
    state.userMemory = Self.lookup(asked, failing: true)
    SuggestionPanelTests.runJobs(state.start() + (try Self.edit(&state)), into: &state)
    #expect(
      state.message
        == "The user memory /home/me/memory.sqlite cannot be read (suggestions from the "
        + "project only): SQLite error 26: file is not a database")
    #expect(state.memory.suggestions.map(\.translation) == ["新規メモ"])
    // The panel says it too, after the suggestions, for as long as the cell is edited.
    Fixtures.press(&state, Fixtures.type("新"))
    #expect(state.message == nil)
    let rows = SuggestionPanelTests.rows(state)
    let listed = try #require(rows.firstIndex { $0.contains("1  72% 新規メモ") })
    let said = try #require(
      rows.firstIndex {
        $0.contains("User memory not read: SQLite error 26: file is not a database")
      })
    #expect(listed < said)
    Fixtures.press(&state, [.key(.escape)])
    SuggestionPanelTests.runJobs(
      try Self.edit(&state, key: "note.new", language: "ar"), into: &state)
    #expect(asked.all.count == 2)
    #expect(state.message == nil)
  }

  @Test("without a user memory no job is started")
  func none() throws {
    var state = try Fixtures.sampleState(width: 110, height: 40)
    #expect(!Self.hasUserJob(try Self.edit(&state)))
  }
}
