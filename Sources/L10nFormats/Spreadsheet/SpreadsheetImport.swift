@preconcurrency import CSV
import Foundation
import L10nModel

/// The edits a spreadsheet (CSV in `SpreadsheetExport`'s shape) makes to a project.
///
/// Read with a CSV library (RFC 4180: quoted fields, doubled quotes, line breaks inside quotes,
/// CRLF or LF), a UTF-8 byte order mark skipped. The header names the columns: `table`, `key`,
/// optionally `comment` (not imported), and one column per language; the source language's
/// column is not imported (the development text is changed in the code or the editor). An
/// empty field changes nothing: a spreadsheet cannot tell an empty text from none. The `'`
/// export puts before a formula-like field is removed (`SpreadsheetFormula`). Only texts that
/// differ become edits. A language's state column (`de state`, see `SpreadsheetState`) sets the
/// review state of the row's text: `needs review` marks it (reason `imported`), `translated`
/// marks a text that needs review reviewed, an empty field changes nothing. A quoted field that
/// never closes is an error at its opening quote (the library would read the rest of the file
/// into it).
public enum SpreadsheetImport {
  /// A spreadsheet that cannot be imported: nothing is.
  public struct Failure: Error, CustomStringConvertible {
    /// `path: row N: reason`, or `path:line:column: reason`.
    public var description: String
  }

  /// The edits, and per language how many texts change.
  public struct Result: Sendable {
    /// The edits, in row order (plural forms of one key together).
    public var edits: [CellEdit]
    /// Per language column, in header order, the number of texts that change.
    public var changed: [(language: LanguageID, count: Int)]
    /// Per language column, in header order, the number of review states the state columns
    /// change (a text's own change aside).
    public var reviewed: [(language: LanguageID, count: Int)]
  }

