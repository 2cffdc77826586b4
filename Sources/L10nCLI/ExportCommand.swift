import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit export`: effective values as JSON on standard output.
struct ExportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "export",
    abstract:
      "Print effective values as JSON (the last duplicate wins; keys and languages sorted).",
    discussion: """
      Without --table: {"<table id>": {"<language>": {"key": "value"}}}. With --table, the shape \
      apps download at run time: {"<language>": {"key": "value"}}. A plural entry is \
      {"one": "…", "other": "…"} (one such object per variable when it has several). Exit \
      status: 0 done, 1 some files could not be parsed (their entries are left out), 2 usage or \
      I/O error.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(help: "Export only this table, e.g. Localizable or Stats/Supporting Files/Localizable.")
  var table: String?

  func run() throws {
    let loaded = try project.load().project
    var grids = loaded.grids
    if let table {
      grids = grids.filter { $0.table.path == table }
      guard let grid = grids.first else {
        let known = loaded.grids.map(\.table.path).joined(separator: ", ")
        Output.standardError("error: no table \"\(table)\"; tables: \(known)")
        throw ExitStatus.failure
      }
      Output.print(JSONWriter.render(languagesObject(grid, in: loaded), style: .l10nedit))
    } else {
      let tables = grids.map { ($0.table.path, languagesObject($0, in: loaded)) }
      Output.print(JSONWriter.render(.object(sortingKeys: tables), style: .l10nedit))
    }
    let failed = loaded.files.compactMap(\.error)
    for error in failed { Output.standardError("skipped: \(error)") }
    if !failed.isEmpty { throw ExitStatus.findings }
  }

  private func languagesObject(_ grid: TableGrid, in project: Project) -> JSONNode {
    let languages = project.languages.indices.compactMap { column -> (String, JSONNode)? in
      guard grid.files[column] != nil else { return nil }
      let values = grid.keys.indices.compactMap { row -> (String, JSONNode)? in
        guard let location = grid.entry(row: row, language: column) else { return nil }
        if let plural = project.plural(at: location) {
          return (grid.keys[row].text, .plural(plural))
        }
        guard let value = project.value(at: location) else { return nil }
        return (grid.keys[row].text, .string(value))
      }
      return (project.languages[column].code, .object(sortingKeys: values))
    }
    return .object(sortingKeys: languages)
  }
}
