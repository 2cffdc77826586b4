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
