import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The count of a search's matches, and searches that wait for the index being built in the
/// background instead of holding up a keystroke.
@Suite struct SearchCountTests {
  /// What the bottom line should say of `query`'s matches, found by looking at every listed
  /// cell of every shown language in turn: `match i of n`, or `n matches` when the selection
  /// is none of them.
  private static func expectedSummary(_ state: EditorState, _ query: String) -> String {
    let columns = state.project.languages.count
    var total = 0
    var ordinal: Int?
    for (listed, row) in state.rows.enumerated() {
      guard case .key(let grid, let gridRow) = row else { continue }
      for column in 0..<columns {
        guard state.cellMatches(query, grid, gridRow, column) else { continue }
        total += 1
        if listed == state.selectedRow, column == state.selectedColumn { ordinal = total }
      }
    }
    return ordinal.map { "match \($0) of \(total)" } ?? "\(total) match\(total == 1 ? "" : "es")"
  }

  @Test("typing, Enter, n and N tell which match of how many, as counting every cell does")
  func counts() throws {
    let folder = try SearchTests.fixture()
    let project = try folder.load()
    for query in ["value 2", "e", "τιμή 29", "café", "ß"] {
      var state = Fixtures.state(project, title: folder.path)
      Fixtures.press(&state, [.key(.down), .key(.right), .character("/")])
      Fixtures.press(&state, Fixtures.type(query))
      #expect(state.message == Self.expectedSummary(state, query), "typing \(query)")
      Fixtures.press(&state, [.key(.enter)])
      #expect(state.message == "\"\(query)\": " + Self.expectedSummary(state, query))
      for key in ["n", "n", "N", "N", "N"] {
        Fixtures.press(&state, [.character(Character(key))])
        #expect(
          state.message == "\"\(query)\": " + Self.expectedSummary(state, query),
          "\(key) after \(query)")
      }
      // The gaps filter lists fewer rows: the count follows.
      Fixtures.press(&state, [.character("f"), .character("n")])
      if state.message?.hasPrefix("No match") != true {
        #expect(state.message == "\"\(query)\": " + Self.expectedSummary(state, query))
      }
    }
    withExtendedLifetime(folder) {}
  }

  @Test("the count is drawn at the right of the search prompt")
  func drawn() throws {
    let folder = try SearchTests.fixture()
    var state = Fixtures.state(try folder.load(), title: folder.path, width: 80, height: 24)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("value 29"))
    let bottom = Renderer.render(state).text(ofRow: 23)
    #expect(bottom.hasPrefix("/value 29"))
    #expect(bottom.hasSuffix("match 1 of 11 "))
    withExtendedLifetime(folder) {}
  }

  /// 8,000 keys in 10 languages: 63 chunks of the index.
  ///
  /// More than twice what a keystroke may build. The keys are listed in text order: `key.1…`
  /// first, `key.9…` last.
  private static func largerProject() throws -> TemporaryFolder {
    var files: [String: String] = [:]
    for language in ["en", "de", "fr", "it", "ja", "ko", "nl", "pl", "ru", "sv"] {
      files["\(language).lproj/Big.strings"] = (0..<8_000).map {
        "\"key.\($0)\" = \"\(language) value \($0)\";\n"
      }.joined()
    }
    return try TestSupport.fixture(files)
  }

  private static func jobs(_ effects: [Effect]) -> [Job] {
    effects.compactMap { effect in
      if case .run(let job) = effect { return job }
      return nil
    }
  }

  @Test("while the index is built, a keystroke that needs it waits; Enter, then the index")
  func waitsForIndex() throws {
    let folder = try Self.largerProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    let started = Self.jobs(state.start())
    #expect(started.map(\.name).contains("search index"))
    // Near matches are found within the keystroke's share of the index.
    Fixtures.press(&state, [.character("/")] + Fixtures.type("ru value "))
    #expect(Fixtures.selected(state) == "Big/key.0/ru")
    // The first `key.9…` is near the end: the keystroke leaves the search waiting.
    Fixtures.press(&state, [.character("9")])
    #expect(state.message == EditorState.indexingMessage)
    #expect(Fixtures.selected(state) == "Big/key.0/en")
    let committed = Self.jobs(Fixtures.press(&state, [.key(.enter)]))
    #expect(committed.isEmpty)
    // The index arrives: the search is run again, and its matches are counted.
    var counting: [Job] = []
    for job in started { counting += Self.jobs(state.reduce(job.work())) }
    #expect(Fixtures.selected(state) == "Big/key.9/ru")
    #expect(counting.map(\.name) == ["search count"])
    #expect(state.message == EditorState.countingMessage("ru value 9"))
    for job in counting { _ = state.reduce(job.work()) }
    // key.9, key.90 to key.99, key.900 to key.999.
    #expect(state.message == "\"ru value 9\": match 1 of 111")
    withExtendedLifetime(folder) {}
  }

  @Test("N waiting for the index goes on when it arrives, unless the user moved meanwhile")
  func previousWaits() throws {
    let folder = try Self.largerProject()
    for moves in [false, true] {
      var state = Fixtures.state(try folder.load(), title: folder.path)
      let started = Self.jobs(state.start())
      Fixtures.press(&state, [.character("/")] + Fixtures.type("sv value 1") + [.key(.enter)])
      #expect(Fixtures.selected(state) == "Big/key.1/sv")
      // The match before it is the last `key.1…`, far after the chunks built so far.
      Fixtures.press(&state, [.character("N")])
      #expect(state.message == EditorState.indexingMessage)
      #expect(Fixtures.selected(state) == "Big/key.1/sv")
      if moves { Fixtures.press(&state, [.character("j")]) }
      let before = Fixtures.selected(state)
      for job in started { _ = state.reduce(job.work()) }
      #expect(Fixtures.selected(state) == (moves ? before : "Big/key.1999/sv"), "moves: \(moves)")
    }
    withExtendedLifetime(folder) {}
  }

  @Test("a count waits for the index being built, and n while it runs starts no second one")
  func oneCountAtATime() throws {
    let folder = try Self.largerProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    let started = Self.jobs(state.start())
    let typed = Fixtures.press(&state, [.character("/")] + Fixtures.type("sv value 1"))
    let entered = Fixtures.press(&state, [.key(.enter)])
    #expect(Self.jobs(typed + entered).isEmpty)
    #expect(Fixtures.selected(state) == "Big/key.1/sv")
    #expect(state.message == EditorState.countingMessage("sv value 1"))
    var counting: [Job] = []
    for job in started { counting += Self.jobs(state.reduce(job.work())) }
    #expect(counting.map(\.name) == ["search count"])
    #expect(Self.jobs(Fixtures.press(&state, [.character("n")])).isEmpty)
    #expect(Fixtures.selected(state) == "Big/key.10/sv")
    #expect(state.message == EditorState.countingMessage("sv value 1"))
    for job in counting { _ = state.reduce(job.work()) }
    // key.1, key.10 to key.19, key.100 to key.199, key.1000 to key.1999.
    #expect(state.message == "\"sv value 1\": match 2 of 1111")
    // Known now: N tells at once.
    #expect(Self.jobs(Fixtures.press(&state, [.character("N")])).isEmpty)
    #expect(state.message == "\"sv value 1\": match 1 of 1111")
    withExtendedLifetime(folder) {}
  }
}

