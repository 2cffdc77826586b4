import L10nResolve
import Testing

@Suite struct BundleLocalizationsTests {
  private func bundle(_ localizations: String, development: String = "en") -> BundleLocalizations {
    BundleLocalizations(
      localizations: localizations.split(separator: ",").map(String.init),
      developmentRegion: development)
  }

  @Test("preferredLocalizations: the first localization when nothing matches (QA1828)")
  func preferredWithoutMatch() {
    #expect(bundle("de,fr").preferredLocalizations(for: ["ja"]) == ["de"])
    #expect(bundle("Base").preferredLocalizations(for: ["en"]) == ["Base"])
    #expect(bundle("de,fr,en").preferredLocalizations(for: ["fr-CA", "de"]) == ["fr"])
  }

  @Test("Base with English.lproj: a user preferring en gets English, not Base (Apple's matching)")
  func oldStyleName() {
    let legacy = bundle("Base,English,de")
    #expect(legacy.searchList(for: ["en"]).first == "English")
    #expect(legacy.lookupOrder(for: ["en"]).prefix(2) == ["English", "Base"])
    #expect(legacy.searchList(for: ["de"]).first == "de")
    // Without an old-style name the development region still stands in for Base.
    #expect(bundle("Base,de").searchList(for: ["en"]).first == "en")
  }

  @Test("search list: the development region is appended")
  func developmentAppended() {
    #expect(bundle("de,en,fr").searchList(for: ["fr-CA", "de", "en"]) == ["fr", "en"])
    #expect(bundle("de,en,fr").searchList(for: ["en"]) == ["en"])
    #expect(bundle("de,en,fr", development: "de").searchList(for: ["fr"]) == ["fr", "de"])
  }

  @Test("search list: nothing matches → the development region")
  func nothingMatches() {
    #expect(bundle("de,en,fr").searchList(for: ["ja"]) == ["en"])
    #expect(bundle("de,en,fr").searchList(for: []) == ["en"])
  }

  @Test("search list: nothing matches, no development region → en_US, else the first")
  func nothingMatchesWithoutDevelopmentRegion() {
    #expect(bundle("de,en_US,fr", development: "it").searchList(for: ["ja"]) == ["en_US", "it"])
    #expect(bundle("de,fr", development: "it").searchList(for: ["ja"]) == ["de", "it"])
  }

  @Test("Base only: the development region stands in for Base, and Base is looked in second")
  func baseOnly() {
    #expect(bundle("Base").searchList(for: ["fr"]) == ["en"])
    #expect(bundle("Base").lookupOrder(for: ["fr"]) == ["en", "Base"])
    #expect(bundle("Base").searchList(for: ["en-GB"]) == ["en"])
  }

  @Test("lookup order: the chosen localization, Base, then the rest")
  func lookupOrder() {
    #expect(bundle("Base,fr,de").lookupOrder(for: ["fr-CA"]) == ["fr", "Base", "en"])
    #expect(bundle("Base,en,en_GB").lookupOrder(for: ["en-IN"]) == ["en_GB", "Base", "en"])
    #expect(bundle("de,en,fr").lookupOrder(for: ["fr"]) == ["fr", "en"])
    #expect(bundle("Base,es,es_MX,en").lookupOrder(for: ["es-419"]) == ["es", "Base", "en"])
  }
}
