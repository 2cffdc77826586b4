import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// A String Catalog whose English plural has `zero` and `few` forms (English selects only `one`
/// and `other`; `few` is an `unused-plural-category`), and a German translation.
enum CatalogPluralFixture {
  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Files %lld" : {
          "localizations" : {
            "de" : {
              "variations" : {
                "plural" : {
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Datei"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld Dateien"
                    }
                  }
                }
              }
            },
            "en" : {
              "variations" : {
                "plural" : {
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : ""
                    }
                  },
                  "one" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld file"
                    }
                  },
                  "other" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "%lld files"
                    }
                  },
                  "zero" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "No files"
                    }
                  }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static let cell = CellID(
    table: TableID("Plurals"), key: LocalizationKey("Files %lld"), language: .english)

  /// The editor on a folder holding the catalog alone, checks done.
  static func state() throws -> (EditorState, root: String) {
    let root = try ScratchFolders.make("l10nedit-catalog-plurals")
    try Data(text.utf8).write(to: root.appendingPathComponent("Plurals.xcstrings"))
    return (Fixtures.state(try ProjectLoader.load(root.path), title: root.path), root.path)
  }

  /// Saves the state's changed files and returns the catalog as written.
  static func save(_ state: inout EditorState, root: String) throws -> String {
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return ""
    }
    _ = try ProjectWriter.save(state.project, files: files)
    return String(decoding: try FileSystem.read(root + "/Plurals.xcstrings"), as: UTF8.self)
  }

  /// The lines of the `few` form, as the fixture writes them.
  static let fewForm = """
                  "few" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : ""
                    }
                  },

    """
}

