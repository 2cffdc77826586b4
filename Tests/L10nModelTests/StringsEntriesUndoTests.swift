import L10nTestSupport
import Testing

@testable import L10nFormats
@testable import L10nModel

/// Undo and redo of one value edit, as the editor's undo stack does them.
///
/// Each redo splices the edited entry back in with `replaceSubrange`; each undo splices the
/// original back. The edited entry's side slot is reused each time (it grew by one a redo
/// before the slots were freed: a review finding).
@Suite("StringsEntries through undo and redo")
struct StringsEntriesUndoTests {
  @Test("undoing and redoing one value edit keeps one entry whole, not one per redo")
  func undoRedoReusesTheSideSlot() throws {
    let folder = try TestSupport.sampleCopy()
    var project = try folder.load()
    let edit = cell("Errors", "error.unknown", "fr")
    var undo = try project.apply([.setText(edit, "Erreur")])
    let file = try #require(
      project.files.firstIndex { $0.relativePath == "fr.lproj/Errors.strings" })
    let afterEdit = try #require(project.files[file].document?.entries.wholeCount)
    for _ in 0..<50 {
      let redo = project.revert(undo)
      undo = project.revert(redo)
    }
    #expect(project.content(of: edit) == .text("Erreur", state: nil))
    #expect(project.files[file].document?.entries.wholeCount == afterEdit)
  }
}
