import L10nMemory
import L10nModel
import Testing

@testable import L10nTUI

/// The glossary in the detail pane: the source's terms underlined, and while a cell is edited,
/// each term with the translation the glossary gives for the edited language.
@Suite("Glossary in the edit panel")
struct GlossaryPanelTests {
  /// The sample's fr `shortcuts.new_note` (source "New Note\t⌘N") selected, with a glossary of
  /// "note" (fr "note", with a note) and "new" (de only).
  static func state() throws -> EditorState {
    var state = try Fixtures.sampleState(width: 110, height: 40)
    state.glossary = Glossary([
      GlossaryEntry(
        term: "Note", language: LanguageID("fr"), translation: "note", note: "feminine"),
      GlossaryEntry(term: "new", language: LanguageID("de"), translation: "neu"),
    ])
    Fixtures.press(&state, [.character("/")] + Fixtures.type("shortcuts.new_note") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("fr")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    return state
  }

  /// The row of the screen whose text has `text`, and where.
  static func find(_ text: String, on screen: Screen) -> (x: Int, y: Int)? {
    for y in 0..<screen.height {
      let row = screen.text(ofRow: y)
      guard let range = row.range(of: text) else { continue }
      return (row.distance(from: row.startIndex, to: range.lowerBound), y)
    }
    return nil
  }

  @Test("the source's terms are underlined, the rest of it is not")
  func underlined() throws {
    let screen = Renderer.render(try Self.state())
    let (x, y) = try #require(Self.find("en: New Note", on: screen))
    let note = x + "en: New ".count
    #expect((note..<note + 4).allSatisfy { screen[$0, y].style.underline })
    #expect(!screen[note - 1, y].style.underline)
    // "New" is a term too (for de): underlined whatever the language.
    #expect(screen[x + "en: ".count, y].style.underline)
    #expect(!screen[x, y].style.underline)
  }

  @Test("while editing, the panel lists the terms with the edited language's translation")
  func listed() throws {
    var state = try Self.state()
    Fixtures.press(&state, [.key(.enter), .control("u")])
    var rows = (0..<40).map { Renderer.render(state).text(ofRow: $0) }
    #expect(rows.contains { $0.contains("Glossary:") })
    #expect(rows.contains { $0.contains("  Note → note  · feminine") })
    // de's entry is not fr's.
    #expect(!rows.contains { $0.contains("neu") })
    Fixtures.press(&state, Fixtures.type("Nouvelle note"))
    rows = (0..<40).map { Renderer.render(state).text(ofRow: $0) }
    #expect(rows.contains { $0.contains("✔ Note → note  · feminine") })
  }
}
