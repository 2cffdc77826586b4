import Foundation
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

/// A snapshot's project, its grids kept while only values and comments change, is the project
/// built afresh from the same files after every kind of buffer change.
@Suite struct WorkspaceProjectTests {
  /// Whether two projects have the same languages and grids: the same rows, files and cells.
  static func sameGrids(_ one: Project, _ other: Project) -> Bool {
    guard one.languages == other.languages, one.grids.count == other.grids.count else {
      return false
    }
    return zip(one.grids, other.grids).allSatisfy { a, b in
      a.table == b.table && a.keys == b.keys && a.files == b.files
        && a.pluralFiles == b.pluralFiles
        && a.keys.indices.allSatisfy { row in
          one.languages.indices.allSatisfy {
            a.entry(row: row, language: $0) == b.entry(row: row, language: $0)
          }
        }
    }
  }

  @Test("after each kind of buffer change the snapshot's grids are a fresh build's")
  func sameAsFresh() throws {
    let source = "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"
    let saved = "\"a\" = \"A de\";\n\"b\" = \"B de\";\n"
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": source,
      "de.lproj/Localizable.strings": saved,
    ])
    var state = try WorkspaceState(root: folder.path, setup: .plain)
    _ = state.snapshot()
    let de = folder.path + "/de.lproj/Localizable.strings"
    let en = folder.path + "/en.lproj/Localizable.strings"
    for (name, path, text) in [
      ("a value", de, "\"a\" = \"A de!\";\n\"b\" = \"B de\";\n"),
      ("a comment and a line", de, "/* x */\n\n\"a\" = \"A de!\";\n\"b\" = \"B de\";\n"),
      ("two keys swapped", de, "\"b\" = \"B de\";\n\"a\" = \"A de!\";\n"),
      ("a duplicate", de, "\"b\" = \"B de\";\n\"a\" = \"A de!\";\n\"b\" = \"B\";\n"),
      ("a key removed", de, "\"a\" = \"A de!\";\n"),
      ("a new key", de, "\"a\" = \"A de!\";\n\"d\" = \"D\";\n"),
      ("the syntax broken", de, "\"a\" = \"A de!\n"),
      ("fixed, another value", de, "\"a\" = \"A de?\";\n\"d\" = \"D\";\n"),
      ("the source's value", en, "\"a\" = \"A!\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n"),
      ("the source loses b", en, "\"a\" = \"A!\";\n\"c\" = \"C\";\n"),
      ("closed", de, nil),
    ] as [(String, String, String?)] {
      _ = state.setBuffer(text, ofPath: path)
      let snapshot = state.snapshot()
      let fresh = Project(
        root: snapshot.project.root, files: snapshot.project.files,
        sourceLanguage: snapshot.project.sourceLanguage)
      #expect(Self.sameGrids(snapshot.project, fresh), "\(name)")
      // The project holds the buffer's text (the saved one when it does not parse or is closed).
      let held = snapshot.project.files.first { $0.path == path }?.cellDocument?
        .withFileBytes { String(decoding: $0, as: UTF8.self) }
      let saved = path == de ? saved : source
      #expect(held == (name == "the syntax broken" || name == "closed" ? saved : text), "\(name)")
    }
  }
}
