import L10nModel

/// A project's effective values as JSON (the last duplicate wins), in l10nedit's JSON style with
/// tables, languages and keys in Unicode code-point order.
package enum JSONExport {
  /// What to export.
  package enum Selection: Sendable {
    /// Every table: `{"<table id>": {"<language>": {"key": "value"}}}`.
    case allTables
    /// One table, the shape apps download at run time: `{"<language>": {"key": "value"}}`; a
    /// table the project lacks is `{}`.
    case table(TableID)
  }

  /// The JSON text of `selection` in `project`.
  ///
  /// Each language with a file for the table is an object of its keys; a plural entry is
  /// `{"one": "…", "other": "…"}`, or one such object per variable when it has several. Files
  /// that failed to parse contribute nothing.
  package static func export(_ project: Project, _ selection: Selection) -> [UInt8] {
    var bytes: [UInt8] = []
    write(project, selection) { bytes += $0 }
    return bytes
  }

  /// Writes the JSON text of `selection` in `project` (see `export(_:_:)`) to `output` in
  /// pieces of about a megabyte, each value decoded as it is written: the text is never held
  /// whole, nor any value longer than it is written.
  package static func write(
    _ project: Project, _ selection: Selection, to output: ([UInt8]) -> Void
  ) {
    var stream = JSONStream()
    switch selection {
    case .allTables:
      stream.beginObject()
      for grid in sortedByUTF8(Array(project.grids.indices), name: { project.grids[$0].table.path })
      {
        stream.key(project.grids[grid].table.path)
        writeLanguages(of: grid, in: project, to: &stream, output)
      }
      stream.endObject()
    case .table(let table):
      if let grid = project.gridIndex(of: table) {
        writeLanguages(of: grid, in: project, to: &stream, output)
      } else {
        stream.beginObject()
        stream.endObject()
      }
    }
    stream.end()
    output(stream.output)
  }

  /// The JSON text of one language of `table`, `{"key": "value"}`: the flat shape backends
  /// serve one language per file in; `{}` when the table or language is missing, or the
  /// language has no file for the table.
  package static func export(_ project: Project, table: TableID, language: LanguageID) -> [UInt8] {
    var stream = JSONStream()
    var bytes: [UInt8] = []
    if let grid = project.gridIndex(of: table), let column = project.column(of: language),
      hasFile(project.grids[grid], column)
    {
      writeKeys(of: grid, column: column, in: project, to: &stream) { bytes += $0 }
    } else {
      stream.beginObject()
      stream.endObject()
    }
    stream.end()
    return bytes + stream.output
  }

  /// `indices` in the UTF-8 (code-point) order of their names, equal names as they were.
  private static func sortedByUTF8(_ indices: [Int], name: (Int) -> String) -> [Int] {
    indices.map { ($0, name($0)) }
      .sorted { $0.1.utf8.lexicographicallyPrecedes($1.1.utf8) }
      .map(\.0)
  }

  private static func hasFile(_ grid: TableGrid, _ column: Int) -> Bool {
    grid.files[column] != nil || grid.pluralFiles[column] != nil
  }

  /// The object of the languages of `grid` that have a file for it, each the object of its keys.
  private static func writeLanguages(
    of grid: Int, in project: Project, to stream: inout JSONStream, _ output: ([UInt8]) -> Void
  ) {
    stream.beginObject()
    let columns = project.languages.indices.filter { hasFile(project.grids[grid], $0) }
    for column in sortedByUTF8(columns, name: { project.languages[$0].code }) {
      stream.key(project.languages[column].code)
      writeKeys(of: grid, column: column, in: project, to: &stream, output)
    }
    stream.endObject()
  }

  /// The object of a language's keys in `grid`, in the grid's order (code-point order), the
  /// bytes written so far handed to `output` whenever they pass a megabyte.
  private static func writeKeys(
    of grid: Int, column: Int, in project: Project, to stream: inout JSONStream,
    _ output: ([UInt8]) -> Void
  ) {
    let keys = project.grids[grid].keys
    stream.beginObject()
    // Most values are written from the file's bytes; the others as their content says.
    let plain = project.plainStringsColumn(grid: grid, column: column)
    for row in keys.indices {
      let written: Void? = plain?.withText(row: row) {
        stream.key(keys[row].text)
        stream.value(utf8: $0, flushingAt: 1 << 20, output)
      }
      if written == nil {
        switch exported(project.content(grid: grid, row: row, column: column)) {
        case .text(var text):
          stream.key(keys[row].text)
          text.withUTF8 { stream.value(utf8: $0, flushingAt: 1 << 20, output) }
        case .forms(let forms):
          stream.key(keys[row].text)
          stream.value(forms)
        case nil:
          continue
        }
      }
      stream.flush(at: 1 << 20, output)
    }
    stream.endObject()
  }

  /// How a cell's content is exported: its text; for a String Catalog string unit whose
  /// variables are all substitutions, its format text (`%#@count@ files`); for other plural
  /// content its forms; nothing for a cell without a value of this shape (string sets).
  static func value(of content: CellContent) -> JSONNode? {
    switch exported(content) {
    case .text(let text): .string(text)
    case .forms(let forms): forms
    case nil: nil
    }
  }

  /// A cell's exported value, as `value(of:)` decides it: text (written in pieces, however
  /// long) or plural forms.
  private enum Exported {
    case text(String)
    case forms(JSONNode)
  }

  private static func exported(_ content: CellContent) -> Exported? {
    if let text = text(of: content) { return .text(text) }
    return content.plural.map { .forms(forms(of: $0)) }
  }

  /// The text a cell is exported as, when it is exported as a string.
  static func text(of content: CellContent) -> String? {
    if let text = content.text { return text }
    guard let entry = content.plural, !entry.formatKey.isEmpty,
      entry.variables.allSatisfy({ if case .substitution = $0.id { true } else { false } })
    else { return nil }
    return entry.formatKey
  }

  private static func forms(of entry: PluralEntry) -> JSONNode {
    var objects: [(key: String, value: JSONNode)] = []
    for variable in entry.variables where variable.isPlural {
      let forms = variable.forms.map { (key: $0.category, value: JSONNode.string($0.text)) }
      objects.append((variable.name, .object(sortingKeys: forms)))
    }
    if objects.count == 1, let only = objects.first { return only.value }
    return .object(sortingKeys: objects)
  }
}
