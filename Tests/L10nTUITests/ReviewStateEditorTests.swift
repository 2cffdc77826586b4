import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The editor and cells needing review: outdated translations found in the background, the
/// glyph, the filter, the detail pane's word diff, `m`, `Alt-m` and Tab.
@Suite("Review states in the editor")
struct ReviewStateEditorTests {
  static let open = CellID(
    table: TableID("Localizable"), key: LocalizationKey("open"), language: LanguageID("de"))
  static let save = CellID(
    table: TableID("Localizable"), key: LocalizationKey("save"), language: LanguageID("ja"))

  /// A project without gaps but one, and the outdated translations a history would show.
  static func project(width: Int = 100) throws -> (TemporaryFolder, EditorState) {
    let folder = try TemporaryFolder()
    try folder.write([
      "en.lproj/Localizable.strings":
        "\"open\" = \"Open the document\";\n\"save\" = \"Save all files\";\n"
        + "\"quit\" = \"Quit\";\n",
      "de.lproj/Localizable.strings":
        "\"open\" = \"Datei öffnen\";\n\"save\" = \"Alles sichern\";\n\"quit\" = \"Beenden\";\n",
      "ja.lproj/Localizable.strings": "\"open\" = \"開く\";\n\"save\" = \"すべて保存\";\n",
    ])
    var state = Fixtures.state(
      try ProjectLoader.load(folder.path), title: "t", width: width, height: 24)
    state.outdatedLookup = OutdatedLookup { _ in
      [
        OutdatedTranslation(
          cell: open, oldSource: "Open the file", newSource: "Open the document",
          sourceCommit: CommitStamp(id: "a1b2c3d4e5", time: 1_767_312_000),
          translationCommit: CommitStamp(id: "0f0e0d0c0b", time: 1_764_460_800)),
        OutdatedTranslation(
          cell: save, oldSource: "Save", newSource: "Save all files",
          sourceCommit: CommitStamp(id: "1234567890", time: 1_767_312_000),
          translationCommit: CommitStamp(id: "0987654321", time: 1_764_460_800)),
      ]
    }
    return (folder, state)
  }

  /// Runs the background jobs `effects` asks for, reducing their actions.
  static func runJobs(_ state: inout EditorState, _ effects: [Effect]) {
    for case .run(let job) in effects { runJobs(&state, state.reduce(job.work())) }
  }

  /// The state with the outdated translations found.
  static func found(width: Int = 100) throws -> (TemporaryFolder, EditorState) {
    var (folder, state) = try project(width: width)
    runJobs(&state, state.start())
    return (folder, state)
  }

  static func select(_ state: inout EditorState, _ cell: CellID) throws {
    Fixtures.press(&state, [.character("/")] + Fixtures.type(cell.key.text) + [.key(.enter)])
    let column = try #require(state.project.column(of: cell.language))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(state.selectedCell == cell)
  }

  @Test("words: letters and digits together, a Han or kana character alone, the rest one each")
  func words() {
    #expect(WordDiff.words("Open the file.") == ["Open", " ", "the", " ", "file", "."])
    #expect(WordDiff.words("ファイルを開く") == ["フ", "ァ", "イ", "ル", "を", "開", "く"])
    #expect(WordDiff.words("فتح الملف") == ["فتح", " ", "الملف"])
    #expect(WordDiff.words("फ़ाइल खोलें").first == "फ़ाइल")
  }

