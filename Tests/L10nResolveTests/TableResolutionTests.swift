import L10nFormats
import L10nModel
import L10nResolve
import L10nTestSupport
import Testing

@Suite struct TableResolutionTests {
  /// A bundle with `en` (development), `fr`, `de`, `Base`, `es` without Localizable, `es_MX`.
  private func project() throws -> (TemporaryFolder, Project) {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings":
        "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n\"5LN-YU-Bwy.title\" = \"Quit\";\n",
      "fr.lproj/Localizable.strings": "\"a\" = \"A-fr\";\n",
      "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n\"b\" = \"B-de\";\n",
      "es_MX.lproj/Localizable.strings": "\"a\" = \"A-mx\";\n",
      "es.lproj/Other.strings": "\"x\" = \"X-es\";\n",
      "en.lproj/Other.strings": "\"x\" = \"X\";\n",
      "Base.lproj/Main.strings": "\"t\" = \"T-base\";\n",
      "fr.lproj/Main.strings": "\"t\" = \"T-fr\";\n",
    ])
    return (folder, try TestSupport.load(folder.path))
  }

  private func resolution(_ project: Project, _ table: String, _ preferences: [String])
    -> TableResolution
  {
    let grid = project.grids.firstIndex { $0.table.name == table } ?? -1
    return TableResolution(project: project, grid: grid, preferences: preferences)
  }

  @Test("the chosen localization's table; a key it lacks shows as the key itself")
  func chosenAndKey() throws {
    let (folder, project) = try project()
    try withExtendedLifetime(folder) {
      let table = resolution(project, "Localizable", ["fr-CA", "de", "en"])
      #expect(table.searchList.map(\.code) == ["fr", "en"])
      #expect(table.stringsLanguage == LanguageID("fr"))
      let values = table.resolveAll()
      #expect(values.map(\.text) == ["Quit", "A-fr", "b", "c"])
      #expect(values.map(\.origin) == [.storyboard, .chosen, .key, .key])
      #expect(values.first?.explanation == "the storyboard's own text (not in fr)")
      #expect(values.last?.explanation == "key itself (not in fr)")
      let a = try #require(table.resolve(key: LocalizationKey("a")))
      #expect(a.language == LanguageID("fr"))
    }
  }

  @Test("German when French is not offered to a de, en user")
  func german() throws {
    let (folder, project) = try project()
    withExtendedLifetime(folder) {
      let values = resolution(project, "Localizable", ["de", "en"]).resolveAll()
      #expect(values.map(\.text) == ["Quit", "A-de", "B-de", "c"])
    }
  }

  @Test("a table missing in the chosen localization comes from the development language")
  func developmentFallback() throws {
    let (folder, project) = try project()
    try withExtendedLifetime(folder) {
      let table = resolution(project, "Other", ["fr", "de"])
      #expect(table.searchList.map(\.code) == ["fr", "en"])
      let x = try #require(table.resolve(key: LocalizationKey("x")))
      #expect(x.text == "X")
      #expect(x.origin == .development)
      #expect(x.skipped == [LanguageID("fr"), .base])
    }
  }

  @Test("es-419 gets es; its Localizable is missing, so English shows")
  func spanish() throws {
    let (folder, project) = try project()
    withExtendedLifetime(folder) {
      let table = resolution(project, "Localizable", ["es-419"])
      #expect(table.searchList.first == LanguageID("es"))
      #expect(table.stringsLanguage == LanguageID("en"))
      let other = resolution(project, "Other", ["es-419"])
      #expect(other.resolve(key: LocalizationKey("x"))?.origin == .chosen)
      #expect(other.resolve(key: LocalizationKey("x"))?.text == "X-es")
    }
  }

  @Test("Base is looked in second: a Japanese user of a Base + fr storyboard table")
  func base() throws {
    let (folder, project) = try project()
    try withExtendedLifetime(folder) {
      let table = resolution(project, "Main", ["ja"])
      #expect(table.lookupOrder.map(\.code) == ["en", "Base"])
      let t = try #require(table.resolve(key: LocalizationKey("t")))
      #expect(t.origin == .base)
      #expect(t.text == "T-base")
      #expect(
        resolution(project, "Main", ["fr-CA"]).resolve(key: LocalizationKey("t"))?.text == "T-fr")
    }
  }
}
