import L10nCheck
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// `F` applies the fix of the selected cell's findings, as `lint --fix` would, in one
/// undoable step; the detail pane offers it.
@Suite("Apply fix")
struct ApplyFixTests {
  static func state() throws -> EditorState {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"loading\" = \"Loading…\";\n\"name\" = \"Name\";\n",
      "de.lproj/Localizable.strings": "\"loading\" = \"Lädt...\";\n\"name\" = \"Name\";\n",
    ])
    let project = try TestSupport.load(folder.url.path, sourceLanguage: LanguageID("en"))
    return Fixtures.state(project, title: "fix", width: 100, height: 30)
  }

  static let loading = CellID(
    table: TableID("Localizable"), key: LocalizationKey("loading"), language: LanguageID("de"))

  @Test("the detail pane offers F with what the fix does; F fixes, u undoes")
  func fixAndUndo() throws {
    var state = try Self.state()
    Fixtures.press(&state, [.character("]")])
    #expect(state.selectedCell == Self.loading)
    let detail = Renderer.render(state).text
    #expect(detail.contains("F apply fix: replaces \"...\" with \"…\" [ellipsis]"))
    Fixtures.press(&state, [.character("F")])
    #expect(state.project.content(of: Self.loading) == .text("Lädt…", state: nil))
    #expect(state.message == "Fixed (ellipsis): “Lädt…” (u undoes)")
    #expect(state.findings.problems(of: Self.loading).isEmpty)
    #expect(!Renderer.render(state).text.contains("apply fix"))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: Self.loading) == .text("Lädt...", state: nil))
  }

  @Test("F on a cell whose findings have no fix says so and changes nothing")
  func nothingToFix() throws {
    var state = try Self.state()
    Fixtures.press(&state, [.key(.down)])
    let before = state.project.content(of: Self.loading)
    Fixtures.press(&state, [.character("F")])
    #expect(state.message == "No finding of this cell has a fix")
    #expect(state.project.content(of: Self.loading) == before)
  }
}
