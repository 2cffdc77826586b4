import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// A project whose `.strings` file git left with conflict markers: opened with OURS's version,
/// each conflict asked about with the conflict prompt, saved without markers.
@Suite("Resolving git conflicts")
struct GitConflictTests {
  static let files = [
    "en.lproj/L.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
    "de.lproj/L.strings":
      "<<<<<<< ours\n\"a\" = \"Unseres\";\n=======\n\"a\" = \"Ihres\";\n>>>>>>> theirs\n"
      + "\"b\" = \"Be\";\n<<<<<<< ours\n\"c\" = \"Ce\";\n=======\n>>>>>>> theirs\n",
  ]

  static func cell(_ key: String) -> CellID {
    CellID(table: TableID("L"), key: LocalizationKey(key), language: LanguageID("de"))
  }

  /// The fixture opened as the editor opens it: OURS's version, the conflicts asked about.
  static func opened() throws -> (folder: TemporaryFolder, state: EditorState, effects: [Effect]) {
    let folder = try TestSupport.fixture(files)
    let read = try ProjectLoader.readFiles(folder.path)
    let split = try #require(read.splittingConflictMarkers())
    #expect(split.paths == [folder.path + "/de.lproj/L.strings"])
    var state = Fixtures.state(split.ours.project(), title: folder.path)
    let effects = state.resolveMarkedConflicts(
      theirs: split.theirs.project(), paths: split.paths)
    return (folder, state, effects)
  }

  @Test("the markers split into OURS's and THEIRS's versions; a diff3 base is in neither")
  func split() throws {
    let text = "x\n<<<<<<< ours\no\n||||||| base\nb\n=======\nt\n>>>>>>> theirs\ny\n"
    let (ours, theirs) = try #require(ConflictMarkers.split(Array(text.utf8)))
    #expect(String(decoding: ours, as: UTF8.self) == "x\no\ny\n")
    #expect(String(decoding: theirs, as: UTF8.self) == "x\nt\ny\n")
    #expect(ConflictMarkers.split(Array("<<<<<<< ours\no\n".utf8)) == nil)
    #expect(ConflictMarkers.split(Array("=======\n".utf8)) == nil)
  }

