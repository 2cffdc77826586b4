import L10nFormats
import L10nModel
import L10nTUI
import Testing

/// Removing one translation, adding a key: the entry operations of the grid.
@Suite("Entry operations")
struct EntryOperationTests {
  static let cancel = CellID(
    table: TableID("Localizable"), key: LocalizationKey("Cancel"), language: LanguageID("de"))

  static func selectCancel(_ state: inout EditorState, language: String) throws {
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Cancel") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
  }

  @Test("x removes the selected translation: the cell is missing again, a gap; u brings it back")
  func removeTranslation() throws {
    var state = try Fixtures.sampleState()
    try Self.selectCancel(&state, language: "de")
    let gapsBefore = state.counts.gaps
    Fixtures.press(&state, [.character("x")])
    #expect(state.project.content(of: Self.cancel) == .missing)
    #expect(state.project.coverage(of: Self.cancel) == .gap(.missing))
    #expect(state.counts.gaps == gapsBefore + 1)
    #expect(state.message == "Removed the de translation of \"Cancel\" (u undoes)")
    #expect(state.hasUnsavedChanges)
    let path = state.project.path(of: Self.cancel.table, language: Self.cancel.language)
    let grid = try #require(state.project.gridIndex(of: Self.cancel.table))
    let row = try #require(state.project.grids[grid].row(of: Self.cancel.key))
    let column = try #require(state.project.column(of: Self.cancel.language))
    #expect(state.project.grids[grid].entry(row: row, language: column) == nil)
    #expect(path.hasSuffix("de.lproj/Localizable.strings"))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: Self.cancel) == .text("Abbrechen", state: nil))
    #expect(!state.hasUnsavedChanges)
  }

  @Test("x on the source text or a missing cell changes nothing and says why")
  func removeRefused() throws {
    var state = try Fixtures.sampleState()
    try Self.selectCancel(&state, language: "en")
    Fixtures.press(&state, [.character("x")])
    #expect(state.message == "That is the source text: d deletes the key from every language")
    #expect(!state.hasUnsavedChanges)
    try Self.selectCancel(&state, language: "de")
    Fixtures.press(&state, [.character("x"), .character("x")])
    #expect(state.message == "de has no translation of \"Cancel\"")
  }
}

@Suite("Line editor keys")
struct LineEditorCancelTests {
  @Test("Ctrl-C in the line editor throws the text away, as Esc does; the editor keeps running")
  func controlC() throws {
    var state = try Fixtures.sampleState()
    try EntryOperationTests.selectCancel(&state, language: "de")
    let effects = Fixtures.press(
      &state, [.key(.enter)] + Fixtures.type("zzz") + [.control("c")])
    // Only the translation memory's job, which editing starts.
    #expect(effects == [.run(Job("translation memory") { .notice("") })])
    #expect(state.mode == .normal)
    #expect(state.project.content(of: EntryOperationTests.cancel) == .text("Abbrechen", state: nil))
    #expect(!state.hasUnsavedChanges)
  }
}

@Suite("Resolving a duplicate key")
struct DuplicateKeyTests {
  static let timeout = CellID(
    table: TableID("Errors"), key: LocalizationKey("error.network.timeout"),
    language: LanguageID("pl"))

  @Test("D lists the copies; a digit keeps that one and removes the others; u brings them back")
  func keepOne() throws {
    var state = try Fixtures.sampleState(width: 200, height: 30)
    Fixtures.press(
      &state, [.character("/")] + Fixtures.type("error.network.timeout") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("pl")))
    Fixtures.press(&state, [.key(.home)] + Array(repeating: .key(.right), count: column))
    #expect(state.selectedCell == Self.timeout)
    let copies = state.project.occurrences(of: Self.timeout)
    #expect(copies.count == 2)
    #expect(state.findings.worstSeverity(of: Self.timeout) == .error)
    Fixtures.press(&state, [.character("D")])
    #expect(state.isAsking(Command.OccurrencePrompt.self))
    let screen = Renderer.render(state).text
    #expect(
      screen.contains(
        "pl defines \"error.network.timeout\" 2 times; a digit keeps that copy: 1 line \(copies[0].line)"
      ))
    Fixtures.press(&state, [.character("7")])  // no such copy: asks again
    #expect(state.isAsking(Command.OccurrencePrompt.self))
    Fixtures.press(&state, [.character("1")])
    #expect(state.mode == .normal)
    let left = state.project.occurrences(of: Self.timeout)
    #expect(left.count == 1)
    #expect(left.first?.value == copies[0].value)
    #expect(state.project.content(of: Self.timeout) == .text(copies[0].value, state: nil))
    #expect(state.findings.problems(of: Self.timeout).allSatisfy { $0.ruleID != "duplicate-key" })
    #expect(state.hasUnsavedChanges)
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.occurrences(of: Self.timeout).count == 2)
    #expect(!state.hasUnsavedChanges)
  }

  @Test("D on a key defined once says so; Esc keeps every copy")
  func nothingToResolve() throws {
    var state = try Fixtures.sampleState()
    Fixtures.press(&state, [.character("D")])
    #expect(state.mode == .normal)
    #expect(state.message == "This cell's key is defined once in its file: nothing to resolve")
  }
}

@Suite("The key column")
struct KeyColumnTests {
  /// The columns before the first separator of the header row: the key column's width.
  static func keyWidth(_ state: EditorState) -> Int {
    Renderer.render(state).text(ofRow: 1).prefix { $0 != "│" }.count
  }

  @Test("> widens and < narrows the key column by 4, within bounds; the grid follows")
  func resize() throws {
    var state = try Fixtures.sampleState(width: 120, height: 30)
    let fitted = KeyColumnTests.keyWidth(state)
    #expect(state.viewport.keyColumnWidth == nil)
    Fixtures.press(&state, [.character(">"), .character(">")])
    #expect(KeyColumnTests.keyWidth(state) == fitted + 8)
    #expect(state.viewport.keyColumnWidth == fitted + 8)
    #expect(state.message == "Key column: \(fitted + 8) columns")
    Fixtures.press(&state, Array(repeating: .character("<"), count: 20))
    #expect(KeyColumnTests.keyWidth(state) == 8)
    Fixtures.press(&state, Array(repeating: .character(">"), count: 40))
    #expect(KeyColumnTests.keyWidth(state) == 120 - 18)
  }
}
