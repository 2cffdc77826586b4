import L10nModel

/// A project's effective values as JSON (the last duplicate wins), in l10nedit's JSON style with
/// tables, languages and keys in Unicode code-point order.
public enum JSONExport {
  /// What to export.
  public enum Selection: Sendable {
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
  public static func export(_ project: Project, _ selection: Selection) -> [UInt8] {
    let root: JSONNode
    switch selection {
    case .allTables:
      root = .object(
        sortingKeys: project.grids.map { ($0.table.path, languages(of: $0, in: project)) })
    case .table(let table):
      root =
        project.grids.first { $0.table == table }.map { languages(of: $0, in: project) }
        ?? .object([])
    }
    return JSONWriter.render(root, style: .l10nedit)
  }

  /// The JSON text of one language of `table`, `{"key": "value"}`: the flat shape backends
  /// serve one language per file in; `{}` when the table or language is missing, or the
  /// language has no file for the table.
  public static func export(_ project: Project, table: TableID, language: LanguageID) -> [UInt8] {
    let root =
      project.grids.first { $0.table == table }.flatMap { grid in
        project.column(of: language).flatMap { keys(of: grid, column: $0, in: project) }
      } ?? .object([])
    return JSONWriter.render(root, style: .l10nedit)
  }

  private static func languages(of grid: TableGrid, in project: Project) -> JSONNode {
    let languages = project.languages.indices.compactMap { column -> (String, JSONNode)? in
      keys(of: grid, column: column, in: project).map { (project.languages[column].code, $0) }
    }
    return .object(sortingKeys: languages)
  }

  /// The object of a language's keys in `grid`, or nil when the language has no file for it.
  private static func keys(of grid: TableGrid, column: Int, in project: Project) -> JSONNode? {
    guard grid.files[column] != nil || grid.pluralFiles[column] != nil else { return nil }
    let gridIndex = project.gridIndex(of: grid.table) ?? 0
    let values = grid.keys.indices.compactMap { row -> (String, JSONNode)? in
      value(of: project.content(grid: gridIndex, row: row, column: column)).map {
        (grid.keys[row].text, $0)
      }
    }
    return .object(sortingKeys: values)
  }

  /// How a cell's content is exported: its text; for a String Catalog string unit whose
  /// variables are all substitutions, its format text (`%#@count@ files`); for other plural
  /// content its forms; nothing for a cell without a value of this shape (string sets).
  static func value(of content: CellContent) -> JSONNode? {
    if let text = text(of: content) { return .string(text) }
    guard let entry = content.plural else { return nil }
    return forms(of: entry)
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
