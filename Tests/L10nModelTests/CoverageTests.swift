import L10nModel
import L10nTestSupport
import Testing

/// `Project.coverage`: the one definition of a gap, on catalogs and `.strings` tables.
@Suite struct CoverageTests {
  /// Every gap of a project, as `table/key/language: gap`.
  static func gaps(_ project: Project) -> [String] {
    var gaps: [String] = []
    for (grid, table) in project.grids.enumerated() {
      for row in table.keys.indices {
        for column in project.languages.indices {
          guard case .gap(let gap) = project.coverage(grid: grid, row: row, column: column)
          else { continue }
          let cell = project.cellID(grid: grid, row: row, column: column)
          gaps.append("\(cell.table)/\(cell.key)/\(cell.language): \(gap)")
        }
      }
    }
    return gaps
  }

  static func cell(_ table: String, _ key: String, _ language: String) -> CellID {
    CellID(table: TableID(table), key: LocalizationKey(key), language: LanguageID(language))
  }

  @Test("the three-key catalog: one gap, Hello in de (state new); Internal is not counted")
  func threeKeyCatalog() throws {
    let folder = try SharedFixtures.threeKeyProject()
    let project = try folder.load()
    #expect(project.languages.map(\.code) == ["en", "de"])
    #expect(Self.gaps(project) == ["Localizable/Hello/de: new"])
    let cell = { Self.cell("Localizable", $0, $1) }
    #expect(project.coverage(of: cell("Hello", "de")) == .gap(.new))
    #expect(project.coverage(of: cell("Hello", "en")) == .covered)
    #expect(project.coverage(of: cell("Bye", "de")) == .covered)
    #expect(project.coverage(of: cell("Internal", "de")) == .notCounted)
    #expect(project.coverage(of: cell("Internal", "en")) == .notCounted)
    #expect(project.content(of: cell("Hello", "de")) == .text("Hallo", state: .new))
    #expect(project.content(of: cell("Bye", "de")) == .text("Tschüss", state: .translated))
    // A source-language localization may be absent: the key is the source text.
    #expect(project.content(of: cell("Bye", "en")) == .text("Bye", state: nil))
    #expect(project.content(of: cell("Internal", "de")) == .missing)
    let grid = try #require(project.gridIndex(of: TableID("Localizable")))
    #expect(project.gapFlags(grid: grid).count == 1)
    #expect(
      project.gapFlags(grid: grid).rows == project.grids[grid].keys.map { $0.text == "Hello" })
  }

  @Test("a catalog's empty key is nothing to translate: never a gap, in no language")
  func emptyCatalogKey() throws {
    let project = try SharedFixtures.emptyKeyProject().load()
    #expect(
      Self.gaps(project) == ["Localizable/Hello/fr: missing", "Localizable/World/de: missing"])
    let grid = try #require(project.gridIndex(of: TableID("Localizable")))
    #expect(project.isNothingToTranslate(grid: grid, row: 0))
    #expect(!project.isNothingToTranslate(grid: grid, row: 1))
    for language in ["en", "de", "fr"] {
      #expect(project.coverage(of: Self.cell("Localizable", "", language)) == .notCounted)
    }
    #expect(project.gapFlags(grid: grid).rows == [false, true, true])
  }

  static let stringsFixture = [
    "en.lproj/Localizable.strings": "\"a\" = \"A\";\n\"b\" = \"B\";\n\"c\" = \"C\";\n",
    "de.lproj/Localizable.strings": "\"a\" = \"A-de\";\n\"b\" = \"\";\n\"extra\" = \"X\";\n",
    // Not a .strings file: a value without its terminator.
    "fr.lproj/Localizable.strings": "\"a\" = \"A-fr\"\n\"b\" = ",
    "ja.lproj/Other.strings": "\"o\" = \"O\";\n",
    "en.lproj/Other.strings": "\"o\" = \"O\";\n",
  ]

  @Test(".strings: a missing cell, an empty value, an extra key, an unreadable file")
  func strings() throws {
    let folder = try TestSupport.fixture(Self.stringsFixture)
    let project = try folder.load()
    #expect(project.languages.map(\.code) == ["en", "de", "fr", "ja"])
    let cell = { Self.cell("Localizable", $0, $1) }
    #expect(project.coverage(of: cell("a", "de")) == .covered)
    #expect(project.coverage(of: cell("b", "de")) == .gap(.empty))
    #expect(project.content(of: cell("b", "de")) == .text("", state: nil))
    #expect(project.coverage(of: cell("c", "de")) == .gap(.missing))
    #expect(project.content(of: cell("c", "de")) == .missing)
    // A key only a translation has is not a gap in any column.
    for language in ["en", "de", "fr", "ja"] {
      #expect(project.coverage(of: cell("extra", language)) == .notCounted)
    }
    // fr's file failed to parse: nothing is known of its cells.
    for key in ["a", "b", "c"] {
      #expect(project.coverage(of: cell(key, "fr")) == .notCounted)
      #expect(project.content(of: cell(key, "fr")) == .unreadable)
    }
    // ja has no file for the table: every source key is missing.
    for key in ["a", "b", "c"] {
      #expect(project.coverage(of: cell(key, "ja")) == .gap(.missing))
    }
    // A cell of a key the table does not have, or of an unknown language.
    #expect(project.coverage(of: cell("nope", "de")) == .notCounted)
    #expect(project.content(of: cell("nope", "de")) == .missing)
    #expect(project.content(of: cell("nope", "fr")) == .unreadable)
    #expect(project.coverage(of: cell("a", "xx")) == .notCounted)
    #expect(
      Self.gaps(project).sorted() == [
        "Localizable/a/ja: missing", "Localizable/b/de: empty", "Localizable/b/ja: missing",
        "Localizable/c/de: missing", "Localizable/c/ja: missing", "Other/o/de: missing",
        "Other/o/fr: missing",
      ])
  }

  @Test("a source-language file that fails to parse leaves nothing to compare with")
  func unreadableSource() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"a\" = ",
      "de.lproj/Localizable.strings": "\"b\" = \"B\";\n",
    ])
    let project = try folder.load()
    let grid = try #require(project.gridIndex(of: TableID("Localizable")))
    #expect(project.sourceColumn(ofGrid: grid) == nil)
    #expect(Self.gaps(project).isEmpty)
  }

  @Test("Base is the source of a table the source language has no file for")
  func baseAsSource() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"hello\" = \"Hello\";\n",
      "de.lproj/Localizable.strings": "\"hello\" = \"Hallo\";\n",
      "Base.lproj/Main.strings": "\"title\" = \"Title\";\n\"button\" = \"\";\n",
      "de.lproj/Main.strings": "\"button\" = \"Knopf\";\n\"old\" = \"Alt\";\n",
    ])
    let project = try folder.load()
    #expect(project.sourceLanguage == .english)
    #expect(project.languages.map(\.code) == ["en", "Base", "de"])
    let grid = try #require(project.gridIndex(of: TableID("Main")))
    #expect(project.sourceColumn(ofGrid: grid) == project.column(of: .base))
    let cell = { Self.cell("Main", $0, $1) }
    #expect(project.coverage(of: cell("title", "de")) == .gap(.missing))
    #expect(project.coverage(of: cell("button", "de")) == .covered)
    #expect(project.coverage(of: cell("button", "Base")) == .gap(.empty))
    // A key Base does not have is not a gap.
    #expect(project.coverage(of: cell("old", "de")) == .notCounted)
    // en has no Main.strings: Base is its text, so en lacks nothing.
    #expect(project.coverage(of: cell("title", "en")) == .notCounted)
    // Base has no Localizable.strings: it is no translation, so it lacks nothing either.
    #expect(project.coverage(of: Self.cell("Localizable", "hello", "Base")) == .notCounted)
    #expect(
      Self.gaps(project).sorted() == ["Main/button/Base: empty", "Main/title/de: missing"])
  }

  @Test("gapFlags agrees with per-cell coverage on the fixtures")
  func gapFlagsOnFixtures() throws {
    let strings = try TestSupport.fixture(Self.stringsFixture)
    let catalog = try SharedFixtures.threeKeyProject()
    for project in [
      try strings.load(), try catalog.load(),
      try TestSupport.load(TestSupport.sampleResources.path),
    ] {
      for grid in project.grids.indices {
        let flags = project.gapFlags(grid: grid)
        let perCell = project.grids[grid].keys.indices.map { project.gapCount(grid: grid, row: $0) }
        #expect(flags.rows == perCell.map { $0 > 0 })
        #expect(flags.count == perCell.reduce(0, +))
      }
    }
  }
}
