import L10nTUI
import Testing

@Suite("The editor's state, by concern")
struct EditorStateTests {
  @Test("a resize changes the viewport only")
  func resize() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("G")])
    let (document, problems) = (state.document.dirtyFiles, state.analysis.findings.problemCellCount)
    _ = state.reduce(.event(.resize(width: 80, height: 24)))
    #expect(state.viewport.width == 80 && state.viewport.height == 24)
    #expect(state.document.dirtyFiles == document)
    #expect(state.analysis.findings.problemCellCount == problems)
    #expect(state.mode == .normal)
  }

  @Test("undo and redo restore the document, and the analysis follows")
  func undoFollowsAnalysis() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, Array(repeating: .character("]"), count: 4))
    Fixtures.press(
      &state,
      [.key(.enter), .control("u")] + Fixtures.type("%1$@ compartió %2$@ contigo") + [.key(.enter)])
    #expect(state.counts.problems == 6)
    #expect(state.document.editedCells.count == 1)
    Fixtures.press(&state, [.character("u")])
    #expect(state.counts.problems == 7)
    #expect(state.document.editedCells.isEmpty && state.document.dirtyFiles.isEmpty)
    Fixtures.press(&state, [.control("r")])
    #expect(state.counts.problems == 6)
    #expect(state.document.dirtyFiles.count == 1)
  }
}
