@preconcurrency import CSV
import Foundation
import L10nModel

/// A project's texts as a spreadsheet (CSV, RFC 4180): one row per key and table (not the keys
/// marked Don't Translate) — a plural key one row per form, `key[one]` (see
/// `SpreadsheetLabel`) — with the columns `table`, `key`, `comment`, then the source language and each other language, each followed by its review
/// state column (`de state`: see `SpreadsheetState`).
///
/// UTF-8 (with a byte order mark on request, for spreadsheet programs that need one to read
/// UTF-8), fields quoted when they hold a comma, a quote or a line break, CRLF between rows; a
/// field a spreadsheet program would run as a formula starts with `'` (`SpreadsheetFormula`).
public enum SpreadsheetExport {
  /// The CSV text of `languages` (the source first, then these) of `project`; `categories`
  /// gives a language's CLDR plural categories.
  public static func csv(
    _ project: Project, languages: [LanguageID], byteOrderMark: Bool = false,
    categories: (LanguageID) -> [String]
  ) throws -> [UInt8] {
    let columns = [project.sourceLanguage] + languages.filter { $0 != project.sourceLanguage }
    let indices = columns.map { project.column(of: $0) }
    let stream = OutputStream.toMemory()
    stream.open()
    let writer = try CSVWriter(stream: stream, newline: .crlf)
    let translations = columns.dropFirst()
    try writer.write(
      row: ["table", "key", "comment", project.sourceLanguage.code]
        + translations.flatMap { [$0.code, SpreadsheetState.header(of: $0)] })
    // Every column's categories, in CLDR order (zero, one, two, few, many, other).
    let allCategories = PluralCategory.allCases.map(\.rawValue).filter { name in
      columns.contains { categories($0).contains(name) }
    }
    for grid in project.grids.indices {
      let table = project.grids[grid]
      let source = project.sourceColumn(ofGrid: grid) ?? 0
      // A key marked Don't Translate is not for translators, as in Xcode's exports.
      for row in table.keys.indices where project.isToBeTranslated(grid: grid, row: row) {
        let contents = indices.map { column in
          column.map { project.content(grid: grid, row: row, column: $0) } ?? .missing
        }
        let comment = project.comment(grid: grid, row: row, column: source) ?? ""
        let plural = contents.lazy.compactMap(\.plural).first
        let labels =
          plural.map { SpreadsheetLabel.labels(of: $0, categories: allCategories) } ?? [.text]
        let simple = plural.map(SpreadsheetLabel.isSimple) ?? false
        if contents.allSatisfy({ if case .structured = $0 { true } else { !$0.isPresent } }) {
          continue
        }
        for label in labels {
          let texts = contents.map { label.text(in: $0) ?? "" }
          let states = zip(translations, contents.dropFirst()).map { language, content in
            let cell = CellID(table: table.table, key: table.keys[row], language: language)
            return SpreadsheetState.state(label, of: cell, content: content, in: project)?
              .description ?? ""
          }
          let fields =
            [table.table.path, label.rowName(key: table.keys[row].text, simple: simple), comment]
            + [texts[0]] + zip(texts.dropFirst(), states).flatMap { [$0, $1] }
          try writer.write(row: fields.map(SpreadsheetFormula.neutralized))
        }
      }
    }
    writer.stream.close()
    let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
    return (byteOrderMark ? [0xEF, 0xBB, 0xBF] : []) + Array(data) + Array("\r\n".utf8)
  }
}
