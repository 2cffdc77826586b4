import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// String Catalog plural cells in the detail pane and the plural editor: their forms and format
/// show, as the grid's summary promises.
@Suite("Catalog plurals in the detail pane and the plural editor")
struct PluralDetailTests {
  /// The rows of the screen.
  static func rows(_ state: EditorState) -> [String] {
    Renderer.render(state).text.split(separator: "\n").map(String.init)
  }

  @Test("a substitution: the detail pane shows format and forms; the editor edits both")
  func substitution() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    var state = Fixtures.state(try folder.load(), title: folder.path, width: 100, height: 30)
    Fixtures.press(&state, [.key(.right)])
    #expect(Fixtures.selected(state) == "Localizable/Photos/de")
    var rows = Self.rows(state)
    #expect(rows.contains(" en: %#@plural@ — one: %arg photo · other: %arg photos"))
    #expect(rows.contains(" de: %#@plural@ — one: %arg Foto · other: %arg Fotos"))
    Fixtures.press(&state, [.key(.enter)])
    rows = Self.rows(state)
    #expect(rows.contains(" Plural forms of \"Photos\" in de — Localizable"))
    #expect(rows.contains { $0.hasPrefix("   format  │ en: %#@plural@  │ de: %#@plural@") })
    #expect(rows.contains(" %#@plural@ (value type lld)"))
    #expect(rows.contains { $0.hasPrefix(" ▸ one     │ en: %arg photo  │ de: %arg Foto") })
  }

  @Test("a catalog's own plural variations: forms in the detail pane, no format in the editor")
  func ownVariations() throws {
    let root = try CatalogFixture.project()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root, width: 100, height: 30)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Files") + [.key(.enter)])
    let column = try #require(state.project.column(of: LanguageID("de")))
    Fixtures.press(&state, Array(repeating: .key(.right), count: column))
    #expect(Self.rows(state).contains(" de: one: %lld Datei · other: %lld Dateien"))
    Fixtures.press(&state, [.key(.enter)])
    let rows = Self.rows(state)
    #expect(rows.contains(" plural variations"))
    #expect(!rows.contains { $0.contains("format") || $0.contains("%#@") })
    #expect(rows.contains { $0.hasPrefix(" ▸ one     │ en: ") })
  }

  @Test("a string set shows its values, not \"(missing)\"")
  func stringSet() throws {
    let folder = try TestSupport.fixture([
      "Shortcuts.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open ${app}" : {
            "localizations" : {
              "en" : {
                "stringSet" : {
                  "state" : "translated",
                  "values" : [ "Open ${app}", "Launch ${app}" ]
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    ])
    let state = Fixtures.state(try folder.load(), title: folder.path, width: 100, height: 30)
    let rows = Self.rows(state)
    #expect(rows.contains(" en: Open ${app} · Launch ${app}"))
    #expect(!rows.contains { $0.contains("(missing)") })
  }
}
