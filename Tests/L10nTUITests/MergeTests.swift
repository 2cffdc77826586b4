import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import Testing

/// The files changed on disk while edits were unsaved: the editor merges cell by cell and asks
/// about cells changed on both sides.
@Suite("Merging with changes on disk")
struct MergeTests {
  static let cancel = CellID(
    table: TableID("Localizable"), key: LocalizationKey("Cancel"), language: LanguageID("de"))
  static let welcome = CellID(
    table: TableID("Localizable"), key: LocalizationKey("welcome.title"),
    language: LanguageID("de"))

  /// A SampleProject copy with de "Cancel" edited to `text` in the editor (unsaved).
  static func edited(_ text: String = "Abbrechen!") throws -> (root: String, state: EditorState) {
    let root = try Fixtures.sampleCopy()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root)
    try select(&state, cancel)
    Fixtures.press(&state, [.key(.enter), .control("u")] + Fixtures.type(text) + [.key(.enter)])
    #expect(state.hasUnsavedChanges)
    return (root, state)
  }

  static func select(_ state: inout EditorState, _ cell: CellID) throws {
    Fixtures.press(&state, [.character("/")] + Fixtures.type(cell.key.text) + [.key(.enter)])
    let column = try #require(state.project.column(of: cell.language))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(state.selectedCell == cell)
  }

  /// Rewrites de's Localizable.strings on disk by `replacements`; returns its path.
  @discardableResult
  static func changeOnDisk(_ root: String, _ replacements: [(String, String)]) throws -> String {
    let german = root + "/de.lproj/Localizable.strings"
    var text = try String(contentsOfFile: german, encoding: .utf8)
    for (old, new) in replacements {
      #expect(text.contains(old))
      text = text.replacing(old, with: new)
    }
    try text.write(toFile: german, atomically: true, encoding: .utf8)
    return german
  }

  /// What the session does when saving finds the file changed: read again, hand it over.
  static func saveAfterChange(_ state: inout EditorState, _ root: String) throws -> [Effect] {
    let save = Effect.save(state.dirtyFiles.sorted())
    return state.reduce(
      .diskChanged(
        try ProjectLoader.load(root), paths: [root + "/de.lproj/Localizable.strings"], then: save))
  }

  @Test("a change on disk elsewhere is kept, the edit here too, and the save follows")
  func mergesWithoutConflict() throws {
    var (root, state) = try MergeTests.edited()
    try MergeTests.changeOnDisk(
      root,
      [
        ("\"Willkommen bei Tidemark\"", "\"Willkommen!\""),
        ("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Abbrechen\";\n\"new.key\" = \"Neu\";"),
      ])
    let effects = try MergeTests.saveAfterChange(&state, root)
    #expect(effects.first == .diskVersionTaken)
    #expect(effects.last == .save(state.dirtyFiles.sorted()))
    #expect(state.mode == .normal)
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen!", state: nil))
    #expect(state.project.content(of: MergeTests.welcome) == .text("Willkommen!", state: nil))
    let added = CellID(
      table: TableID("Localizable"), key: LocalizationKey("new.key"), language: LanguageID("de"))
    #expect(state.project.content(of: added) == .text("Neu", state: nil))
    #expect(state.editedCells.contains(MergeTests.cancel))
  }

  @Test("a cell changed here and on disk is asked about; nothing is saved until decided")
  func asksAboutConflicts() throws {
    var (root, state) = try MergeTests.edited()
    try MergeTests.changeOnDisk(root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
    let effects = try MergeTests.saveAfterChange(&state, root)
    #expect(effects.isEmpty)
    #expect(state.decidingConflict == 0)
    #expect(state.selectedCell == MergeTests.cancel)
    let conflict = try #require(state.pendingMerge?.merge.conflicts.first)
    #expect(conflict.mine == .content(.text("Abbrechen!", state: nil)))
    #expect(conflict.disk == .content(.text("Zurück", state: nil)))
    #expect(conflict.base == .content(.text("Abbrechen", state: nil)))
    let screen = Renderer.render(state).text
    #expect(
      screen.contains("de changed here and on disk too (1 of 1): m keep mine · d keep disk's"))
    #expect(screen.contains("on disk now: Zurück"))
    #expect(screen.contains("as read: Abbrechen\n"))
    #expect(screen.contains("here: Abbrechen!"))
    // An unbound key asks again.
    #expect(Fixtures.press(&state, [.character("x")]).isEmpty)
    #expect(state.decidingConflict == 0)
  }

  @Test("m keeps this session's value, d the disk's, e a typed text; the save follows")
  func decides() throws {
    for (keys, expected, dirty) in [
      ([KeyEvent.character("m")], "Abbrechen!", true),
      ([.character("d")], "Zurück", false),
      (
        [.character("e"), .control("u")] + Fixtures.type("Abbruch") + [.key(.enter)], "Abbruch",
        true
      ),
    ] {
      var (root, state) = try MergeTests.edited()
      try MergeTests.changeOnDisk(
        root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
      _ = try MergeTests.saveAfterChange(&state, root)
      let effects = Fixtures.press(&state, keys)
      #expect(effects.first == .diskVersionTaken)
      #expect(effects.last == .save(state.dirtyFiles.sorted()))
      #expect(state.mode == .normal)
      #expect(state.pendingMerge == nil)
      #expect(state.project.content(of: MergeTests.cancel) == .text(expected, state: nil))
      #expect(state.hasUnsavedChanges == dirty)
    }
  }

  @Test("m with a disk file that no longer reads keeps the edit, says so, and can be undone")
  func keepMineOverUnreadableFile() throws {
    var (root, state) = try MergeTests.edited()
    // A merge left conflict markers in the file.
    try MergeTests.changeOnDisk(
      root,
      [("\"Cancel\" = \"Abbrechen\";", "<<<<<<< HEAD\n\"Cancel\" = \"Zurück\";\n>>>>>>> other")])
    _ = try MergeTests.saveAfterChange(&state, root)
    guard state.isAsking(Command.ConflictPrompt.self) else {
      Issue.record("no conflict asked: \(state.mode)")
      return
    }
    let screen = Renderer.render(state).text
    #expect(screen.contains("the file no longer reads"), "\(screen)")
    let effects = Fixtures.press(&state, [.character("m")])
    #expect(effects.first == .diskVersionTaken)
    #expect(effects.last == .save(state.dirtyFiles.sorted()))
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen!", state: nil))
    #expect(state.hasUnsavedChanges)
    // The save that follows says the file is replaced, with its error.
    _ = state.reduce(.saved(state.dirtyFiles.sorted(), written: state.dirtyFiles.sorted()))
    #expect(state.message?.contains("no longer reads") == true, "\(state.message ?? "")")
    // Undoable: the edit is a step of the history again.
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen", state: nil))
  }

  @Test("Esc drops the merge: nothing taken from disk, nothing saved, the edit kept")
  func cancels() throws {
    var (root, state) = try MergeTests.edited()
    try MergeTests.changeOnDisk(root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
    _ = try MergeTests.saveAfterChange(&state, root)
    #expect(Fixtures.press(&state, [.key(.escape)]).isEmpty)
    #expect(state.mode == .normal)
    #expect(
      state.message?.hasPrefix("Not saved: de.lproj/Localizable.strings changed on disk") == true)
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen!", state: nil))
    #expect(state.hasUnsavedChanges)
  }

  @Test("Esc in the text of a decision goes back to the question")
  func editCancelAsksAgain() throws {
    var (root, state) = try MergeTests.edited()
    try MergeTests.changeOnDisk(root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
    _ = try MergeTests.saveAfterChange(&state, root)
    Fixtures.press(&state, [.character("e"), .character("z"), .key(.escape)])
    #expect(state.decidingConflict == 0)
  }

  @Test("a cell edited and changed back here takes the disk's value without asking")
  func changedBackHereDiskWins() throws {
    var (root, state) = try MergeTests.edited()
    Fixtures.press(
      &state, [.key(.enter), .control("u")] + Fixtures.type("Abbrechen") + [.key(.enter)])
    try MergeTests.changeOnDisk(root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
    let effects = try MergeTests.saveAfterChange(&state, root)
    #expect(effects.first == .diskVersionTaken)
    #expect(state.project.content(of: MergeTests.cancel) == .text("Zurück", state: nil))
  }

  @Test("while idle: reloaded at once without conflicts; with conflicts left for the save")
  func idle() throws {
    var (root, state) = try MergeTests.edited()
    let german = try MergeTests.changeOnDisk(
      root, [("\"Willkommen bei Tidemark\"", "\"Willkommen!\"")])
    var effects = state.reduce(
      .diskChanged(try ProjectLoader.load(root), paths: [german], then: nil))
    #expect(effects.first == .diskVersionTaken)
    #expect(!effects.contains { if case .save = $0 { true } else { false } })
    #expect(
      state.message
        == "Reloaded de.lproj/Localizable.strings (changed on disk); your unsaved edits are kept")
    #expect(state.project.content(of: MergeTests.welcome) == .text("Willkommen!", state: nil))
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen!", state: nil))

    try MergeTests.changeOnDisk(root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Zurück\";")])
    effects = state.reduce(.diskChanged(try ProjectLoader.load(root), paths: [german], then: nil))
    #expect(effects.isEmpty)
    #expect(state.mode == .normal)
    #expect(
      state.message?.contains("1 cell you edited changed there too: you decide when saving") == true
    )
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen!", state: nil))
  }

  @Test("the selection, filter and language stay across a reload")
  func keepsSelection() throws {
    var (root, state) = try MergeTests.edited()
    let german = try MergeTests.changeOnDisk(
      root, [("\"Willkommen bei Tidemark\"", "\"Willkommen!\"")])
    let selected = state.selectedCell
    _ = state.reduce(.diskChanged(try ProjectLoader.load(root), paths: [german], then: nil))
    #expect(state.selectedCell == selected)
  }

  @Test("after an undo past a save the merge sets the undone cell back on the new version")
  func mergesAfterUndoPastSave() throws {
    var (root, state) = try MergeTests.edited()
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    // What the session's save does: the file on disk now holds the edit.
    let german = try MergeTests.changeOnDisk(
      root, [("\"Cancel\" = \"Abbrechen\";", "\"Cancel\" = \"Abbrechen!\";")])
    _ = state.reduce(.saved(files, written: files))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen", state: nil))
    try MergeTests.changeOnDisk(root, [("\"Willkommen bei Tidemark\"", "\"Willkommen!\"")])
    let effects = state.reduce(
      .diskChanged(try ProjectLoader.load(root), paths: [german], then: .save(files)))
    #expect(effects.first == .diskVersionTaken)
    #expect(state.project.content(of: MergeTests.welcome) == .text("Willkommen!", state: nil))
    #expect(state.project.content(of: MergeTests.cancel) == .text("Abbrechen", state: nil))
    #expect(state.hasUnsavedChanges)
  }
}
