import Foundation
import L10nCheck
import L10nFormats
import L10nGrammar
import L10nModel
import L10nTUI
import Testing

@Suite("The plural editor")
struct PluralEditorTests {
  /// The editor on SampleProject's `files.remaining` in `language`, opened with Enter.
  static func open(_ language: String) throws -> EditorState {
    var state = try Fixtures.sampleState(width: 110, height: 36)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("files.rem") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID(language)))
    Fixtures.press(&state, Array(repeating: .key(.right), count: column) + [.key(.enter)])
    return state
  }

  @Test("one field per category the language needs, plus a live preview")
  func fields() throws {
    let state = try Self.open("pl")
    guard case .editingPlural(let editor) = state.mode else {
      Issue.record("expected the plural editor, got \(state.mode)")
      return
    }
    #expect(editor.variables == [.stringsdict("files")])
    #expect(editor.categories[.stringsdict("files")] == ["one", "few", "many", "other"])
    #expect(editor.text(of: .form(.stringsdict("files"), "many")) == nil)
    let preview = editor.previewNumbers.map { editor.preview($0).category }
    #expect(preview == ["many", "one", "few", "few", "many", "many", "many", "many", "other"])
    let screen = Renderer.render(state).text
    #expect(screen.contains("Plural forms of \"files.remaining\" in pl — Localizable"))
    #expect(screen.contains("   many    │ en: —                      │ pl: ∅ missing\n"))
    #expect(
      screen.contains(
        "5    → many  ∅ missing, falls back to other: Do synchronizacji pozostało 5 pliku"))
  }

  @Test("the preview adds a number for each category the common ones miss: French, Spanish many")
  func previewShowsEveryCategory() throws {
    let variable = PluralVariable(
      id: .plural, valueType: "", forms: [("one", "%lld file"), ("other", "%lld files")])
    let entry = PluralEntry(formatKey: "", variables: [variable])
    func editor(_ language: String) throws -> PluralEditor {
      let cell = CellID(
        table: TableID("T"), key: LocalizationKey("k"), language: LanguageID(language))
      return try #require(
        PluralEditor(cell: cell, entry: nil, template: entry, sourceLanguage: .english))
    }
    let common: [Double] = [0, 1, 2, 3, 5, 11, 21, 101, 1.5]
    #expect(try editor("en").previewNumbers == common)
    #expect(try editor("pl").previewNumbers == common)
    for language in ["fr", "es"] {
      let french = try editor(language)
      #expect(french.previewNumbers == [0, 1, 2, 3, 5, 11, 21, 101, 1_000_000, 1.5])
      #expect(
        Set(french.previewNumbers.map { french.preview($0).category })
          == Set(PluralRules.categories(of: LanguageID(language)).map(\.rawValue)))
      #expect(french.preview(1_000_000).category == "many")
    }
    // Welsh `many` is 6, a whole number none of the common ones is.
    #expect(try editor("cy").previewNumbers.contains(6))
  }

  @Test("filling the missing category fixes the finding; saving writes only that file")
  func fillAndSave() throws {
    let root = try Fixtures.sampleCopy()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root, width: 110, height: 36)
    let before = state.counts.problems
    let column = try #require(state.project.column(of: LanguageID("pl")))
    let events: [KeyEvent] =
      [.character("/")] + Fixtures.type("files.rem") + [.key(.enter)]
      + Array(repeating: .key(.right), count: column)
      + [.key(.enter), .key(.down), .key(.down)]
      + Fixtures.type("Do synchronizacji pozostało %ld plików")
      + [.key(.enter)]
    Fixtures.press(&state, events)
    #expect(state.counts.problems == before - 1)
    let effects = Fixtures.press(&state, [.character("s")])
    let files = try #require(
      effects.first.flatMap { effect -> [Int]? in
        if case .save(let files) = effect { return files }
        return nil
      })
    #expect(
      files.map { state.project.files[$0].relativePath } == ["pl.lproj/Localizable.stringsdict"])
    _ = try ProjectWriter.save(state.project, files: files)
    let written = String(
      decoding: try FileSystem.read(root + "/pl.lproj/Localizable.stringsdict"), as: UTF8.self)
    let original = String(
      decoding: try FileSystem.read(
        Fixtures.packageRoot.path + "/SampleProject/Resources/pl.lproj/Localizable.stringsdict"),
      as: UTF8.self)
    // Exactly two lines more — the new category, between few and other — and nothing else.
    let old = original.split(separator: "\n", omittingEmptySubsequences: false)
    let new = written.split(separator: "\n", omittingEmptySubsequences: false)
    let first = try #require(
      zip(old, new).enumerated().first { $0.element.0 != $0.element.1 }?.offset)
    #expect(new[first] == "\t\t\t<key>many</key>")
    #expect(new[first + 1] == "\t\t\t<string>Do synchronizacji pozostało %ld plików</string>")
    #expect(old[first] == "\t\t\t<key>other</key>")
    #expect(Array(new[(first + 2)...]) == Array(old[first...]))
    #expect(Array(new[..<first]) == Array(old[..<first]))
  }

  @Test("a language without the .stringsdict gets one, shaped like the source's entry")
  func newFile() throws {
    var state = try Self.open("es")
    Fixtures.press(
      &state,
      Fixtures.type("Queda %ld archivo") + [.key(.down)] + Fixtures.type("Quedan %ld archivos") + [
        .key(.down)
      ] + Fixtures.type("Quedan %ld de archivos") + [.key(.enter)])
    let file = try #require(state.dirtyFiles.first)
    #expect(state.project.files[file].relativePath == "es.lproj/Localizable.stringsdict")
    let entry = try #require(
      state.project.files[file].stringsdict?.entry(LocalizationKey("files.remaining")))
    #expect(entry.formatKey == "%#@files@")
    #expect(entry.variables.first?.valueType == "ld")
    #expect(entry.variables.first?.forms.map(\.category) == ["one", "many", "other"])
    let cell = try #require(state.selectedCell)
    #expect(
      state.state(
        grid: 2, row: try #require(state.project.grids[2].row(of: cell.key)),
        column: state.selectedColumn) == .edited)
  }

  @Test("the format is the first field: Up reaches it, and keeping it is one undoable edit")
  func formatField() throws {
    var state = try Self.open("pl")
    let cell = try #require(state.selectedCell)
    let before = try #require(state.project.content(of: cell).plural)
    Fixtures.press(&state, Fixtures.type("!") + [.key(.up)])
    guard case .editingPlural(let editor) = state.mode else {
      Issue.record("expected the plural editor, got \(state.mode)")
      return
    }
    #expect(editor.field == .format)
    #expect(editor.editor.text == "%#@files@")
    Fixtures.press(&state, Fixtures.type(" (sync)") + [.key(.enter)])
    #expect(state.mode == .normal)
    let after = try #require(state.project.content(of: cell).plural)
    #expect(after.formatKey == "%#@files@ (sync)")
    #expect(after.variables.first?.form("one") == "Do synchronizacji pozostał %ld plik!")
    #expect(after.variables.first?.form("few") == before.variables.first?.form("few"))
    // Forms and format were one step.
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: cell).plural == before)
    #expect(!state.hasUnsavedChanges)
  }

  @Test("an unchanged format is not written; a catalog's own plural variations have no format")
  func noFormatEdit() throws {
    var state = try Self.open("pl")
    Fixtures.press(&state, [.key(.up), .key(.down)] + Fixtures.type("x") + [.key(.enter)])
    let cell = try #require(state.selectedCell)
    #expect(state.project.content(of: cell).plural?.formatKey == "%#@files@")
    let variable = PluralVariable(id: .plural, valueType: "", forms: [("other", "%lld Dateien")])
    let entry = PluralEntry(formatKey: "", variables: [variable])
    let editor = try #require(
      PluralEditor(cell: cell, entry: entry, template: entry, sourceLanguage: LanguageID("en")))
    #expect(!editor.fields.contains(.format))
  }

  @Test("the source's texts show beside each field, above them on a narrow terminal")
  func sourceTexts() throws {
    var state = try Self.open("de")
    var rows = Renderer.render(state).text.split(separator: "\n").map(String.init)
    #expect(
      rows.contains { $0.hasPrefix(" Plural forms of \"files.remaining\" in de — Localizable") })
    #expect(rows.contains("   format  │ en: %#@files@              │ de: %#@files@"))
    #expect(rows.contains { $0.hasPrefix(" ▸ one     │ en: %ld file left to sync  │ de: ") })
    #expect(
      rows.contains(
        "   other   │ en: %ld files left to sync │ de: Noch %ld Dateien zu synchronisieren"))
    Fixtures.press(&state, [.resize(width: 80, height: 36)])
    rows = Renderer.render(state).text.split(separator: "\n").map(String.init)
    let one = try #require(rows.firstIndex { $0.hasPrefix(" ▸ one     de: ") })
    #expect(rows[one - 1] == "           en: %ld file left to sync")
    #expect(rows.contains("   format  de: %#@files@"))
  }

  @Test("Esc leaves everything as it was")
  func cancel() throws {
    var state = try Self.open("pl")
    Fixtures.press(&state, Fixtures.type("xyz") + [.key(.escape)])
    #expect(state.mode == .normal)
    #expect(!state.hasUnsavedChanges)
  }
}
