import Foundation
import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// A snapshot's match of the code's keys with the rows, kept while only translations' buffers
/// change and their table's keys stay, is the match made afresh.
@Suite struct WorkspaceUsageIndexTests {
  @Test("after each buffer change the snapshot's usage index matches as a fresh one")
  func sameAsFresh() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A de\";\n\"b\" = \"B de\";\n",
    ])
    var state = try WorkspaceState(root: folder.path, setup: .plain)
    let references = ["a", "b", "c", "d"].map { key in
      CodeReference(
        path: folder.path + "/App.swift", location: SourceLocation(line: 1, column: 1),
        key: CodeKey(key), routine: "NSLocalizedString")
    }
    var usage = CodeUsage()
    usage.references = references
    state.take(.success(WorkspaceState.Scan(usage: usage, files: [])))
    _ = state.snapshot()
    let de = folder.path + "/de.lproj/Localizable.strings"
    let en = folder.path + "/en.lproj/Localizable.strings"
    for (path, text) in [
      (de, "\"a\" = \"A de!\";\n\"b\" = \"B de\";\n"),  // a value: the keys stay
      (de, "\"a\" = \"A de!\";\n"),  // a key the source has too removed: the rows stay
      (de, "\"a\" = \"A\";\n\"d\" = \"D\";\n"),  // a key only de has: a row more
      (en, "\"a\" = \"A\";\n\"c\" = \"C\";\n"),  // the source loses b
      (de, "\"a\" = \"A de\";\n"),
    ] {
      _ = state.setBuffer(text, ofPath: path)
      let snapshot = state.snapshot()
      let fresh = KeyUsageIndex(project: snapshot.project, usage: usage)
      #expect(snapshot.usage?.matches == fresh.matches, "\(text)")
    }
  }
}
