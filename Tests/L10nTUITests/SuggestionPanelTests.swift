import L10nModel
import Testing

@testable import L10nTUI

/// The translation memory in the edit panel: built by a background job (never before the first
/// frame), its suggestions listed, numbered, and put in place of the text with Alt-1 … Alt-9.
@Suite("Suggestions in the edit panel")
struct SuggestionPanelTests {
  /// Runs the background jobs among `effects` (and those their actions start) to the end.
  static func runJobs(_ effects: [Effect], into state: inout EditorState) {
    var pending = effects
    while !pending.isEmpty {
      let effect = pending.removeFirst()
      if case .run(let job) = effect { pending += state.reduce(job.work()) }
    }
  }

  /// Edits fr's `shortcuts.new_note` (its source "New Note\t⌘N"), emptied first; the memory is
  /// built only when `building` says so.
  static func editNewNote(building: Bool) throws -> EditorState {
    var state = try Fixtures.sampleState(width: 110, height: 40)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("shortcuts.new_note") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("fr")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    let effects = Fixtures.press(&state, [.key(.enter), .control("u")])
    #expect(effects.contains(.run(Job("translation memory") { .notice("") })))
    if building { runJobs(effects, into: &state) }
    return state
  }

  static func rows(_ state: EditorState) -> [String] {
    let screen = Renderer.render(state)
    return (0..<screen.height).map { screen.text(ofRow: $0) }
  }

  @Test("the panel lists the suggestions numbered, with score and place")
  func listed() throws {
    let state = try Self.editNewNote(building: true)
    let rows = Self.rows(state)
    #expect(rows.contains { $0.contains("Suggestions (Alt-1 … puts one in place of the text):") })
    #expect(rows.contains { $0.contains("1  72% Nouvelle note  · Localizable › note.new") })
  }

  @Test("Alt-1 puts the first suggestion in place of the text; nothing is written until kept")
  func altOne() throws {
    var state = try Self.editNewNote(building: true)
    let effects = Fixtures.press(&state, [.alt("1")])
    #expect(effects.isEmpty)
    #expect(Fixtures.editorText(state) == "Nouvelle note")
    #expect(state.document.generation == 0)
    Fixtures.press(&state, [.alt("2")])
    #expect(state.message == "There are 1 suggestions")
    #expect(Fixtures.editorText(state) == "Nouvelle note")
  }

  @Test("while the memory is built the panel says so, and Alt-1 does nothing")
  func building() throws {
    var state = try Self.editNewNote(building: false)
    #expect(Self.rows(state).contains { $0.contains("the translation memory is being built") })
    Fixtures.press(&state, [.alt("1")])
    #expect(state.message == "The translation memory is still being built")
    #expect(Fixtures.editorText(state) == "")
  }

  @Test("opening the editor starts the memory's job and draws without it")
  func firstFrame() throws {
    var state = try Fixtures.sampleState()
    let effects = state.start()
    #expect(effects.contains(.run(Job("translation memory") { .notice("") })))
    #expect(state.memory.memory == nil)
    _ = Renderer.render(state)
  }

  @Test("after an edit, the next edit asks for a new memory, which sees the edit")
  func rebuilt() throws {
    var state = try Self.editNewNote(building: true)
    Fixtures.press(&state, Fixtures.type("Créer une note") + [.key(.enter)])
    // note.new in fr, whose source "New Note" is like the edited one's.
    Fixtures.press(&state, [.character("/")] + Fixtures.type("note.new") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("fr")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(Fixtures.selected(state) == "Localizable/note.new/fr")
    let effects = Fixtures.press(&state, [.key(.enter), .control("u")])
    Self.runJobs(effects, into: &state)
    #expect(state.memory.suggestions.map(\.translation).contains("Créer une note"))
  }
}
