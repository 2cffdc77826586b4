import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The search through its index finds exactly what looking at every cell in turn finds.
@Suite struct SearchTests {
  /// Two tables: `Long`, 300 keys in three languages (several chunks of the index; de lacks
  /// every seventh key, so the gaps filter lists some rows only), and `Words`, values whose
  /// case and accents are spelled in more than one way.
  static func fixture() throws -> TemporaryFolder {
    var long = ["en": "", "de": "", "el": ""]
    for index in 0..<300 {
      long["en", default: ""] += "\"key.\(index)\" = \"value \(index) in English\";\n"
      if index % 7 != 0 { long["de", default: ""] += "\"key.\(index)\" = \"Wert \(index)\";\n" }
      long["el", default: ""] += "\"key.\(index)\" = \"τιμή \(index)\";\n"
    }
    let words = [
      "Café", "cafe\u{301} au lait", "STRASSE", "Straße", "ΣΟΦΟΣ", "한국어", "\u{212A}elvin",
      "İstanbul", "naïve \\\"quoted\\\"", "Ünïcödé",
    ]
    let wordsFile = words.enumerated().map { "\"word.\($0.offset)\" = \"\($0.element)\";\n" }
      .joined()
    return try TestSupport.fixture([
      "en.lproj/Long.strings": long["en", default: ""],
      "de.lproj/Long.strings": long["de", default: ""],
      "el.lproj/Long.strings": long["el", default: ""],
      "en.lproj/Words.strings": wordsFile,
      "de.lproj/Words.strings": wordsFile.replacingOccurrences(of: "Café", with: "CAFÉ"),
    ])
  }

  /// The cell looking at every listed cell in turn finds: from the selection (first, when
  /// `includingCurrent`) forwards or `backwards`, wrapping, the selection itself last.
  private static func expected(
    _ state: EditorState, _ query: String, backwards: Bool, includingCurrent: Bool
  ) -> String {
    let columns = state.project.languages.count
    let start = state.selectedRow * columns + state.selectedColumn
    let total = state.rows.count * columns
    for offset in (includingCurrent ? 0 : 1)...total {
      let position = ((backwards ? start - offset : start + offset) % total + total) % total
      guard case .key(let grid, let row) = state.rows[position / columns] else { continue }
      if state.cellMatches(query, grid, row, position % columns) {
        let cell = state.cell(grid: grid, row: row, column: position % columns)
        return "\(cell.table)/\(cell.key)/\(cell.language)"
      }
    }
    return Fixtures.selected(state)
  }

  static let queries = [
    "é", "e", "e\u{301}", "cafe", "CAFÉ", "café au", "ss", "ß", "σ", "ς", "οφος", "한", "하",
    "kelvin", "\u{212A}", "i\u{307}", "istanbul", "\"quoted\"", "ÜNÏ", "value 29", "wert 14",
    "ΤΙΜΉ 299", "xyz", "\u{301}", "1 in", "key.1", "word.9", "ünïcödéx",
  ]

  @Test(
    "typed character by character, then n and N: the same cells as looking at every cell",
    arguments: [false, true])
  func sameAsEveryCell(gapsOnly: Bool) throws {
    let folder = try Self.fixture()
    let project = try folder.load()
    for query in Self.queries {
      var state = Fixtures.state(project, title: folder.path)
      if gapsOnly { Fixtures.press(&state, [.character("f")]) }
      Fixtures.press(&state, [.key(.down), .key(.down), .key(.right)])
      Fixtures.press(&state, [.character("/")])
      var typed = ""
      for character in query {
        let origin = state
        typed.append(character)
        Fixtures.press(&state, [.character(character)])
        var fromOrigin = origin
        Fixtures.press(&fromOrigin, [.key(.escape)])
        #expect(
          Fixtures.selected(state)
            == Self.expected(fromOrigin, typed, backwards: false, includingCurrent: true),
          "typing \(typed)")
      }
      Fixtures.press(&state, [.key(.enter)])
      for key in ["n", "n", "n", "N", "N", "N", "N"] {
        let before = state
        Fixtures.press(&state, [.character(Character(key))])
        #expect(
          Fixtures.selected(state)
            == Self.expected(before, query, backwards: key == "N", includingCurrent: false),
          "\(key) after \(query)")
      }
    }
    withExtendedLifetime(folder) {}
  }

  @Test("an edited value is found at once, and no longer once the edit is undone")
  func afterEdits() throws {
    let folder = try Self.fixture()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("value 200") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Long/key.200/en")
    Fixtures.press(&state, [.key(.enter), .control("u")] + Fixtures.type("Zebra") + [.key(.enter)])
    Fixtures.press(&state, [.key(.home), .character("g")])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("zebr") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Long/key.200/en")
    Fixtures.press(&state, [.character("/")] + Fixtures.type("value 200"))
    #expect(state.message == "No match for \"value 200\"")
    Fixtures.press(&state, [.key(.escape), .character("u"), .key(.home), .character("g")])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("zebra"))
    #expect(state.message == "No match for \"zebra\"")
    Fixtures.press(&state, [.key(.escape)])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("value 200") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Long/key.200/en")
    withExtendedLifetime(folder) {}
  }

  /// 2,100 keys in 10 languages: over the threshold of a background index.
  static func bigProject() throws -> TemporaryFolder {
    var files: [String: String] = [:]
    for language in ["en", "de", "fr", "it", "ja", "ko", "nl", "pl", "ru", "sv"] {
      files["\(language).lproj/Big.strings"] = (0..<2_100).map {
        "\"key.\($0)\" = \"\(language) value \($0)\";\n"
      }.joined()
    }
    return try TestSupport.fixture(files)
  }

  @Test("on a larger project the index job starts when the editor opens; / then starts none")
  func indexAtStart() throws {
    let folder = try Self.bigProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    let jobs = state.start().compactMap { effect -> Job? in
      if case .run(let job) = effect { return job }
      return nil
    }
    // 21,000 cells: the checks too run in the background.
    #expect(jobs.map(\.name) == ["checks", "search index", "translation memory"])
    #expect(Fixtures.press(&state, [.character("/")]).isEmpty)
    for job in jobs { _ = state.reduce(job.work()) }
    Fixtures.press(&state, Fixtures.type("ru value 2099") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Big/key.2099/ru")
    withExtendedLifetime(folder) {}
  }

  @Test("on a larger project / starts a job building the index; with its index, the same cells")
  func backgroundIndex() throws {
    let folder = try Self.bigProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    let effects = Fixtures.press(&state, [.character("/")])
    let jobs = effects.compactMap { effect -> Job? in
      if case .run(let job) = effect { return job }
      return nil
    }
    #expect(jobs.map(\.name) == ["search index"])
    for job in jobs { _ = state.reduce(job.work()) }
    // A second search of the same project starts no second job.
    Fixtures.press(&state, [.key(.escape)])
    #expect(Fixtures.press(&state, [.character("/")]).isEmpty)
    for query in ["PL VALUE 2099", "value 1", "sv value 77", "nowhere"] {
      var typed = ""
      for character in query {
        typed.append(character)
        let origin = state
        Fixtures.press(&state, [.character(character)])
        var fromOrigin = origin
        Fixtures.press(&fromOrigin, [.key(.escape)])
        #expect(
          Fixtures.selected(state)
            == Self.expected(fromOrigin, typed, backwards: false, includingCurrent: true),
          "typing \(typed)")
      }
      Fixtures.press(&state, [.key(.escape), .character("/")])
    }
    withExtendedLifetime(folder) {}
  }
}
