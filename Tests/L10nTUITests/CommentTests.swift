import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import Testing

/// Comments belong to their file: editing one language's never rewrites another's.
@Suite("Comments in the editor")
struct CommentTests {
  static let key = LocalizationKey("error.auth.expired")

  /// SampleProject with de's `error.auth.expired` given its own comment.
  static func project() throws -> (String, EditorState) {
    let root = try Fixtures.sampleCopy()
    let german = root + "/de.lproj/Errors.strings"
    let text = try String(contentsOfFile: german, encoding: .utf8)
    try text.replacing(
      "/* Shown when the sync session token has expired */\n\"error.auth.expired\"",
      with: "/* formal register */\n\"error.auth.expired\""
    ).write(toFile: german, atomically: true, encoding: .utf8)
    let project = try ProjectLoader.load(root)
    return (root, Fixtures.state(project, title: root))
  }

  static func select(_ state: inout EditorState, language: String) throws {
    Fixtures.press(&state, [.character("/")] + Fixtures.type("error.auth.expired") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(state.selectedCell?.key == key)
  }

  @Test("the detail pane shows a language's own comment beside the source's")
  func detail() throws {
    var (_, state) = try Self.project()
    try Self.select(&state, language: "de")
    let text = Renderer.render(state).text
    #expect(text.contains("comment: Shown when the sync session token has expired"))
    #expect(text.contains("comment (de): formal register"))
  }

  @Test("c on a translation edits that language's comment only")
  func translationComment() throws {
    var (_, state) = try Self.project()
    try Self.select(&state, language: "fr")
    Fixtures.press(
      &state, [.character("c"), .control("u")] + Fixtures.type("Ton neutre") + [.key(.enter)])
    #expect(state.mode == .normal)
    let fr = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("fr"))
    let en = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("en"))
    #expect(state.project.comment(of: fr) == "Ton neutre")
    #expect(state.project.comment(of: en) == "Shown when the sync session token has expired")
    #expect(state.dirtyFiles.count == 1)
  }

  @Test(
    "a new source comment is offered to the languages that shared the old one; de keeps its own")
  func sourceComment() throws {
    var (root, state) = try Self.project()
    try Self.select(&state, language: "en")
    Fixtures.press(
      &state,
      [.character("c"), .control("u")] + Fixtures.type("Session token expired during sync")
        + [.key(.enter)])
    guard case .prompting(let prompt) = state.mode, state.isAsking(Command.CommentPrompt.self)
    else {
      Issue.record("expected the comment prompt, got \(state.mode)")
      return
    }
    // de has a comment of its own; fr's file adds a section mark above it: neither is offered.
    let offered = prompt.question.split(separator: " (")[0].split(separator: " to ")[1]
      .split(separator: ", ")
    #expect(!offered.contains("de") && !offered.contains("fr"))
    #expect(offered.contains("ja"))
    let fr = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("fr"))
    let frBefore = state.project.comment(of: fr)
    Fixtures.press(&state, [.character("y")])
    let de = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("de"))
    let ja = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("ja"))
    #expect(state.project.comment(of: de) == "formal register")
    #expect(state.project.comment(of: fr) == frBefore)
    #expect(state.project.comment(of: ja) == "Session token expired during sync")
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = try ProjectWriter.save(state.project, files: files)
    let written = try String(contentsOfFile: root + "/de.lproj/Errors.strings", encoding: .utf8)
    #expect(written.contains("/* formal register */\n\"error.auth.expired\""))
    // One undo takes the spread back, the next the source's own edit.
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.comment(of: ja) == "Shown when the sync session token has expired")
  }

  @Test("n keeps the other languages' comments")
  func keepOthers() throws {
    var (_, state) = try Self.project()
    try Self.select(&state, language: "en")
    Fixtures.press(
      &state, [.character("c"), .control("u")] + Fixtures.type("New") + [.key(.enter)])
    Fixtures.press(&state, [.character("n")])
    let ja = CellID(table: TableID("Errors"), key: Self.key, language: LanguageID("ja"))
    #expect(state.project.comment(of: ja) == "Shown when the sync session token has expired")
    #expect(state.mode == .normal)
  }
}

/// The unsaved marker and the quit guard say whether the files differ from what was saved.
@Suite("Honest unsaved state")
struct UnsavedStateTests {
  @Test("undo past a save is unsaved again (quit asks); redo back to it is saved")
  func undoPastSave() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("ZZZ") + [.key(.enter)])
    #expect(state.hasUnsavedChanges)
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = state.reduce(.saved(files, written: files))
    #expect(!state.hasUnsavedChanges)
    Fixtures.press(&state, [.character("u")])
    #expect(state.hasUnsavedChanges)
    #expect(state.dirtyFiles == Set(files))
    #expect(Fixtures.press(&state, [.character("q")]).isEmpty)
    #expect(state.isAsking(Command.QuitPrompt.self))
    Fixtures.press(&state, [.key(.escape), .control("r")])
    #expect(!state.hasUnsavedChanges)
    #expect(Fixtures.press(&state, [.character("q")]) == [.quit])
  }

  @Test("the journal's edits: those since the last save; after an undo past it, the cells' values")
  func unsavedEdits() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("a") + [.key(.enter)])
    #expect(state.unsavedEdits?.count == 1)
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = state.reduce(.saved(files, written: files))
    #expect(state.unsavedEdits == [])
    Fixtures.press(&state, [.key(.enter), .control("u")] + Fixtures.type("b") + [.key(.enter)])
    #expect(state.unsavedEdits?.count == 1)
    guard case .setText(_, let text)? = state.unsavedEdits?.first?.first else {
      Issue.record("expected the second edit")
      return
    }
    #expect(text == "b")
    Fixtures.press(&state, [.character("u")])
    #expect(state.unsavedEdits == [])
    // Past the save: the cell is missing again, as before the first edit.
    let cell = try #require(state.selectedCell)
    Fixtures.press(&state, [.character("u")])
    #expect(state.unsavedEdits == [[.removeTranslation(cell)]])
  }

  @Test("a key added, saved and undone cannot be said in cell edits: nothing to journal")
  func undoneKeyAddition() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(
      &state,
      [.character("a")] + Fixtures.type("new.key") + [.key(.enter)] + Fixtures.type("New")
        + [.key(.enter)])
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = state.reduce(.saved(files, written: files))
    Fixtures.press(&state, [.character("u")])
    #expect(state.hasUnsavedChanges)
    #expect(state.unsavedEdits == nil)
  }

  @Test("an edit and its undo before any save leave nothing unsaved")
  func undoBeforeSave() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.key(.tab), .key(.enter)] + Fixtures.type("x") + [.key(.enter)])
    #expect(state.hasUnsavedChanges)
    Fixtures.press(&state, [.character("u")])
    #expect(!state.hasUnsavedChanges)
  }
}
