import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

@testable import L10nSession

/// The save that ends the decision of git's conflicts, as the session makes it.
@Suite("Saving resolved git conflicts")
struct GitConflictSaveTests {
  @Test("an unsorted file keeps its order, unasked; the message says no disk change")
  func keepsOrderUnasked() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"b\" = \"B\";\n\"a\" = \"A\";\n",
      "de.lproj/L.strings":
        "\"b\" = \"Be\";\n<<<<<<< ours\n\"a\" = \"Unseres\";\n=======\n\"a\" = \"Ihres\";\n"
        + ">>>>>>> theirs\n",
    ])
    let split = try #require(
      try ProjectLoader.readFiles(folder.path).splittingConflictMarkers())
    var state = EditorState(
      project: split.ours.project(), title: folder.path, width: 120, height: 30)
    _ = state.resolveMarkedConflicts(theirs: split.theirs.project(), paths: split.paths)
    var session = EditorSession(
      state: state,
      backend: MemoryBackend(width: 120, height: 30, events: [.character("d")]),
      asksSortOrder: true)
    session.run()
    #expect(
      try String(contentsOfFile: folder.path + "/de.lproj/L.strings", encoding: .utf8)
        == "\"b\" = \"Be\";\n\"a\" = \"Ihres\";\n")
    let screen = session.backend.screen.text
    #expect(screen.contains("de.lproj/L.strings: git's conflicts decided; Saved 1 file"))
    #expect(!screen.contains("changed on disk"))
    #expect(!screen.contains("sort"))
  }
}
