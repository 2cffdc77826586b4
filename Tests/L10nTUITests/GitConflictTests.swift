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
    #expect(state.decidingConflict == 0)
    #expect(state.selectedCell == Self.cell("a"))
    // What git left is said over the first question, until the next key.
    let said = Renderer.render(state).text.split(separator: "\n").last ?? ""
    #expect(said.contains("git left 2 conflicts: m keeps ours, d takes theirs, e types the merge"))
    #expect(state.project.content(of: Self.cell("b")) == .text("Be", state: nil))
    let first = state.reduce(.event(.character("d")))
    #expect(first.isEmpty)
    #expect(state.decidingConflict == 1)
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

  /// The editor opened on the merge of `ours` and `theirs` (catalogs from a BASE with `b` in
  /// de and en), as git and `l10nedit merge` leave it: OURS's values, the conflicts file beside.
  static func openedCatalogMerge(ours: [UInt8], theirs: [UInt8]) throws -> EditorState {
    let merged = try FileMerge.merge(
      base: MergeInput(bytes: Self.catalog([("de", "B-de"), ("en", "B")]), path: "base"),
      ours: MergeInput(bytes: ours, path: "ours"),
      theirs: MergeInput(bytes: theirs, path: "theirs"),
      path: "L.xcstrings")
    #expect(merged.conflicts.count == 1)
    let sidecar = ConflictSidecar.render(merged.conflicts, of: merged, file: "L.xcstrings")
    let folder = try TestSupport.fixture([
      "L.xcstrings": String(decoding: merged.bytes, as: UTF8.self),
      "L.xcstrings.l10nedit-conflicts.json": String(decoding: sidecar, as: UTF8.self),
    ])
    let loaded = try TestSupport.load(folder.path)
    var theirsProject = loaded
    _ = try theirsProject.apply(ConflictSidecar.theirsEdits(sidecar, path: "x"))
    var state = Fixtures.state(loaded, title: folder.path)
    _ = state.resolveMarkedConflicts(theirs: theirsProject, paths: [folder.path + "/L.xcstrings"])
    // One question for the key, whatever the languages it has (en, de, fr).
    #expect(state.pendingMerge?.merge.conflicts.count == 1)
    return state
  }

  static let keyB = LocalizationKey("b")
  static let frenchB = CellID(table: TableID("L"), key: keyB, language: LanguageID("fr"))

  @Test("a catalog key THEIRS deleted is asked about once: d deletes it, m keeps it")
  func catalogKeyTheirsDeleted() throws {
    for keeps in [false, true] {
      var state = try Self.openedCatalogMerge(
        ours: Self.catalog([("de", "B-de"), ("en", "B"), ("fr", "B-fr")]),
        theirs: Self.catalog(nil))
      _ = state.reduce(.event(.character(keeps ? "m" : "d")))
      #expect(state.mode == .normal)
      #expect(state.project.hasKey(Self.keyB, in: TableID("L")) == keeps)
      #expect(state.project.hasKey(LocalizationKey("a"), in: TableID("L")))
    }
  }

  @Test("a catalog key OURS deleted is asked about once: d brings THEIRS's key back, m not")
  func catalogKeyOursDeleted() throws {
    for takes in [false, true] {
      var state = try Self.openedCatalogMerge(
        ours: Self.catalog(nil),
        theirs: Self.catalog([("de", "B-de"), ("en", "B"), ("fr", "B-fr")]))
      _ = state.reduce(.event(.character(takes ? "d" : "m")))
      #expect(state.mode == .normal)
      #expect(state.project.hasKey(Self.keyB, in: TableID("L")) == takes)
      if takes {
        #expect(state.project.content(of: Self.frenchB) == .text("B-fr", state: .translated))
      }
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