  @Test("each conflicting cell is asked about; m keeps ours, d takes theirs; then saved")
  func resolves() throws {
    var (_, state, _) = try Self.opened()
    #expect(state.mode == .resolvingConflict(0))
    #expect(state.selectedCell == Self.cell("a"))
    #expect(state.project.content(of: Self.cell("b")) == .text("Be", state: nil))
    let first = state.reduce(.event(.character("d")))
    #expect(first.isEmpty)
    #expect(state.mode == .resolvingConflict(1))
    #expect(state.selectedCell == Self.cell("c"))
    let effects = state.reduce(.event(.character("m")))
    #expect(state.mode == .normal)
    #expect(state.project.content(of: Self.cell("a")) == .text("Ihres", state: nil))
    #expect(state.project.content(of: Self.cell("c")) == .text("Ce", state: nil))
    let german = try #require(
      state.project.files.firstIndex { $0.relativePath == "de.lproj/L.strings" })
    #expect(effects.last == .save([german]))
    let bytes = try #require(
      ProjectWriter.bytes(of: state.project, file: german, order: .keepOrder))
    #expect(
      String(decoding: bytes, as: UTF8.self)
        == "\"a\" = \"Ihres\";\n\"b\" = \"Be\";\n\"c\" = \"Ce\";\n")
  }

  @Test("d on a cell THEIRS deleted removes it; cancel leaves the files alone")
  func deletionAndCancel() throws {
    var (_, state, _) = try Self.opened()
    _ = state.reduce(.event(.character("m")))
    _ = state.reduce(.event(.character("d")))
    #expect(state.project.content(of: Self.cell("a")) == .text("Unseres", state: nil))
    #expect(state.project.content(of: Self.cell("c")) == .missing)

    var (_, cancelled, _) = try Self.opened()
    #expect(cancelled.reduce(.event(.key(.escape))).isEmpty)
    #expect(cancelled.mode == .normal)
    #expect(!cancelled.hasUnsavedChanges)
  }

  @Test("the prompt names git's sides; the save keeps the file's order and says no disk change")
  func gitWording() throws {
    // An unsorted file: the save that ends the conflicts does not ask to sort it.
    var (_, state, _) = try Self.opened()
    // An unbound key clears the opening message and asks again.
    _ = state.reduce(.event(.character("x")))
    let screen = Renderer.render(state).text
    #expect(
      screen.contains("ours and theirs differ in de (1 of 2): m keep ours · d take theirs"))
    _ = state.reduce(.event(.character("d")))
    let effects = state.reduce(.event(.character("m")))
    #expect(state.keepsFileOrderOnSave)
    let german = try #require(
      state.project.files.firstIndex { $0.relativePath == "de.lproj/L.strings" })
    #expect(effects.last == .save([german]))
    _ = state.reduce(.saved([german], written: [german]))
    let message = try #require(state.message)
    #expect(message.hasPrefix("de.lproj/L.strings: git's conflicts decided; Saved 1 file"))
    #expect(!message.contains("changed on disk"))
    #expect(!state.keepsFileOrderOnSave)
  }

  /// A catalog with `a` in en, and `b` with the values `b` (none: no `b`).
  static func catalog(_ b: [(String, String)]?) -> [UInt8] {
    func unit(_ language: String, _ value: String) -> String {
      "\"\(language)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(value)\" } }"
    }
    let second = b.map { values in
      ", \"b\" : { \"localizations\" : { " + values.map(unit).joined(separator: ", ") + " } }"
    }
    return Array(
      ("{ \"sourceLanguage\" : \"en\", \"strings\" : { \"a\" : { \"localizations\" : { "
        + unit("en", "A") + " } }" + (second ?? "") + " }, \"version\" : \"1.0\" }\n").utf8)
  }

  @Test("a catalog key THEIRS deleted: d on each of its parts deletes the key; m on one keeps it")
  func catalogKeyTheirsDeleted() throws {
    for keepsOne in [false, true] {
      let merged = try FileMerge.merge(
        base: MergeInput(bytes: Self.catalog([("de", "B-de"), ("en", "B")]), path: "base"),
        ours: MergeInput(
          bytes: Self.catalog([("de", "B-de"), ("en", "B"), ("fr", "B-fr")]), path: "ours"),
        theirs: MergeInput(bytes: Self.catalog(nil), path: "theirs"), path: "L.xcstrings")
      #expect(merged.conflicts.count == 1)
      let folder = try TestSupport.fixture([
        "L.xcstrings": String(decoding: merged.bytes, as: UTF8.self),
        "L.xcstrings.l10nedit-conflicts.json": String(
          decoding: ConflictSidecar.render(merged.conflicts, of: merged, file: "L.xcstrings"),
          as: UTF8.self),
      ])
      let ours = try TestSupport.load(folder.path)
      var theirs = ours
      _ = try theirs.apply(
        ConflictSidecar.theirsEdits(
          try FileSystem.read(folder.path + "/L.xcstrings.l10nedit-conflicts.json"), path: "x"))
      var state = Fixtures.state(ours, title: folder.path)
      _ = state.resolveMarkedConflicts(theirs: theirs, paths: [folder.path + "/L.xcstrings"])
      let count = state.pendingMerge?.merge.conflicts.count ?? 0
      // Every language of "b" OURS has: en, de, fr.
      #expect(count == 3)
      for index in 0..<count {
        _ = state.reduce(.event(.character(keepsOne && index == 0 ? "m" : "d")))
      }
      #expect(state.mode == .normal)
      #expect(state.project.hasKey(LocalizationKey("b"), in: TableID("L")) == keepsOne)
      #expect(state.project.hasKey(LocalizationKey("a"), in: TableID("L")))
    }
  }

  @Test("lint's parse error names the marker's line")
  func parseError() throws {
    let folder = try TestSupport.fixture(Self.files)
    let project = try TestSupport.load(folder.path)
    let error = try #require(project.files.compactMap(\.error).first)
    #expect(ConflictMarkers.isMarker(error))
    #expect(error.location == SourceLocation(line: 1, column: 1))
  }
}
