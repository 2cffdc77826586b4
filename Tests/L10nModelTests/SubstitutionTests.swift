import L10nModel
import L10nTestSupport
import Testing

@testable import L10nFormats

/// A catalog substitution named `plural` is a substitution, never the localization's own
/// plural variations: `VariableID` reserves no name.
@Suite struct SubstitutionTests {
  static let photos = CellID(
    table: TableID("Localizable"), key: LocalizationKey("Photos"), language: LanguageID("de"))

  static func localization(_ project: Project, _ language: String) throws -> JSONNode {
    let catalog = try #require(project.files.first?.catalog)
    return try #require(
      catalog.entry(LocalizationKey("Photos"))?.localization(LanguageID(language))?.node)
  }

  @Test("the substitution is a plural variable named plural, typed as a substitution")
  func variables() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    let project = try folder.load()
    let node = try Self.localization(project, "de")
    let variables = XCStringsLocalization(node).pluralVariables
    #expect(variables.map(\.id) == [.substitution("plural")])
    #expect(variables.first?.valueType == "lld")
    #expect(variables.first?.form("other") == "%arg Fotos")
  }

  @Test("a string unit with substitutions is plural content; the grid shows its format")
  func content() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    let project = try folder.load()
    let content = project.content(of: Self.photos)
    #expect(content.plural?.variables.map(\.id) == [.substitution("plural")])
    #expect(content.plural?.formatKey == "%#@plural@")
    let grid = try #require(project.gridIndex(of: Self.photos.table))
    let row = try #require(project.grids[grid].row(of: Self.photos.key))
    let column = try #require(project.column(of: Self.photos.language))
    #expect(project.summary(grid: grid, row: row, column: column) == "%#@plural@")
  }

  @Test("setPluralForms(.substitution(\"plural\")) changes the substitution, adds no variations")
  func setSubstitutionForms() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    var project = try folder.load()
    let trip = try RoundTrip(
      &project, [.setPluralForms(Self.photos, .substitution("plural"), ["other": "x"])])
    let node = try Self.localization(project, "de")
    #expect(node["variations"] == nil)
    #expect(
      node["substitutions"]?["plural"]?["variations"]?["plural"]?["other"]?["stringUnit"]?[
        "value"]?.text == "x")
    #expect(node["stringUnit"]?["value"]?.text == "%#@plural@")
    #expect(
      trip.after.text("Localizable.xcstrings")
        == SharedFixtures.pluralSubstitutionCatalog.replacing(
          "\"value\" : \"%arg Fotos\"", with: "\"value\" : \"x\""))
  }

  @Test("the localization's own plural variations are another variable")
  func ownVariations() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    var project = try folder.load()
    try RoundTrip(&project, [.setPluralForms(Self.photos, .plural, ["other": "y"])])
    let node = try Self.localization(project, "de")
    #expect(node["variations"]?["plural"]?["other"]?["stringUnit"]?["value"]?.text == "y")
    #expect(
      node["substitutions"]?["plural"]?["variations"]?["plural"]?["other"]?["stringUnit"]?[
        "value"]?.text == "%arg Fotos")
  }

  @Test("in a new language the substitution is made like the source's")
  func newLanguage() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    var project = try folder.load()
    var cell = Self.photos
    cell.language = LanguageID("fr")
    try RoundTrip(
      &project,
      [
        .addLanguage(LanguageID("fr")),
        .setPluralForms(
          cell, .substitution("plural"), ["one": "%arg photo", "other": "%arg photos"]),
      ])
    let node = try Self.localization(project, "fr")
    #expect(node["variations"] == nil)
    #expect(node["stringUnit"]?["value"]?.text == "%#@plural@")
    let substitution = try #require(node["substitutions"]?["plural"])
    #expect(substitution["argNum"] == .number("1"))
    #expect(substitution["formatSpecifier"]?.text == "lld")
    #expect(
      XCStringsLocalization(node).pluralVariables.first?.forms.map(\.category) == ["one", "other"])
  }
}
