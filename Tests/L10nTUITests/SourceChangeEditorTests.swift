import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import Testing

/// Editing a source text in the editor marks its translations `needs review: source changed`,
/// undo takes the marks back, and a merge with the disk's version marks them there too.
@Suite struct SourceChangeEditorTests {
  static let source = CellID(
    table: TableID("Localizable"), key: LocalizationKey("Cancel"), language: LanguageID("en"))
  static let german = CellID(
    table: TableID("Localizable"), key: LocalizationKey("Cancel"), language: LanguageID("de"))

  /// A SampleProject copy with en "Cancel" edited to "Dismiss" in the editor (unsaved).
  static func edited() throws -> (root: String, state: EditorState) {
    let root = try Fixtures.sampleCopy()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root)
    try MergeTests.select(&state, source)
    Fixtures.press(
      &state, [.key(.enter), .control("u")] + Fixtures.type("Dismiss") + [.key(.enter)])
    return (root, state)
  }

  @Test func editingASourceTextMarksItsTranslationsAndUndoTakesThemBack() throws {
    var (_, state) = try Self.edited()
    #expect(state.project.content(of: Self.source).text == "Dismiss")
    #expect(
      state.project.reviewState(of: Self.german) == .needsReview(.sourceChanged(from: "Cancel")))
    let arabic = CellID(table: Self.german.table, key: Self.german.key, language: LanguageID("ar"))
    #expect(state.project.reviewState(of: arabic) == .needsReview(.sourceChanged(from: "Cancel")))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: Self.source).text == "Cancel")
    #expect(state.project.reviewState(of: Self.german) == .translated)
    #expect(state.project.reviews.isEmpty)
  }

  @Test func aMergeTakingTheSourceChangeMarksTheDisksTranslations() throws {
    var (root, state) = try Self.edited()
    // Meanwhile the German file changed on disk elsewhere; the save merges into it.
    try MergeTests.changeOnDisk(root, [("\"Willkommen bei Tidemark\"", "\"Willkommen!\"")])
    _ = state.reduce(
      .diskChanged(
        try ProjectLoader.load(root), paths: [root + "/de.lproj/Localizable.strings"], then: nil))
    #expect(state.project.content(of: Self.source).text == "Dismiss")
    #expect(
      state.project.reviewState(of: Self.german) == .needsReview(.sourceChanged(from: "Cancel")))
  }
}