  /// The edits the CSV `bytes` (read from `path`) make to `project`.
  public static func edits(_ bytes: [UInt8], path: String, into project: Project)
    throws(Failure) -> Result
  {
    var body = bytes
    if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.removeFirst(3) }
    guard let text = String(validating: body, as: UTF8.self) else {
      throw Failure(description: "\(path): not UTF-8 text")
    }
    if let open = CSVQuotes.unclosedQuote(in: body) {
      let location = body.withUnsafeBufferPointer { LineIndex.location(of: open, in: $0) }
      throw Failure(
        description: "\(path):\(location.line):\(location.column): the quoted field that "
          + "starts here never ends (a closing \" is missing); nothing imported")
    }
    let reader: CSVReader
    do {
      reader = try CSVReader(string: text, hasHeaderRow: true)
    } catch CSVError.cannotReadHeaderRow {
      throw Failure(
        description: "\(path):1:1: the file is empty: its first row names the columns (table, "
          + "key, comment, then one per language)")
    } catch {
      throw Failure(description: "\(path):1:1: \(error)")
    }
    let header = reader.headerRow ?? []
    guard let tableColumn = header.firstIndex(of: "table"),
      let keyColumn = header.firstIndex(of: "key")
    else {
      throw Failure(description: "\(path): row 1: the header needs the columns table and key")
    }
    let stateColumns = Dictionary(
      header.indices.compactMap { column in
        SpreadsheetState.language(ofHeader: header[column]).map { ($0, column) }
      }, uniquingKeysWith: { first, _ in first })
    let languageColumns = header.indices.filter {
      ![tableColumn, keyColumn].contains($0) && header[$0] != "comment"
        && LanguageID(header[$0]) != project.sourceLanguage
        && SpreadsheetState.language(ofHeader: header[$0]) == nil
    }
    // Each language column names an `.lproj` folder the import may create.
    for column in languageColumns {
      do {
        _ = try LprojName(validating: header[column])
      } catch {
        throw Failure(description: "\(path): row 1, column \(column + 1): \(error.reason)")
      }
    }
    var builder = EditBuilder(project: project)
    for column in languageColumns where project.column(of: LanguageID(header[column])) == nil {
      builder.edits.append(.addLanguage(LanguageID(header[column])))
    }
    var counts = [Int](repeating: 0, count: languageColumns.count)
    var stateCounts = counts
    var rows: [RowName: Int] = [:]
    var row = 1
    while let cells = reader.next() {
      row += 1
      let fields = cells.map(SpreadsheetFormula.restored)
      guard fields.count == header.count else {
        throw Failure(
          description: "\(path): row \(row): \(fields.count) fields, the header has \(header.count)"
        )
      }
      let (grid, key, label) = try locate(
        table: fields[tableColumn], name: fields[keyColumn], in: project, path: path, row: row)
      // A text given twice: which one is meant is not clear, so nothing is imported.
      let name = RowName(table: Array(fields[tableColumn].utf8), key: Array(fields[keyColumn].utf8))
      if let first = rows.updateValue(row, forKey: name) {
        throw Failure(
          description:
            "\(path): row \(row): \(fields[tableColumn]) › \(fields[keyColumn]) is also on "
            + "row \(first): which one is meant is not clear")
      }
      for (index, column) in languageColumns.enumerated() {
        let language = LanguageID(header[column])
        let cell = CellID(table: project.grids[grid].table, key: key, language: language)
        let changed = !fields[column].isEmpty && builder.set(fields[column], label: label, of: cell)
        if changed { counts[index] += 1 }
        guard let stateColumn = stateColumns[language],
          let statement = SpreadsheetState.parse(fields[stateColumn])
        else { continue }
        guard statement != .unknown else {
          throw Failure(
            description:
              "\(path): row \(row), column \(stateColumn + 1): "
              + "\(ContentExcerpt.quoted(fields[stateColumn])) is not a review state (translated, "
              + "needs review, new, or empty for no change)")
        }
        if project.column(of: language) != nil,
          let edit = SpreadsheetState.edit(
            statement, label, of: cell, in: project, textChanged: changed)
        {
          builder.reviews.append(edit)
          stateCounts[index] += 1
        }
      }
    }
    if let error = reader.error {
      throw Failure(description: "\(path): row \(row + 1): \(error)")
    }
    return Result(
      edits: builder.finished(),
      changed: zip(languageColumns, counts).map { (LanguageID(header[$0]), $1) },
      reviewed: zip(languageColumns, stateCounts).map { (LanguageID(header[$0]), $1) })
  }

  /// A row's table and key (with its `[form]`), as written: by code points, as keys are told
  /// apart in the files.
  private struct RowName: Hashable {
    var table: [UInt8]
    var key: [UInt8]
  }

  /// The grid, key and label a row names: a key of the table, or a key with a `[form]`.
  private static func locate(
    table: String, name: String, in project: Project, path: String, row: Int
  ) throws(Failure) -> (Int, LocalizationKey, SpreadsheetLabel) {
    guard let grid = project.gridIndex(of: TableID(table)) else {
      throw Failure(
        description: "\(path): row \(row): the project has no table \(ContentExcerpt.quoted(table))"
      )
    }
    let rows = project.grids[grid]
    if rows.row(of: LocalizationKey(name)) != nil { return (grid, LocalizationKey(name), .text) }
    if name.hasSuffix("]"), let open = name.lastIndex(of: "[") {
      let key = LocalizationKey(String(name[..<open]))
      let inner = String(name[name.index(after: open)..<name.index(before: name.endIndex)])
      if let keyRow = rows.row(of: key) {
        let entry = project.languages.indices.lazy.compactMap {
          project.content(grid: grid, row: keyRow, column: $0).plural
        }.first
        if let entry {
          if inner == "format" { return (grid, key, .format) }
          if let dot = inner.lastIndex(of: "."),
            let variable = entry.variables.first(where: { $0.name == String(inner[..<dot]) })
          {
            return (grid, key, .form(variable.id, String(inner[inner.index(after: dot)...])))
          }
          if SpreadsheetLabel.isSimple(entry), let variable = entry.variables.first {
            return (grid, key, .form(variable.id, inner))
          }
        }
      }
    }
    throw Failure(
      description:
        "\(path): row \(row): \(ContentExcerpt.quoted(table)) has no key \(ContentExcerpt.quoted(name, limit: 80))"
    )
  }
}

/// Collects the edits of a spreadsheet: texts at once, plural forms per cell and variable.
private struct EditBuilder {
  let project: Project
  var edits: [CellEdit] = []
  /// Review states, set after every text (a text edit makes a translation translated again).
  var reviews: [CellEdit] = []
  private var forms = PluralFormEdits()

  init(project: Project) {
    self.project = project
  }

  /// Records `text` for `label` of `cell`; returns whether it changes anything.
  mutating func set(_ text: String, label: SpreadsheetLabel, of cell: CellID) -> Bool {
    let current = project.content(of: cell)
    guard label.text(in: current) != text else { return false }
    switch label {
    case .text: edits.append(.setText(cell, text))
    case .format: edits.append(.setPluralFormat(cell, text))
    case .form(let variable, let form):
      forms.set(text, form: form, of: variable, cell: cell)
    }
    return true
  }

  func finished() -> [CellEdit] {
    edits + forms.edits + reviews
  }
}
