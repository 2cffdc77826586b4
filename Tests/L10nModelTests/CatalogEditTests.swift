import L10nModel
import L10nTestSupport
import Testing

/// A String Catalog in Xcode's layout with string units in every state, plural variations, a
/// substitution named `plural`, a comment and a key not to translate.
enum EditCatalog {
  static let text = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Bye" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Tschüss"
              }
            }
          }
        },
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
                "value" : "Hallo %@"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bonjour %@"
              }
            }
          }
        },
        "Hello" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "new",
                "value" : "Hallo"
              }
            },
            "fr" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Bonjour"
              }
            }
          }
        },
        "Internal" : {
          "shouldTranslate" : false
        },
        \(SharedFixtures.photosEntry)
      },
      "version" : "1.0"
    }
    """

  static let path = "Localizable.xcstrings"
  static let table = TableID("Localizable")

  static func cell(_ key: String, _ language: String) -> CellID {
    CellID(table: table, key: LocalizationKey(key), language: LanguageID(language))
  }
}

/// Every kind of `CellEdit` on a String Catalog: the intended change, and an exact round trip.
@Suite struct CatalogEditTests {
  let folder: TemporaryFolder
  var project: Project

  init() throws {
    folder = try TestSupport.fixture([EditCatalog.path: EditCatalog.text])
    project = try folder.load()
  }

  var keys: [String] { project.grids.first?.keys.map(\.text) ?? [] }

  /// The catalog's text after `trip`, and the fixture's with `replacements` made.
  func expectText(
    _ trip: RoundTrip, _ replacements: [(String, String)],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    var expected = EditCatalog.text
    for (old, new) in replacements {
      #expect(expected.contains(old), "\(old)", sourceLocation: sourceLocation)
      expected = expected.replacing(old, with: new)
    }
    #expect(trip.after.text(EditCatalog.path) == expected, sourceLocation: sourceLocation)
  }

  @Test("the fixture renders back byte for byte; languages and keys")
  func fixture() {
    #expect(ProjectSnapshot(project).text(EditCatalog.path) == EditCatalog.text)
    #expect(project.languages.map(\.code) == ["en", "de", "fr"])
    #expect(keys == ["Bye", "Files %lld", "Greeting %@", "Hello", "Internal", "Photos"])
  }

  @Test("setText on a present translation sets it translated")
  mutating func setTextPresent() throws {
    let trip = try RoundTrip(&project, [.setText(EditCatalog.cell("Hello", "de"), "Hallo!")])
    #expect(trip.changedFiles == [EditCatalog.path])
    #expect(
      project.content(of: EditCatalog.cell("Hello", "de")) == .text("Hallo!", state: .translated))
    expectText(
      trip,
      [
        (
          "\"state\" : \"new\",\n            \"value\" : \"Hallo\"",
          "\"state\" : \"translated\",\n            \"value\" : \"Hallo!\""
        )
      ])
  }

  @Test("setText on a missing translation adds the localization in order")
  mutating func setTextMissing() throws {
    let target = EditCatalog.cell("Bye", "fr")
    #expect(project.coverage(of: target) == .gap(.missing))
    let trip = try RoundTrip(&project, [.setText(target, "Au revoir")])
    #expect(project.content(of: target) == .text("Au revoir", state: .translated))
    #expect(project.coverage(of: target) == .covered)
    expectText(
      trip,
      [
        (
          "\"value\" : \"Tschüss\"\n          }\n        }\n",
          """
          "value" : "Tschüss"
                    }
                  },
                  "fr" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Au revoir"
                    }
                  }

          """
        )
      ])
  }

  @Test("setText on a key the catalog lacks adds the key")
  mutating func setTextNewKey() throws {
    let target = EditCatalog.cell("Goodbye", "de")
    let trip = try RoundTrip(&project, [.setText(target, "Auf Wiedersehen")])
    #expect(keys.contains("Goodbye"))
    #expect(project.content(of: target) == .text("Auf Wiedersehen", state: .translated))
    #expect(trip.changes.rebuiltTables == [EditCatalog.table])
  }

  @Test("setPluralForms on a catalog plural changes one form; on a missing one creates it")
  mutating func setPluralForms() throws {
    let target = EditCatalog.cell("Files %lld", "de")
    let trip = try RoundTrip(
      &project, [.setPluralForms(target, .plural, ["other": "%lld Dateien!"])])
    expectText(trip, [("\"%lld Dateien\"", "\"%lld Dateien!\"")])
    let missing = EditCatalog.cell("Files %lld", "fr")
    try RoundTrip(
      &project,
      [.setPluralForms(missing, .plural, ["one": "%lld fichier", "other": "%lld fichiers"])])
    let entry = try #require(project.content(of: missing).plural)
    #expect(entry.variables.map(\.id) == [.plural])
    #expect(entry.variables.first?.forms.map(\.category) == ["one", "other"])
  }

  @Test("setState changes only the state")
  mutating func setState() throws {
    let trip = try RoundTrip(&project, [.setState(EditCatalog.cell("Hello", "de"), .needsReview)])
    #expect(
      project.content(of: EditCatalog.cell("Hello", "de")) == .text("Hallo", state: .needsReview))
    #expect(project.coverage(of: EditCatalog.cell("Hello", "de")) == .covered)
    expectText(trip, [("\"state\" : \"new\"", "\"state\" : \"needs_review\"")])
  }

  @Test("removeTranslation removes the language's localization")
  mutating func removeTranslation() throws {
    let target = EditCatalog.cell("Hello", "fr")
    let trip = try RoundTrip(&project, [.removeTranslation(target)])
    #expect(project.content(of: target) == .missing)
    expectText(
      trip,
      [
        (
          """
          "value" : "Hallo"
                    }
                  },
                  "fr" : {
                    "stringUnit" : {
                      "state" : "translated",
                      "value" : "Bonjour"
                    }
                  }
          """,
          """
          "value" : "Hallo"
                    }
                  }
          """
        )
      ])
  }

  @Test("removeTranslation of a cell without a localization changes nothing")
  mutating func removeNothing() throws {
    // The source language's text of Bye is the key itself: there is no localization to remove.
    let target = EditCatalog.cell("Bye", "en")
    #expect(project.content(of: target) == .text("Bye", state: nil))
    let before = ProjectSnapshot(project)
    let changes = try project.apply([.removeTranslation(target)])
    #expect(changes.isEmpty)
    #expect(changes.files.isEmpty)
    #expect(ProjectSnapshot(project).differences(from: before) == [])
  }

  @Test("addKey adds the key with its source text, in Xcode's order")
  mutating func addKey() throws {
    let trip = try RoundTrip(
      &project,
      [
        .addKey(
          EditCatalog.table, LocalizationKey("Welcome"), sourceValue: "Welcome!", comment: "Title")
      ])
    #expect(keys.contains("Welcome"))
    #expect(
      project.content(of: EditCatalog.cell("Welcome", "en"))
        == .text("Welcome!", state: .translated))
    #expect(project.coverage(of: EditCatalog.cell("Welcome", "de")) == .gap(.missing))
    let text = try #require(trip.after.text(EditCatalog.path))
    #expect(text.contains("\"Photos\" : {"))
    #expect(
      text.contains(
        """
            "Welcome" : {
              "comment" : "Title",
              "extractionState" : "manual",
              "localizations" : {
                "en" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Welcome!"
                  }
                }
              }
            }
          },
        """))
  }

  @Test("renameKey renames the key and moves it to its place")
  mutating func renameKey() throws {
    let trip = try RoundTrip(
      &project,
      [.renameKey(EditCatalog.table, LocalizationKey("Hello"), to: LocalizationKey("Aloha"))])
    #expect(keys == ["Aloha", "Bye", "Files %lld", "Greeting %@", "Internal", "Photos"])
    #expect(
      project.content(of: EditCatalog.cell("Aloha", "fr")) == .text("Bonjour", state: .translated))
    #expect(trip.after.text(EditCatalog.path)?.contains("\"Hello\"") == false)
  }

  @Test("deleteKey removes the key")
  mutating func deleteKey() throws {
    let trip = try RoundTrip(&project, [.deleteKey(EditCatalog.table, LocalizationKey("Bye"))])
    #expect(keys == ["Files %lld", "Greeting %@", "Hello", "Internal", "Photos"])
    #expect(trip.after.text(EditCatalog.path)?.contains("Tschüss") == false)
  }

  @Test("setComment sets a comment where Xcode puts it, and removes one")
  mutating func setComment() throws {
    let trip = try RoundTrip(
      &project, [.setComment(EditCatalog.cell("Hello", "de"), "Greets")])
    expectText(
      trip,
      [
        (
          "\"Hello\" : {\n      \"localizations\"",
          "\"Hello\" : {\n      \"comment\" : \"Greets\",\n      \"localizations\""
        )
      ])
    let removed = try RoundTrip(
      &project, [.setComment(EditCatalog.cell("Greeting %@", "fr"), nil)])
    #expect(removed.after.text(EditCatalog.path)?.contains("Shown on launch") == false)
  }

  @Test("addLanguage, then setText in it")
  mutating func addLanguage() throws {
    let target = EditCatalog.cell("Hello", "ja")
    let trip = try RoundTrip(&project, [.addLanguage(LanguageID("ja")), .setText(target, "こんにちは")])
    #expect(project.languages.map(\.code) == ["en", "de", "fr", "ja"])
    #expect(trip.changedFiles == [EditCatalog.path])
    #expect(project.files.count == 1)
    #expect(project.content(of: target) == .text("こんにちは", state: .translated))
    #expect(project.coverage(of: EditCatalog.cell("Bye", "ja")) == .gap(.missing))
  }

  @Test(
    "more shapes: a source text that is the key, a key not to translate, a category removed, device variations, an empty comment, a custom state, renames"
  )
  mutating func moreShapes() throws {
    try RoundTrip(&project, [.setText(EditCatalog.cell("Bye", "en"), "Goodbye!")])
    #expect(
      project.content(of: EditCatalog.cell("Bye", "en")) == .text("Goodbye!", state: .translated))
    try RoundTrip(&project, [.setText(EditCatalog.cell("Internal", "de"), "Intern")])
    #expect(project.coverage(of: EditCatalog.cell("Internal", "de")) == .notCounted)
    try RoundTrip(
      &project, [.setPluralForms(EditCatalog.cell("Files %lld", "de"), .plural, ["one": nil])])
    #expect(
      project.content(of: EditCatalog.cell("Files %lld", "de")).plural?.variables.first?.forms
        .map(\.category) == ["other"])
    try RoundTrip(
      &project, [.setPluralForms(EditCatalog.cell("Hello", "fr"), .device, ["iphone": "Salut"])])
    try RoundTrip(&project, [.setComment(EditCatalog.cell("Greeting %@", "de"), "")])
    try RoundTrip(&project, [.setState(EditCatalog.cell("Bye", "de"), .other("custom"))])
    #expect(project.content(of: EditCatalog.cell("Bye", "de")).state == .other("custom"))
    try RoundTrip(&project, [.renameKey(EditCatalog.table, key("Photos"), to: key("Zebra"))])
    try RoundTrip(&project, [.renameKey(EditCatalog.table, key("Bye"), to: key("bye"))])
    #expect(keys.contains("bye") && !keys.contains("Bye"))
  }

  @Test("a catalog without a strings object gets one")
  func emptyCatalog() throws {
    let folder = try TestSupport.fixture([
      "Empty.xcstrings": "{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}"
    ])
    var project = try folder.load()
    #expect(project.grids.first?.keys == [])
    let trip = try RoundTrip(
      &project, [.addKey(TableID("Empty"), LocalizationKey("One"), sourceValue: "1", comment: nil)])
    #expect(
      trip.after.text("Empty.xcstrings")?.contains("\"strings\" : {\n    \"One\" : {") == true)
    #expect(project.grids.first?.keys.map(\.text) == ["One"])
  }
}
