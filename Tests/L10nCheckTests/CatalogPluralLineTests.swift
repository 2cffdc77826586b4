import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// A String Catalog's plural findings point at the language's localization, where the forms
/// to fix are, not at the key.
@Suite struct CatalogPluralLineTests {
  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "photos.count" : {
          "localizations" : {
            "en" : {
              "variations" : {
                "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                }
              }
            },
            "fr" : {
              "variations" : {
                "plural" : {
                  "few" : { "stringUnit" : { "state" : "translated", "value" : "%lld (few)" } },
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
                }
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  @Test("unused and large-number plural categories of fr: at fr's line (14), not the key's (4)")
  func atTheLanguage() throws {
    let folder = try TestSupport.fixture(["Localizable.xcstrings": Self.catalog])
    let findings = Linter().run(try folder.load()).filter {
      $0.ruleID.hasSuffix("plural-category") || $0.ruleID == "large-number-plural"
    }
    // fr's `many` is for large round numbers only: `large-number-plural`'s, said once.
    #expect(Set(findings.map(\.ruleID)) == ["unused-plural-category", "large-number-plural"])
    #expect(findings.map(\.location.line) == findings.map { _ in 14 })
    withExtendedLifetime(folder) {}
  }
}