extension SearchCountTests {
  /// What the end-to-end scenario `search-count` checked in tmux, in process: no terminal of
  /// its own is involved, only the reducer's answer to keys and the bottom line drawn.
  @Test("SampleProject at 120×40: the bottom line counts as you type, after Enter, n and N")
  func bottomLineOnSampleProject() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    func bottom() -> String {
      let line = Renderer.render(state).text(ofRow: 39)
      return String(line.reversed().drop { $0 == " " }.reversed())
    }
    Fixtures.press(&state, [.character("/")] + Fixtures.type("cancel"))
    let typed = try #require(
      bottom().wholeMatch(of: /\/cancel +match 1 of ([0-9]+)/), "typing: \(bottom())")
    let total = try #require(Int(typed.output.1))
    #expect(total > 1, "Cancel is in more than one cell")
    Fixtures.press(&state, [.key(.enter)])
    #expect(bottom().hasPrefix("\"cancel\": match 1 of \(total)"), "Enter: \(bottom())")
    Fixtures.press(&state, [.character("n")])
    #expect(bottom().hasPrefix("\"cancel\": match 2 of \(total)"), "n: \(bottom())")
    Fixtures.press(&state, [.character("N"), .character("N")])
    #expect(
      bottom().hasPrefix("\"cancel\": match \(total) of \(total)"),
      "N from the first wraps to the last: \(bottom())")
    Fixtures.press(&state, [.character("/")] + Fixtures.type("zzqx"))
    #expect(
      bottom().wholeMatch(of: /\/zzqx +No match for "zzqx"/) != nil,
      "a query that matches nothing says so beside the prompt: \(bottom())")
    Fixtures.press(&state, [.key(.escape)])
    #expect(bottom().hasPrefix("Tab gap  ] finding"), "Esc ends the search: \(bottom())")
    let quit = Fixtures.press(&state, [.character("q")])
    #expect(Fixtures.quits(quit), "q quits")
  }
}
