import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// In the editor, `Base` beside the source language's file is no translation: no gap, no
/// `untranslated` mark, and neither Tab nor search stops in its column.
@Suite struct BaseBesideSourceEditorTests {
  @Test("one gap (de); Tab and search-next never stop on Base; Base's copy is not marked")
  func navigation() throws {
    let folder = try TestSupport.fixture(SharedFixtures.baseBesideSourceFiles)
    let project = try folder.load()
    var state = Fixtures.state(project, title: folder.path)
    #expect(state.counts.gaps == 1)
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/only.en/de")
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/only.en/de")
    Fixtures.press(&state, [.character("/")] + Fixtures.type("my friend") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "Localizable/greeting/en")
    Fixtures.press(&state, [.character("n")])
    #expect(Fixtures.selected(state) == "Localizable/greeting/en")
    let grid = try #require(project.gridIndex(of: TableID("Localizable")))
    let row = try #require(project.grids[grid].row(of: LocalizationKey("greeting")))
    let base = try #require(project.column(of: .base))
    #expect(state.state(grid: grid, row: row, column: base) == .fine)
  }
}
