import L10nModel
import L10nTestSupport
import Testing

/// `CellEdit.vary` of one argument (`.substitution`): the shape Xcode writes for a text with
/// several counts (CotEditor's `FolderFind.Metrics.message`: `%#@arg1@ in %#@arg2@`, each
/// `argN` with `argNum`, `formatSpecifier` and plural forms in `%arg`), and back byte for byte.
@Suite struct CatalogSubstitutionTests {
  static let path = "Localizable.xcstrings"

  static func catalog(_ german: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%lld matches in %lld files" : {
          "localizations" : {
            "de" : {
    \(german)
            }
          }
        }
      },
      "version" : "1.0"
    }
    """
  }

  static let text = """
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Treffer in %lld Dateien"
              }
    """

  static let varied = """
              "stringUnit" : {
                "state" : "translated",
                "value" : "%lld Treffer in %#@arg2@"
              },
              "substitutions" : {
                "arg2" : {
                  "argNum" : 2,
                  "formatSpecifier" : "lld",
                  "variations" : {
                    "plural" : {
                      "one" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%arg"
                        }
                      },
                      "other" : {
                        "stringUnit" : {
                          "state" : "needs_review",
                          "value" : "%arg"
                        }
                      }
                    }
                  }
                }
              }
    """

  let folder: TemporaryFolder
  var project: Project
  let cell = CellID(
    table: TableID("Localizable"), key: LocalizationKey("%lld matches in %lld files"),
    language: LanguageID("de"))

  init() throws {
    folder = try TestSupport.fixture([Self.path: Self.catalog(Self.text)])
    project = try folder.load()
  }

  @Test("the second count becomes a substitution as Xcode writes it, and back byte for byte")
  mutating func substitutionAndBack() throws {
    // The German text without " Dateien", to show the specifier's place alone.
    _ = try project.apply([.setText(cell, "%lld Treffer in %lld")])
    let trip = try RoundTrip(
      &project, [.vary(cell, .substitution(argument: 2, categories: ["one", "other"]))])
    #expect(trip.after.text(Self.path) == Self.catalog(Self.varied))
    let back = try RoundTrip(&project, [.vary(cell, .unsubstitution(argument: 2))])
    #expect(back.after.text(Self.path) == trip.before.text(Self.path))
    #expect(trip.before.text(Self.path)?.contains("%lld Treffer in %lld") == true)
  }

  @Test("an argument that is no integer, one that is not there, one varied already: refused")
  mutating func refusals() throws {
    _ = try project.apply([.setText(cell, "%@ in %lld")])
    for variation in [
      CellVariation.substitution(argument: 1, categories: ["one", "other"]),
      .substitution(argument: 3, categories: ["one", "other"]),
      .unsubstitution(argument: 2),
    ] {
      #expect(throws: (any Error).self) { try project.apply([.vary(cell, variation)]) }
    }
    _ = try project.apply([.vary(cell, .substitution(argument: 2, categories: ["other"]))])
    #expect(throws: (any Error).self) {
      try project.apply([.vary(cell, .substitution(argument: 2, categories: ["other"]))])
    }
  }
}