  @Test("the source's change word by word: removed [-…-], added {+…+}")
  func wordDiff() {
    #expect(
      WordDiff.marked(old: "Open the file", new: "Open the document")
        == "Open the [-file-]{+document+}")
    #expect(WordDiff.marked(old: "Save", new: "Save all files") == "Save{+ all files+}")
    #expect(WordDiff.marked(old: "Same", new: "Same") == "Same")
    // Nothing but punctuation in common: each text whole (a key used as its text, replaced).
    #expect(
      WordDiff.marked(old: "01Z-t3-cBm.title", new: "Move to the next display.")
        == "[-01Z-t3-cBm.title-]{+Move to the next display.+}")
    #expect(WordDiff.marked(old: "", new: "Open") == "{+Open+}")
    #expect(WordDiff.marked(old: "ファイルを開く", new: "文書を開く") == "[-ファイル-]{+文書+}を開く")
  }

  @Test("outdated translations are found in the background and shown as needing review")
  func glyphAndFilter() throws {
    var (_, state) = try Self.project()
    let effects = state.start()
    #expect(
      effects.contains { if case .run(let job) = $0 { job.name == "outdated" } else { false } })
    // Before the job's answer nothing needs review.
    #expect(state.state(grid: 0, row: 0, column: 1) == .fine)
    Self.runJobs(&state, effects)
    let open = try #require(state.project.position(of: Self.open))
    #expect(
      state.state(grid: open.grid, row: try #require(open.row), column: open.column) == .needsReview
    )
    #expect(state.message?.contains("2 translations were written before") == true)
    // The palette's needs-review filter lists the two keys, not quit.
    Fixtures.press(&state, [.character(":")] + Fixtures.type("needs review") + [.key(.enter)])
    #expect(state.filter == .needsReview)
    let keys = state.rows.compactMap { row -> String? in
      guard case .key(let grid, let index) = row else { return nil }
      return state.project.grids[grid].keys[index].text
    }
    #expect(keys.sorted() == ["open", "save"])
  }

  @Test("the detail pane says why and shows the source's change word by word")
  func detailPane() throws {
    var (_, state) = try Self.found()
    try Self.select(&state, Self.open)
    let screen = Renderer.render(state).text
    #expect(screen.contains("─ de ─ needs review"))
    #expect(screen.contains("needs review: the source changed after this translation was written;"))
    #expect(screen.contains("source changed: Open the [-file-]{+document+}"))
    // The commits, short ids and dates, as `lint` names them.
    #expect(screen.contains("source a1b2c3d (2026-01-02),"))
    #expect(screen.contains("translation 0f0e0d0 (2025-11-30)"))
  }

  @Test("a translation older than its source's key: the pane says the source had no text then")
  func detailPaneWithoutOldSource() throws {
    var (_, state) = try Self.project()
    state.outdatedLookup = OutdatedLookup { _ in
      [
        OutdatedTranslation(
          cell: Self.open, oldSource: nil, newSource: "Open the document",
          sourceCommit: CommitStamp(id: "a1b2c3d4e5", time: 1_767_312_000),
          translationCommit: CommitStamp(id: "0f0e0d0c0b", time: 1_764_460_800))
      ]
    }
    Self.runJobs(&state, state.start())
    try Self.select(&state, Self.open)
    let screen = Renderer.render(state).text
    #expect(screen.contains("source now (not in the source then): Open the document"))
    #expect(!screen.contains("source changed:"))
  }

  @Test("m marks an outdated translation reviewed against its source: unsaved, u brings it back")
  func markOne() throws {
    var (_, state) = try Self.found()
    try Self.select(&state, Self.open)
    Fixtures.press(&state, [.character("m")])
    #expect(state.message == "Marked reviewed")
    let open = try #require(state.project.position(of: Self.open))
    let row = try #require(open.row)
    // Edited (✎), not needing review: recorded in the review file when saved.
    #expect(state.state(grid: open.grid, row: row, column: open.column) == .edited)
    #expect(state.project.reviews[Self.open]?.reviewedAgainst == "Open the document")
    #expect(state.hasUnsavedChanges)
    #expect(!Renderer.render(state).text.contains("source changed:"))
    Fixtures.press(&state, [.character("u")])
    #expect(state.state(grid: open.grid, row: row, column: open.column) == .needsReview)
    #expect(Renderer.render(state).text.contains("source changed: Open the [-file-]{+document+}"))
  }

  @Test("Alt-m asks, then marks every listed cell; n and Enter mark nothing")
  func markListed() throws {
    for (answer, marks) in [
      (KeyEvent.character("n"), false), (.key(.enter), false), (.character("y"), true),
    ] {
      var (_, state) = try Self.found()
      Fixtures.press(&state, [.alt("m")])
      #expect(state.isAsking(Command.MarkReviewedPrompt.self))
      #expect(
        Renderer.render(state).text.contains(
          "Mark 2 listed cells needing review reviewed? y yes · n no"))
      Fixtures.press(&state, [answer])
      #expect(state.mode == .normal)
      #expect(state.message == (marks ? "Marked 2 cells reviewed" : "Nothing marked"))
      let open = try #require(state.project.position(of: Self.open))
      let shown = state.state(grid: open.grid, row: try #require(open.row), column: open.column)
      #expect(shown == (marks ? .edited : .needsReview))
      #expect(state.project.reviews[Self.save]?.reviewedAgainst == (marks ? "Save all files" : nil))
    }
  }

  @Test("Tab visits the gaps, then the cells needing review; the setting keeps it to gaps")
  func tab() throws {
    var (_, state) = try Self.found()
    // ja's quit is the one gap.
    Fixtures.press(&state, [.key(.tab)])
    #expect(state.selectedCell?.key.text == "quit" && state.selectedCell?.language.code == "ja")
    try Self.select(&state, Self.save)
    // Fill the gap: Tab then goes on to the cells needing review.
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("終了") + [.key(.enter)])
    Fixtures.press(&state, [.key(.tab)])
    #expect(state.message == "No gaps: a cell needing review")
    #expect([Self.open, Self.save].contains(try #require(state.selectedCell)))
    state.tabVisitsReview = false
    let before = state.selectedCell
    Fixtures.press(&state, [.key(.tab)])
    #expect(state.message == "No gaps" && state.selectedCell == before)
  }

  @Test("editing a source marks its .strings translations; the pane shows the change; m marks one")
  func sourceEditMarks() throws {
    var (_, state) = try Self.project()
    let source = CellID(
      table: TableID("Localizable"), key: LocalizationKey("open"), language: LanguageID("en"))
    try Self.select(&state, source)
    Fixtures.press(
      &state, [.key(.enter), .control("u")] + Fixtures.type("Open a document") + [.key(.enter)])
    #expect(state.project.reviewState(of: Self.open)?.needsReview == true)
    try Self.select(&state, Self.open)
    let screen = Renderer.render(state).text
    #expect(screen.contains("─ de ─ needs review"))
    #expect(screen.contains("needs review: source changed"))
    #expect(screen.contains("source changed: Open [-the-]{+a+} document"))
    Fixtures.press(&state, [.character("m")])
    #expect(state.message == "Marked reviewed")
    #expect(state.project.reviewState(of: Self.open) == .translated)
    // m again: needing review by hand; u undoes it.
    Fixtures.press(&state, [.character("m")])
    #expect(state.project.reviewState(of: Self.open) == .needsReview(.markedByHand))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.reviewState(of: Self.open) == .translated)
  }

  @Test("m on a .strings cell changes the review file only: unsaved, saved by s, u unsaves it")
  func reviewFileIsUnsavedWork() throws {
    var (_, state) = try Self.project()
    try Self.select(&state, Self.open)
    Fixtures.press(&state, [.character("m")])
    #expect(state.project.reviewState(of: Self.open) == .needsReview(.markedByHand))
    #expect(state.dirtyFiles.isEmpty && state.hasUnsavedChanges)
    #expect(Renderer.render(state).text.contains("● unsaved (1)"))
    let effects = Fixtures.press(&state, [.character("s")])
    #expect(effects == [.save([])])
    _ = state.reduce(.saved([], written: []))
    #expect(!state.hasUnsavedChanges)
    #expect(state.message?.hasPrefix("Saved the review states: ") == true)
    Fixtures.press(&state, [.character("u")])
    #expect(state.hasUnsavedChanges)
    Fixtures.press(&state, [.character("q")])
    #expect(state.isAsking(Command.QuitPrompt.self))
  }
}
