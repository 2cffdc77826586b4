import Foundation
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// The detail pane's line of a String Catalog key's facts, read through the cell layer's seam
/// (`state`, `formStates`, `keyAttributes`, `isTranslatable`).
@Suite struct CatalogKeyFactsTests {
  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Close" : {
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Schließen"
              }
            }
          },
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  @Test("a key's state, extraction state (unquoted) and shouldTranslate, on one dim line")
  func facts() throws {
    let root = try ScratchFolders.make("l10nedit-catalog-facts")
    try Data(Self.text.utf8).write(to: root.appendingPathComponent("Main.xcstrings"))
    var state = Fixtures.state(try ProjectLoader.load(root.path), title: root.path)
    Fixtures.press(&state, [.key(.right)])
    #expect(state.selectedCell?.language == LanguageID("de"))
    let screen = Renderer.render(state).text
    #expect(screen.contains("state: needs_review · extraction: manual · not to be translated"))
  }
}
