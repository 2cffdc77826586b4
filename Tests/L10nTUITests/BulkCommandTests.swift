import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nTUI

/// Bulk work in the editor: each command applied as one step, the review of the save opened
/// at once, and `u` undoing it all in one step.
@Suite("Bulk commands in the editor")
struct BulkCommandTests {
  static let files = SharedFixtures.regionalSpanish

  /// The editor on the fixture with `language`'s column selected.
  static func state(_ language: String, files: [String: String] = files) throws -> (
    EditorState, TemporaryFolder
  ) {
    let folder = try TestSupport.fixture(files)
    var state = Fixtures.state(try ProjectLoader.load(folder.path), title: "t")
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    return (state, folder)
  }

  /// The texts of `language`'s cells, by key.
  static func texts(_ state: EditorState, _ language: String) -> [String: String] {
    var texts: [String: String] = [:]
    for key in ["cancel", "abort", "count", "open"] {
      let cell = CellID(
        table: TableID("Main"), key: LocalizationKey(key), language: LanguageID(language))
      if let text = state.project.content(of: cell).text { texts[key] = text }
    }
    return texts
  }

  /// Checks that the effects open the review, then undoes and compares with `before`.
  static func undoneInOneStep(
    _ state: inout EditorState, effects: [Effect], language: String, before: [String: String]
  ) {
    #expect(effects.contains { if case .review = $0 { true } else { false } })
    #expect(state.mode == .reviewing(scroll: 0, fromQuitPrompt: false))
    #expect(state.document.undoStack.count == 1)
    Fixtures.press(&state, [.key(.escape), .character("u")])
    #expect(Self.texts(state, language) == before)
    #expect(state.document.undoStack.isEmpty)
  }

  /// Presses `keys` on `language`'s column: the language's texts are then `expected` (and
  /// `check` holds), the review is open, and `u` undoes it all in one step.
  static func bulk(
    _ language: String, _ keys: [KeyEvent], gives expected: [String: String],
    check: (EditorState) -> Void = { _ in }
  ) throws {
    var (state, folder) = try Self.state(language)
    _ = folder
    let before = Self.texts(state, language)
    let effects = Fixtures.press(&state, keys)
    #expect(Self.texts(state, language) == expected)
    check(state)
    Self.undoneInOneStep(&state, effects: effects, language: language, before: before)
  }

  @Test("M fills the gaps from the memory; u undoes all of it")
  func fromMemory() throws {
    try Self.bulk(
      "es", [.character("M")],
      gives: [
        "cancel": "Cancelar", "abort": "Cancelar", "count": "%d archivos en %@",
        "open": "Abrir archivo",
      ]
    ) { state in
      #expect(state.message?.hasPrefix("Filled 1 gap of es from the memory") == true)
    }
  }

  @Test("P fills a regional language from its parent where the parent has a text")
  func fromParent() throws {
    try Self.bulk(
      "es-MX", [.character("P")],
      gives: ["cancel": "Cancelar ya", "count": "%d archivos en %@", "open": "Abrir archivo"])
  }

  @Test("R asks for the expression and the replacement; placeholders are untouched")
  func findReplace() throws {
    var (state, folder) = try Self.state("es")
    _ = folder
    Fixtures.press(&state, [.character("R")] + Fixtures.type("a") + [.key(.enter)])
    #expect(state.mode == .editing(.replacement(LanguageID("es"), pattern: "a"), LineEditor()))
    // "%d … %@": no specifier changes, only the letters.
    try Self.bulk(
      "es",
      [.character("R")] + Fixtures.type("a") + [.key(.enter)] + Fixtures.type("@")
        + [.key(.enter)],
      gives: ["cancel": "C@ncel@r", "count": "%d @rchivos en %@", "open": "Abrir @rchivo"])
  }

  @Test("on the source column, filling is refused with a message")
  func sourceColumn() throws {
    var (state, folder) = try Self.state("en")
    _ = folder
    #expect(Fixtures.press(&state, [.character("M")]).isEmpty)
    #expect(state.message == "Select the column of the language to work on first")
    #expect(state.document.undoStack.isEmpty)
  }

  /// en-GB beside its parent en, the source; es-MX beside es with a plural entry.
  static let regional = [
    "en.lproj/Main.strings": "\"color\" = \"Color\";\n\"ok\" = \"OK\";\n",
    "en-GB.lproj/Main.strings": "\"ok\" = \"OK\";\n",
    "es.lproj/Main.strings": "\"color\" = \"Color\";\n",
    "es-MX.lproj/Main.strings": "\"ok\" = \"Aceptar\";\n",
    "en.lproj/Main.stringsdict": SharedFixtures.pluralStringsdict(
      key: "files", variable: "n", forms: [("one", "%d file"), ("other", "%d files")]),
    "es.lproj/Main.stringsdict": SharedFixtures.pluralStringsdict(
      key: "files", variable: "n", forms: [("one", "%d archivo"), ("other", "%d archivos")]),
  ]

  @Test("P on a language whose parent is the source refuses, and P again at once copies")
  func parentIsSource() throws {
    var (state, folder) = try Self.state("en-GB", files: Self.regional)
    _ = folder
    #expect(Fixtures.press(&state, [.character("P")]).isEmpty)
    #expect(
      state.message
        == "Not filled: the parent of en-GB is en, the project's source language: filling "
        + "would copy 2 source texts as they are (P again copies them, to adapt)")
    #expect(state.document.undoStack.isEmpty)
    // Another key between: the offer is gone, P refuses again.
    Fixtures.press(&state, [.key(.down), .character("P")])
    #expect(state.document.undoStack.isEmpty)
    let effects = Fixtures.press(&state, [.character("P")])
    let color = CellID(
      table: TableID("Main"), key: LocalizationKey("color"), language: LanguageID("en-GB"))
    #expect(state.project.content(of: color).text == "Color")
    #expect(state.message?.hasPrefix("Filled 2 gaps of en-GB from en") == true)
    #expect(effects.contains { if case .review = $0 { true } else { false } })
  }

  @Test("P fills a plural entry from the parent too, in the same one step")
  func parentPlural() throws {
    var (state, folder) = try Self.state("es-MX", files: Self.regional)
    _ = folder
    Fixtures.press(&state, [.character("P")])
    let files = CellID(
      table: TableID("Main"), key: LocalizationKey("files"), language: LanguageID("es-MX"))
    let forms = state.project.content(of: files).plural?.variables.first?.forms.map(\.text)
    #expect(forms == ["%d archivo", "%d archivos"])
    // es's "Color" is the source text itself: a copy, left as a gap and said.
    #expect(
      state.message?.hasPrefix(
        "Filled 1 gap of es-MX from es; 1 left: only the source text itself, a copy is no "
          + "translation") == true, "\(state.message ?? "")")
    #expect(state.document.undoStack.count == 1)
    Fixtures.press(&state, [.key(.escape), .character("u")])
    #expect(state.project.content(of: files).plural == nil)
    #expect(state.document.undoStack.isEmpty)
  }
}
