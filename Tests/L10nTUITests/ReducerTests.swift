import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI
import Testing

@Suite("Reducer: (state, keys) → state")
struct ReducerTests {
  @Test(
    "moving and finding work",
    arguments: [
      ([], "Errors/error.auth.biometry_failed/en"),
      ([.key(.down), .key(.down)], "Errors/error.file.too_large/en"),
      (
        [.character("j"), .character("k"), .character("l")], "Errors/error.auth.biometry_failed/ar"
      ),
      ([.character("G")], "Localizable/welcome.title/en"),
      ([.character("G"), .character("g")], "Errors/error.auth.biometry_failed/en"),
      ([.key(.end)], "Errors/error.auth.biometry_failed/zh-Hans"),
      ([.key(.end), .key(.home)], "Errors/error.auth.biometry_failed/en"),
      ([.key(.tab)], "InfoPlist/CFBundleDisplayName/zh-Hans"),
      (
        [.key(.tab), .key(.tab), .key(.tab), .key(.tab), .key(.tab)], "Localizable/Export as PDF/ja"
      ),
      ([.key(.backTab)], "Localizable/storage.used/pl"),
      ([.character("]")], "Errors/error.network.timeout/pl"),
      ([.character("]"), .character("]")], "Localizable/files.remaining/pl"),
      ([.character("[")], "Localizable/search.placeholder/ja"),
      ([.key(.down), .key(.up), .key(.up)], "Errors/error.auth.biometry_failed/en"),
      ([.key(.pageDown)], "Localizable/Done/en"),
      (
        [.character("/"), .character("a"), .character("b"), .character("b"), .key(.enter)],
        "Localizable/Cancel/de"
      ),
      (
        [.character("/"), .character("z"), .character("z"), .character("q"), .key(.escape)],
        "Errors/error.auth.biometry_failed/en"
      ),
    ] as [([KeyEvent], String)])
  func navigation(keys: [KeyEvent], expected: String) throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, keys)
    #expect(Fixtures.selected(state) == expected)
  }

  @Test("search is incremental, case-insensitive, and n / N walk the matches")
  func search() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("/")] + Fixtures.type("AB"))
    let first = Fixtures.selected(state)
    #expect(first == "Errors/error.auth.expired/de")  // "Deine Sitzung ist abgelaufen"
    Fixtures.press(&state, [.key(.enter), .character("n")])
    let second = try #require(state.selection)
    #expect(Fixtures.selected(state) != first)
    #expect(state.cellMatches("ab", second.grid, second.row, state.selectedColumn))
    Fixtures.press(&state, [.character("N")])
    #expect(Fixtures.selected(state) == first)
  }

  @Test("the filter cycles all → gaps → problems → all and lists only matching keys")
  func filter() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("f")])
    #expect(state.filter == .gaps)
    let gapKeys = state.rows.compactMap { row -> String? in
      if case .key(let grid, let row) = row { return state.project.grids[grid].keys[row].text }
      return nil
    }
    // note.archive is only in de: an extra key (a finding), not a gap.
    #expect(
      Set(gapKeys) == [
        "CFBundleDisplayName", "NSCameraUsageDescription", "NSFaceIDUsageDescription",
        "NSPhotoLibraryUsageDescription", "Export as PDF", "note.delete.message",
        "privacy.badge", "search.results", "settings.sync.footer", "shortcuts.new_note",
        "storage.used", "files.remaining", "notes.count.plural",
      ])
    Fixtures.press(&state, [.character("f")])
    #expect(state.filter == .problems)
    // 2 tables' headers + 7 keys with errors or warnings (the note is left out).
    #expect(state.rows.count == 9)
    Fixtures.press(&state, [.character("f")])
    #expect(state.filter == .all)
    #expect(state.rows.count == 43 + 3)
  }

  @Test("picking a table shows only it")
  func pickTable() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("t"), .key(.down), .key(.down), .key(.enter)])
    #expect(state.tableFilter == TableID("InfoPlist"))
    #expect(state.rows.count == 5)
    #expect(Fixtures.selected(state) == "InfoPlist/CFBundleDisplayName/en")
    Fixtures.press(&state, [.character("t"), .key(.up), .key(.up), .key(.enter)])
    #expect(state.tableFilter == nil)
  }

  @Test("editing a cell: commit, undo, redo; the cell is marked and the file is dirty")
  func editCell() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("l"), .character("l"), .key(.enter), .control("u")])
    Fixtures.press(&state, Fixtures.type("Gesichtserkennung fehlgeschlagen"))
    #expect(state.hasUnsavedChanges == false)
    Fixtures.press(&state, [.key(.enter)])
    let de = try #require(state.project.column(of: LanguageID("de")))
    #expect(state.value(grid: 0, row: 0, column: de) == "Gesichtserkennung fehlgeschlagen")
    #expect(state.state(grid: 0, row: 0, column: de) == .edited)
    #expect(state.dirtyFiles.count == 1)
    Fixtures.press(&state, [.character("u")])
    #expect(
      state.value(grid: 0, row: 0, column: de) == "Face ID konnte deine Identität nicht bestätigen."
    )
    #expect(!state.hasUnsavedChanges)
    Fixtures.press(&state, [.control("r")])
    #expect(state.value(grid: 0, row: 0, column: de) == "Gesichtserkennung fehlgeschlagen")
  }

  @Test("Esc cancels an edit; Tab commits and opens the next gap")
  func tabFillsGaps() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("x") + [.key(.escape)])
    #expect(!state.hasUnsavedChanges)
    Fixtures.press(&state, [.key(.enter)] + Fixtures.type("Tidemark") + [.key(.tab)])
    #expect(Fixtures.selected(state) == "InfoPlist/NSCameraUsageDescription/zh-Hans")
    guard case .editing(.value, _) = state.mode else {
      Issue.record("expected the editor on the next gap, got \(state.mode)")
      return
    }
    Fixtures.press(&state, Fixtures.type("Tidemark 使用相机扫描文档。") + [.key(.enter)])
    #expect(state.counts.gaps == 15)
    #expect(state.dirtyFiles.count == 1)
    let file = try #require(state.dirtyFiles.first)
    #expect(state.project.files[file].relativePath == "zh-Hans.lproj/InfoPlist.strings")
    #expect(state.project.files[file].isNew)
  }

  @Test("fixing a format mismatch clears its finding")
  func recheck() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, Array(repeating: .character("]"), count: 4))
    #expect(Fixtures.selected(state) == "Localizable/note.shared_by/es")
    let (grid, row) = try #require(state.selection)
    #expect(state.state(grid: grid, row: row, column: state.selectedColumn) == .finding(.error))
    Fixtures.press(
      &state,
      [.key(.enter), .control("u")] + Fixtures.type("%1$@ compartió %2$@ contigo") + [.key(.enter)])
    #expect(state.state(grid: grid, row: row, column: state.selectedColumn) == .edited)
    #expect(state.counts.problems == 6)
  }

  @Test("adding, renaming, commenting and deleting keys")
  func keys() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("a")] + Fixtures.type("error.zzz") + [.key(.enter)])
    Fixtures.press(&state, Fixtures.type("Brand new") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Errors/error.zzz/en")
    let grid = try #require(state.project.gridIndex(of: TableID("Errors")))
    let row = try #require(state.project.grids[grid].row(of: LocalizationKey("error.zzz")))
    #expect(state.value(grid: grid, row: row, column: 0) == "Brand new")
    #expect(state.value(grid: grid, row: row, column: 1) == nil)
    #expect(state.dirtyFiles.count == 1)
    Fixtures.press(
      &state, [.character("r"), .control("u")] + Fixtures.type("error.renamed") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Errors/error.renamed/en")
    Fixtures.press(&state, [.character("c")] + Fixtures.type("Shown nowhere") + [.key(.enter)])
    #expect(state.comment(of: try #require(state.selectedCell)) == "Shown nowhere")
    Fixtures.press(&state, [.character("d"), .character("n")])
    #expect(state.project.grids[grid].row(of: LocalizationKey("error.renamed")) != nil)
    Fixtures.press(&state, [.character("d"), .character("y")])
    #expect(state.project.grids[grid].row(of: LocalizationKey("error.renamed")) == nil)
    #expect(state.project.grids[grid].keys.count == 10)
    for _ in 0..<4 { Fixtures.press(&state, [.character("u")]) }
    #expect(!state.hasUnsavedChanges)
  }

  @Test("quitting asks when edits are unsaved; saving is an effect")
  func quitAndSave() throws {
    var state = try Fixtures.sampleState()
    #expect(Fixtures.press(&state, [.character("q")]) == [.quit])
    Fixtures.press(&state, [.key(.tab), .key(.enter), .character("x"), .key(.enter)])
    #expect(Fixtures.press(&state, [.character("q")]).isEmpty)
    #expect(state.isAsking(Command.QuitPrompt.self))
    #expect(Fixtures.press(&state, [.character("c")]).isEmpty)
    #expect(state.mode == .normal)
    let file = try #require(state.dirtyFiles.first)
    #expect(Fixtures.press(&state, [.control("s")]) == [.save([file])])
    Fixtures.press(&state, [.control("q")])
    #expect(Fixtures.press(&state, [.character("s")]) == [.saveAndQuit([file])])
    #expect(Fixtures.press(&state, [.character("d")]) == [.quit])
    _ = state.reduce(.saveFailed("disk full"))
    #expect(state.mode == .normal)
    #expect(state.message == "Not saved: disk full")
  }

  @Test("a file that failed to parse is read-only in the editor")
  func readOnly() throws {
    let project = try ProjectLoaderFixture.project([
      "en.lproj/A.strings": "\"k\" = \"v\";", "de.lproj/A.strings": "\"k\" = \"v\"",
    ])
    var state = Fixtures.state(project, title: "x")
    Fixtures.press(&state, [.character("l")])
    #expect(state.state(grid: 0, row: 0, column: 1) == .unreadable)
    let screen = Renderer.render(state).text
    #expect(screen.contains("⊘ unreadable"))
    #expect(
      screen.contains("de.lproj/A.strings:1:10: missing ';' after the value that ends at 1:10"))
    Fixtures.press(&state, [.key(.enter)])
    #expect(state.mode == .normal)
    #expect(state.message?.hasPrefix("de.lproj/A.strings is read-only: ") == true)
  }

  @Test("mouse: a click selects a cell, the wheel scrolls")
  func mouse() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.mouse(.init(kind: .click, x: 50, y: 4))])
    #expect(Fixtures.selected(state) == "Errors/error.auth.expired/ar")
    Fixtures.press(&state, [.mouse(.init(kind: .wheelDown, x: 0, y: 5))])
    #expect(Fixtures.selected(state) == "Errors/error.import.partial/ar")
  }

  @Test("paste inserts text, with pasted line breaks as line breaks")
  func paste() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.enter), .control("u"), .paste("one\r\ntwo"), .key(.enter)])
    #expect(state.value(grid: 0, row: 0, column: 0) == "one\ntwo")
  }

  @Test("growing the terminal again scrolls back so no room is left empty")
  func growAfterShrink() throws {
    var state = try Fixtures.sampleState(width: 120, height: 40)
    Fixtures.press(&state, [.key(.tab)])
    let before = Renderer.render(state).text(ofRow: 1)
    _ = state.reduce(.event(.resize(width: 60, height: 20)))
    _ = state.reduce(.event(.resize(width: 120, height: 40)))
    #expect(Renderer.render(state).text(ofRow: 1) == before)
    _ = state.reduce(.event(.resize(width: 40, height: 10)))
    #expect(Renderer.render(state).text.contains("zh-Hans"))  // the selected column still shows
  }

  @Test("resizing keeps the selection")
  func resize() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("G"), .key(.end)])
    _ = state.reduce(.event(.resize(width: 80, height: 24)))
    #expect(Fixtures.selected(state) == "Localizable/welcome.title/zh-Hans")
    #expect(state.topRow <= state.selectedRow)
  }
}

/// Projects built from in-memory files, through the real loader.
enum ProjectLoaderFixture {
  static func project(_ files: [String: String]) throws -> Project {
    let root = try Fixtures.sampleCopy() + "-custom"
    for (path, text) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    return try ProjectLoader.load(root)
  }
}
