import Foundation
import L10nFormats
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
    #expect(editor.text(variable: .stringsdict("files"), category: "many") == nil)
    let preview = PluralEditor.previewNumbers.map { editor.preview($0).category }
    #expect(preview == ["many", "one", "few", "few", "many", "many", "many", "many", "other"])
    let screen = Renderer.render(state).text
    #expect(screen.contains("Plural forms of \"files.remaining\" in pl — Localizable"))
    #expect(screen.contains("many:  ∅ missing"))
    #expect(
      screen.contains(
        "5    → many  ∅ missing, falls back to other: Do synchronizacji pozostało 5 pliku"))
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

  @Test("Esc leaves everything as it was")
  func cancel() throws {
    var state = try Self.open("pl")
    Fixtures.press(&state, Fixtures.type("xyz") + [.key(.escape)])
    #expect(state.mode == .normal)
    #expect(!state.hasUnsavedChanges)
  }
}
