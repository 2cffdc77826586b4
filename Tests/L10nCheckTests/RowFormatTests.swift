import L10nFormats
import L10nGrammar
import L10nModel
import L10nTestSupport
import Testing

@testable import L10nCheck

@Suite("A row's formats: read with the row, the source's shared where the text after % is alike")
struct RowFormatTests {
  @Test("each cell's format is its own text's, whether shared with the source or parsed")
  func formats() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"total\" = \"Total: %.2f\";\n\"plain\" = \"Open\";\n",
      "de.lproj/Localizable.strings": "\"total\" = \"Summe: %.2f\";\n\"plain\" = \"100%\";\n",
      "fr.lproj/Localizable.strings": "\"total\" = \"Total : %d\";\n\"plain\" = \"Ouvrir\";\n",
      "ja.lproj/Localizable.strings": "\"total\" = \"%.2f 合計\";\n\"plain\" = \"開く\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let grid = try #require(project.grids.first)
    for (row, key) in grid.keys.enumerated() {
      let context = RowContext(project: project, grid: grid, row: row)
      for cell in [context.source] + context.translations {
        let value = try #require(cell.value, "\(key.text) \(cell.language.code)")
        #expect(cell.format == FormatString(value), "\(key.text) \(cell.language.code)")
      }
      // Read in one batch, as lint reads rows, the same.
      let batched = RowContext.rows(RowContext.Table(project: project, grid: grid), [row])
      #expect(batched.first?.translations.map(\.format) == context.translations.map(\.format))
    }
  }
}

@Suite("TableGrid.rowsInFileOrder: the order lint and stats read a table's rows in")
struct RowsInFileOrderTests {
  @Test("a file's entry order, its missing rows after in key order; key order without a file")
  func order() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"c\" = \"C\";\n\"a\" = \"A\";\n\"d\" = \"D\";\n",
      "de.lproj/Localizable.strings": "\"b\" = \"B\";\n\"e\" = \"E\";\n\"a\" = \"A\";\n",
    ])
    let project = try ProjectLoader.load(folder.path)
    let grid = try #require(project.grids.first)
    let keys = { (rows: [Int]) in rows.map { grid.keys[$0].text } }
    #expect(keys(grid.keys.indices.map { $0 }) == ["a", "b", "c", "d", "e"])
    let en = try #require(project.languages.firstIndex(of: LanguageID("en")))
    let de = try #require(project.languages.firstIndex(of: LanguageID("de")))
    #expect(keys(grid.rowsInFileOrder(column: en)) == ["c", "a", "d", "b", "e"])
    #expect(keys(grid.rowsInFileOrder(column: de)) == ["b", "e", "a", "c", "d"])
    #expect(keys(grid.rowsInFileOrder(column: nil)) == ["a", "b", "c", "d", "e"])
    // lint reads the source's order.
    let table = RowContext.Table(project: project, grid: grid)
    #expect(keys(RowContext.rowsInFileOrder(table)) == ["c", "a", "d", "b", "e"])
  }
}
