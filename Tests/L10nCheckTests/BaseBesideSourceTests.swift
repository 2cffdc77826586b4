import L10nCheck
import L10nModel
import L10nTestSupport
import Testing

/// `Base` beside the source language's file for one table is neither its source nor a
/// translation: no coverage, no translation findings, no plural-category findings; `Base` as a
/// table's source has the development language's plural categories.
@Suite struct BaseBesideSourceTests {
  static func described(_ findings: some Sequence<Finding>) -> [String] {
    findings.map { "\($0.ruleID) \($0.cell?.key.text ?? "") \($0.cell?.language.code ?? "")" }
      .sorted()
  }

  @Test(".strings: only de's gap is found; Base is never a gap, extra, untranslated or empty")
  func strings() throws {
    let project = makeProject(
      SharedFixtures.baseBesideSourceFiles.map { ($0.key, $0.value) }.sorted { $0.0 < $1.0 })
    #expect(Self.described(Linter().run(project)) == ["missing-translation only.en de"])
    let grid = try #require(project.gridIndex(of: TableID("Localizable")))
    let base = try #require(project.column(of: .base))
    #expect(project.languages[try #require(project.sourceColumn(ofGrid: grid))] == .english)
    #expect(project.isBaseBesideSource(grid: grid, column: base))
    for row in project.grids[grid].keys.indices {
      #expect(project.coverage(grid: grid, row: row, column: base) == .notCounted)
    }
    #expect(project.gapFlags(grid: grid).count == 1)
  }

  @Test(".stringsdict in en, Base and de: categories checked in de only")
  func pluralCategories() {
    let wrong = stringsdict(forms: [("few", "%ld files"), ("other", "%ld files")])
    let files = [
      ("en.lproj/Localizable.stringsdict", PluralRuleTests.english.1),
      ("Base.lproj/Localizable.stringsdict", wrong),
      ("de.lproj/Localizable.stringsdict", wrong),
    ]
    let found = Linter().run(makeProject(files)).filter { $0.ruleID.contains("plural-category") }
    #expect(
      Self.described(found) == [
        "missing-plural-category files de", "unused-plural-category files de",
      ])
  }

  @Test("Base as a table's source has the development language's plural categories")
  func baseAsSource() {
    let files = [
      ("Base.lproj/Localizable.stringsdict", PluralRuleTests.english.1),
      ("ja.lproj/Other.strings", "\"x\" = \"X\";\n"),
    ]
    let japanese = makeProject(files, sourceLanguage: LanguageID("ja"))
    #expect(
      pluralFindings("unused-plural-category", files, sourceLanguage: LanguageID("ja")).map(
        \.message) == ["\"files\" in Base (n): has one, which Base (as ja) never uses"])
    #expect(japanese.sourceColumn(ofGrid: 0).map { japanese.languages[$0] } == .base)
    // Developed in English, Base needs English's categories.
    #expect(pluralFindings("missing-plural-category", files).isEmpty)
    #expect(pluralFindings("unused-plural-category", files).isEmpty)
  }
}