@Suite("String Catalog plurals: removing a form, review states")
struct CatalogPluralTests {
  @Test("Ctrl-X removes an unused category in the plural editor: one undoable edit, no finding")
  func removeUnusedCategory() throws {
    var (state, root) = try CatalogPluralFixture.state()
    let cell = CatalogPluralFixture.cell
    #expect(state.findings.problems(of: cell).map(\.ruleID) == ["unused-plural-category"])
    Fixtures.press(&state, [.key(.enter)])
    guard case .editingPlural(let editor) = state.mode else {
      Issue.record("expected the plural editor, got \(state.mode)")
      return
    }
    #expect(editor.categories[.plural] == ["zero", "one", "few", "other"])
    // zero, one, then few: removed.
    Fixtures.press(&state, [.key(.down), .key(.down), .control("x")])
    guard case .editingPlural(let removed) = state.mode else {
      Issue.record("Ctrl-X left the plural editor: \(state.mode)")
      return
    }
    #expect(removed.isRemoved(.form(.plural, "few")))
    #expect(Renderer.render(state).text.contains("Removed the few form (Enter keeps, Esc cancels)"))
    Fixtures.press(&state, [.key(.down)])
    #expect(Renderer.render(state).text.contains("few     en: ∅ removed"))
    Fixtures.press(&state, [.key(.enter)])
    #expect(state.mode == .normal)
    let plural = try #require(state.project.content(of: cell).plural)
    #expect(plural.variables.first?.forms.map(\.category) == ["zero", "one", "other"])
    #expect(state.findings.problems(of: cell).isEmpty)
    let written = try CatalogPluralFixture.save(&state, root: root)
    #expect(
      written == CatalogPluralFixture.text.replacing(CatalogPluralFixture.fewForm, with: ""))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: cell).plural?.variables.first?.forms.count == 4)
    #expect(state.findings.problems(of: cell).map(\.ruleID) == ["unused-plural-category"])
  }

  @Test("Ctrl-X on a form without text, or on nothing, removes nothing and says so")
  func removeNothing() throws {
    var (state, _) = try CatalogPluralFixture.state()
    Fixtures.press(&state, [.key(.right), .key(.enter)])
    // German: one (current), other; the removed form leaves an empty editor.
    Fixtures.press(&state, [.control("x"), .control("x")])
    #expect(
      Renderer.render(state).text.contains(
        "Nothing to remove here: only a form with a text can be removed"))
    Fixtures.press(&state, [.key(.escape)])
    #expect(
      state.project.content(of: cell(language: "de")).plural?.variables.first?.forms.count == 2)
    #expect(!state.hasUnsavedChanges)
  }

  @Test("m on a catalog plural cell marks every form needing review, and back: only those lines")
  func toggleReviewFromGrid() throws {
    var (state, root) = try CatalogPluralFixture.state()
    let german = cell(language: "de")
    Fixtures.press(&state, [.key(.right)])
    #expect(state.selectedCell == german)
    Fixtures.press(&state, [.character("m")])
    #expect(state.project.content(of: german).state == .needsReview)
    #expect(state.state(grid: 0, row: 0, column: 1) == .needsReview)
    let screen = Renderer.render(state).text
    #expect(screen.contains("◇ one: %lld Datei"))
    #expect(screen.contains("state: needs_review · forms needing review: one, other"))
    let marked = try CatalogPluralFixture.save(&state, root: root)
    #expect(
      marked
        == CatalogPluralFixture.text.replacing(
          "\"translated\",\n                  \"value\" : \"%lld Datei",
          with: "\"needs_review\",\n                  \"value\" : \"%lld Datei"
        ).replacing(
          "\"translated\",\n                  \"value\" : \"%lld Dateien",
          with: "\"needs_review\",\n                  \"value\" : \"%lld Dateien"))
    Fixtures.press(&state, [.character("m")])
    #expect(state.project.content(of: german).state == .translated)
    #expect(try CatalogPluralFixture.save(&state, root: root) == CatalogPluralFixture.text)
  }

  @Test("Ctrl-R in the plural editor marks the form being edited, kept with Enter, undoable")
  func toggleReviewOfOneForm() throws {
    var (state, root) = try CatalogPluralFixture.state()
    let german = cell(language: "de")
    Fixtures.press(&state, [.key(.right), .key(.enter), .control("r")])
    #expect(Renderer.render(state).text.contains("one: needs review (Enter keeps, Esc cancels)"))
    Fixtures.press(&state, [.key(.down)])
    #expect(Renderer.render(state).text.contains("  one ◇"))
    Fixtures.press(&state, [.key(.enter)])
    let localization = try #require(
      state.project.grids[0].entry(row: 0, language: 1).flatMap {
        state.project.catalogLocalization(at: $0)
      })
    #expect(localization.formStates[.plural] == ["one": .needsReview, "other": .translated])
    #expect(state.project.content(of: german).state == .needsReview)
    let written = try CatalogPluralFixture.save(&state, root: root)
    #expect(
      written
        == CatalogPluralFixture.text.replacing(
          "\"translated\",\n                  \"value\" : \"%lld Datei\"",
          with: "\"needs_review\",\n                  \"value\" : \"%lld Datei\""))
    Fixtures.press(&state, [.character("u")])
    #expect(state.project.content(of: german).state == .translated)
    // A removed form has no review state.
    Fixtures.press(
      &state, [.key(.left), .key(.enter), .key(.down), .key(.down), .control("x"), .control("r")])
    #expect(
      Renderer.render(state).text.contains(
        "Only a form with a text has a review state"))
  }

  @Test("a form state edit reads back from the recovery journal's JSON as it was")
  func formStatesAreCodable() throws {
    let edit = CellEdit.setFormStates(
      cell(language: "de"), .substitution("files"), ["one": .needsReview, "few": .other("x")])
    let data = try JSONEncoder().encode([edit])
    #expect(try JSONDecoder().decode([CellEdit].self, from: data) == [edit])
  }

  @Test("needs review shows over a note (untranslated •) and over the edited mark ✎")
  func reviewGlyphOverNote() throws {
    let text = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open the file" : {
            "localizations" : {
              "de" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Open the file"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let root = try ScratchFolders.make("l10nedit-review-glyph")
    try Data(text.utf8).write(to: root.appendingPathComponent("Open.xcstrings"))
    var state = Fixtures.state(try ProjectLoader.load(root.path), title: root.path)
    Fixtures.press(&state, [.key(.right)])
    #expect(Renderer.render(state).text.contains("• Open the file"))
    Fixtures.press(&state, [.character("m")])
    let screen = Renderer.render(state).text
    #expect(screen.contains("◇ Open the file"))
    #expect(screen.contains("is identical to the source text [untranslated]"))
  }

  private func cell(language: String) -> CellID {
    CellID(
      table: TableID("Plurals"), key: LocalizationKey("Files %lld"), language: LanguageID(language))
  }
}
