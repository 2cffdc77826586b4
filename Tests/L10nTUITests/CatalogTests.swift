import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTUI
import L10nTestSupport
import Testing

/// A small String Catalog in Xcode's layout with every state and shape the editor handles.
enum CatalogFixture {
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
            }
          }
        },
        "Greeting %@" : {
          "comment" : "Shown on launch",
          "extractionState" : "manual",
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "needs_review",
                "value" : "Hallo %d"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "stale",
                "value" : "Bonjour %@"
              }
            }
          }
        },
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "new",
                "value" : ""
              }
            }
          }
        },
        "Internal" : {
          "shouldTranslate" : false
        }
      },
      "version" : "1.0"
    }
    """

  /// A project folder with the catalog outside any `.lproj`, and a `ja.lproj` beside `UI`: a
  /// language of another bundle (the root's), not of the catalog's.
  static func project() throws -> String {
    let root = try ScratchFolders.make("l10nedit-catalog")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("UI"), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: root.appendingPathComponent("UI/App.xcstrings"))
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("ja.lproj"), withIntermediateDirectories: true)
    try Data("\"x\" = \"y\";\n".utf8).write(
      to: root.appendingPathComponent("ja.lproj/Other.strings"))
    return root.path
  }
}

@Suite("String Catalogs in the project, the checks and the editor")
struct CatalogTests {
  @Test("discovered anywhere, the table id is the path without the extension, languages merged")
  func discovery() throws {
    let project = try ProjectLoader.load(try CatalogFixture.project())
    #expect(project.sourceLanguage == .english)
    #expect(project.grids.map(\.table.path) == ["Other", "UI/App"])
    #expect(project.languages.map(\.code) == ["en", "de", "fr", "ja"])
    #expect(
      project.grids[1].keys.map(\.text) == ["Files %lld", "Greeting %@", "Hello", "Internal"])
  }

  @Test(
    "lint: state new is a gap; shouldTranslate false is not, nor another bundle's language")
  func lint() throws {
    let project = try ProjectLoader.load(try CatalogFixture.project())
    let findings = Linter().run(project).filter { $0.cell?.table == TableID("UI/App") }
    let summary = findings.map {
      "\($0.ruleID) \($0.cell?.key.text ?? "") \($0.cell?.language.code ?? "") \($0.location.line)"
    }
    #expect(
      Set(summary) == [
        "missing-translation Hello fr 44", "missing-translation Files %lld fr 4",
        // At de's localization (line 30), not at the key (26).
        "format-mismatch Greeting %@ de 30",
      ])
    #expect(
      findings.first {
        $0.ruleID == "missing-translation" && $0.cell?.language.code == "fr"
          && $0.cell?.key.text == "Hello"
      }?.message == "\"Hello\" has no translation in fr (state new)")
  }

  @Test("the empty key is no gap: Tab skips it, the title counts the two real gaps")
  func emptyKey() throws {
    let folder = try SharedFixtures.emptyKeyProject()
    var state = Fixtures.state(try folder.load(), title: folder.path)
    #expect(state.counts.gaps == 2)
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/Hello/fr")
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/World/de")
    Fixtures.press(&state, [.key(.tab)])
    #expect(Fixtures.selected(state) == "Localizable/Hello/fr")
  }

  @Test("the grid: states, plural summaries, not-to-translate rows are not gaps")
  func grid() throws {
    let root = try CatalogFixture.project()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root)
    Fixtures.press(&state, [.character("t"), .key(.down), .key(.down), .key(.enter)])
    let grid = try #require(state.project.gridIndex(of: TableID("UI/App")))
    func cellState(_ key: String, _ language: String) throws -> CellState {
      let row = try #require(state.project.grids[grid].row(of: LocalizationKey(key)))
      return state.state(
        grid: grid, row: row, column: try #require(state.project.column(of: LanguageID(language))))
    }
    #expect(try cellState("Hello", "fr") == .missing)
    #expect(try cellState("Hello", "de") == .fine)
    #expect(try cellState("Greeting %@", "fr") == .stale)
    #expect(try cellState("Greeting %@", "de") == .finding(.error))
    #expect(try cellState("Internal", "de") == .missing)
    #expect(try cellState("Hello", "ja") == .notExpected)
    let row = try #require(state.project.grids[grid].row(of: LocalizationKey("Files %lld")))
    #expect(
      state.displayText(grid: grid, row: row, column: 1) == "one: %lld Datei · other: %lld Dateien")
    // Gaps: Hello fr; Files fr — not Internal, nor ja (the catalog's bundle has no ja).
    #expect(state.counts.gaps == 2)
    let screen = Renderer.render(state).text
    #expect(screen.contains("≈ Bonjour %@"))
  }

  @Test("editing a translation sets it translated and changes only its lines; m toggles review")
  func edit() throws {
    let root = try CatalogFixture.project()
    let project = try ProjectLoader.load(root)
    var state = Fixtures.state(project, title: root)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Hello") + [.key(.enter)])
    let fr = try #require(state.project.column(of: LanguageID("fr")))
    Fixtures.press(
      &state, [.key(.home)] + Array(repeating: .key(.right), count: fr) + [.key(.enter)])
    Fixtures.press(&state, Fixtures.type("Bonjour") + [.key(.enter)])
    #expect(Fixtures.selected(state) == "UI/App/Hello/fr")
    let effects = Fixtures.press(&state, [.character("s")])
    guard case .save(let files)? = effects.first else {
      Issue.record("expected a save, got \(effects)")
      return
    }
    #expect(files.map { state.project.files[$0].relativePath } == ["UI/App.xcstrings"])
    _ = try ProjectWriter.save(state.project, files: files)
    let written = String(decoding: try FileSystem.read(root + "/UI/App.xcstrings"), as: UTF8.self)
    #expect(
      written
        == CatalogFixture.text.replacing(
          "\"state\" : \"new\",\n            \"value\" : \"\"",
          with: "\"state\" : \"translated\",\n            \"value\" : \"Bonjour\""))
    Fixtures.press(&state, [.character("m")])
    let localization = try #require(
      state.project.grids.last.flatMap { grid in
        grid.row(of: LocalizationKey("Hello")).flatMap { grid.entry(row: $0, language: fr) }
      }.flatMap { state.project.catalogLocalization(at: $0) })
    #expect(localization.state == .needsReview)
  }

  @Test("plural variations open the plural editor; an edit changes only that form")
  func pluralVariations() throws {
    let root = try CatalogFixture.project()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Files") + [.key(.enter)])
    let de = try #require(state.project.column(of: LanguageID("de")))
    Fixtures.press(
      &state, [.key(.home)] + Array(repeating: .key(.right), count: de) + [.key(.enter)])
    guard case .editingPlural(let editor) = state.mode else {
      Issue.record("expected the plural editor, got \(state.mode)")
      return
    }
    #expect(editor.variables == [.plural])
    #expect(editor.preview(1).text == "%lld Datei".replacing("%lld", with: "1"))
    #expect(editor.categories[.plural] == ["one", "other"])
    Fixtures.press(
      &state,
      [.key(.down), .control("u")] + Fixtures.type("%lld Dateien insgesamt") + [.key(.enter)])
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = try ProjectWriter.save(state.project, files: files)
    let written = String(decoding: try FileSystem.read(root + "/UI/App.xcstrings"), as: UTF8.self)
    #expect(
      written
        == CatalogFixture.text.replacing("\"%lld Dateien\"", with: "\"%lld Dateien insgesamt\""))
  }

  @Test("in a substitution's variants the preview puts the number in place of %arg")
  func substitutionPreview() throws {
    let variable = PluralVariable(
      id: .substitution("arg1"), valueType: "lld",
      forms: [("one", "%arg Treffer"), ("other", "%arg Treffer")])
    let entry = PluralEntry(formatKey: "%#@arg1@", variables: [variable])
    let cell = CellID(
      table: TableID("T"), key: LocalizationKey("k"), language: LanguageID("de"))
    let editor = try #require(
      PluralEditor(
        cell: cell, entry: entry, template: entry, sourceLanguage: LanguageID("en")))
    #expect(editor.preview(5).text == "5 Treffer")
  }

  @Test("adding, renaming, commenting and deleting catalog keys edit the one catalog")
  func keyEdits() throws {
    let root = try CatalogFixture.project()
    var state = Fixtures.state(try ProjectLoader.load(root), title: root)
    Fixtures.press(&state, [.character("/")] + Fixtures.type("Hello") + [.key(.enter)])
    Fixtures.press(
      &state,
      [.character("a")] + Fixtures.type("Goodbye") + [.key(.enter)] + Fixtures.type("Bye") + [
        .key(.enter)
      ])
    #expect(Fixtures.selected(state).hasPrefix("UI/App/Goodbye/"))
    func catalog() throws -> XCStringsDocument {
      try #require(state.project.files.first { $0.isCatalog }?.catalog)
    }
    #expect(
      try catalog().keys.map(\.text) == [
        "Files %lld", "Goodbye", "Greeting %@", "Hello", "Internal",
      ])
    let added = try #require(try catalog().entry(LocalizationKey("Goodbye")))
    #expect(added.extractionState == "manual")
    #expect(added.localization(.english)?.value == "Bye")
    Fixtures.press(
      &state, [.character("r"), .control("u")] + Fixtures.type("Farewell") + [.key(.enter)])
    #expect(
      try catalog().keys.map(\.text) == [
        "Farewell", "Files %lld", "Greeting %@", "Hello", "Internal",
      ])
    Fixtures.press(&state, [.character("c")] + Fixtures.type("Said on quit") + [.key(.enter)])
    #expect(try catalog().entry(LocalizationKey("Farewell"))?.comment == "Said on quit")
    Fixtures.press(&state, [.character("d"), .character("y")])
    #expect(try catalog().entry(LocalizationKey("Farewell")) == nil)
    #expect(state.dirtyFiles.count == 1)
    #expect(!state.project.files.contains { $0.path.hasSuffix(".strings") && $0.isNew })
  }

  @Test("device variations are edited per device")
  func deviceVariations() throws {
    let device = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Tap" : {
            "localizations" : {
              "fr" : {
                "variations" : {
                  "device" : {
                    "iphone" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Touchez"
                      }
                    },
                    "mac" : {
                      "stringUnit" : {
                        "state" : "translated",
                        "value" : "Clic"
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
    let root = try ScratchFolders.make("l10nedit-device")
    try Data(device.utf8).write(to: root.appendingPathComponent("Device.xcstrings"))
    var state = Fixtures.state(try ProjectLoader.load(root.path), title: root.path)
    #expect(state.displayText(grid: 0, row: 0, column: 1) == "iphone: Touchez · mac: Clic")
    Fixtures.press(&state, [.key(.right), .key(.enter)])
    guard case .editingPlural(let editor) = state.mode else {
      Issue.record("expected the variation editor, got \(state.mode)")
      return
    }
    #expect(editor.categories[.device] == ["iphone", "mac"])
    Fixtures.press(
      &state, [.key(.down), .control("u")] + Fixtures.type("Cliquez") + [.key(.enter)])
    guard case .save(let files)? = Fixtures.press(&state, [.character("s")]).first else {
      Issue.record("expected a save")
      return
    }
    _ = try ProjectWriter.save(state.project, files: files)
    let written = String(
      decoding: try FileSystem.read(root.path + "/Device.xcstrings"), as: UTF8.self)
    #expect(written == device.replacing("\"Clic\"", with: "\"Cliquez\""))
  }

  @Test("a language without a localization gets one, placed in Xcode's order")
  func newLocalization() throws {
    var document = try XCStringsFileReader.read(Array(CatalogFixture.text.utf8), path: "x")
    document.setValue("Hej", key: LocalizationKey("Hello"), language: LanguageID("da")) { $0 < $1 }
    let written = String(
      decoding: XCStringsWriter.render(document, order: .keepOrder), as: UTF8.self)
    let sorted = String(decoding: XCStringsWriter.render(document, order: .sorted), as: UTF8.self)
    #expect(written == sorted)
    #expect(
      written.contains(
        "\"da\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"Hej\""
      ))
  }
}
