import L10nFormats
import L10nModel
import Testing

@testable import L10nTUI

/// Keys added, renamed and deleted move rows in place: the editor's gap and problem flags and
/// counts follow the moves, and must equal what recomputing every row gives.
@Suite("Editor flags follow moved rows")
struct RowMovesAnalysisTests {
  static func expectRecomputed(_ state: EditorState, after edit: String) {
    var fresh = state.analysis
    fresh.recomputeGaps(state.project)
    fresh.recomputeProblemRows(state.project)
    #expect(state.analysis.gapRows == fresh.gapRows, "gap rows after \(edit)")
    #expect(state.analysis.gapCounts == fresh.gapCounts, "gap counts after \(edit)")
    #expect(state.analysis.problemRows == fresh.problemRows, "problem rows after \(edit)")
  }

  @Test("add, rename, delete and their undo on SampleProject")
  func sampleProject() throws {
    let path = try Fixtures.sampleCopy()
    var state = Fixtures.state(try ProjectLoader.load(path), title: "t")
    let table = TableID("Localizable")
    let keys = state.project.grids[try #require(state.project.gridIndex(of: table))].keys
    // A plural key's rename changes the .stringsdict too: the grid is rebuilt whole then.
    let steps: [(String, [CellEdit], inPlace: Bool)] = [
      (
        "add", [.addKey(table, LocalizationKey("aaa.new %d"), sourceValue: "%d new", comment: nil)],
        true
      ),
      ("rename", [.renameKey(table, keys[3], to: LocalizationKey("zzz.renamed"))], true),
      ("delete", [.deleteKey(table, keys[5])], true),
      (
        "rename a plural key",
        [.renameKey(table, LocalizationKey("files.remaining"), to: LocalizationKey("files.left"))],
        false
      ),
    ]
    for (name, edits, inPlace) in steps {
      let changes = state.perform(edits)
      #expect(changes != nil, "\(name) applied")
      #expect((changes?.rowMoves[table] != nil) == inPlace, "\(name) moved rows in place")
      Self.expectRecomputed(state, after: name)
    }
    for (name, _, _) in steps.reversed() {
      state.restore(undoing: true)
      Self.expectRecomputed(state, after: "undoing \(name)")
    }
    #expect(state.project.grids[try #require(state.project.gridIndex(of: table))].keys == keys)
  }
}
