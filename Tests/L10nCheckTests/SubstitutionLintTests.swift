import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// The plural rules check a catalog substitution named `plural` as a substitution.
@Suite struct SubstitutionLintTests {
  @Test("a substitution named plural gives no finding")
  func clean() throws {
    let folder = try SharedFixtures.pluralSubstitutionProject()
    let findings = Linter().run(try folder.load())
    #expect(findings.map { "\($0.ruleID): \($0.message)" } == [])
  }

  @Test("its forms are checked, %arg read as its formatSpecifier")
  func checked() throws {
    let folder = try TestSupport.fixture([
      "Localizable.xcstrings": SharedFixtures.pluralSubstitutionCatalog.replacing(
        "\"%arg Fotos\"", with: "\"%@ Fotos\"")
    ])
    let findings = Linter().run(try folder.load())
    #expect(findings.map(\.ruleID) == ["plural-format"])
    #expect(findings.first?.message.contains("(plural)") == true)
    #expect(findings.first?.cell?.language == LanguageID("de"))
  }
}
