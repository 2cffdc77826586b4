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

  @Option(
    help:
      "Export only this table: its id (App/Localizable) or, when only one table has it, its name.")
  var table: String?

  func run() throws {
    let loaded = try project.load().project
    var selection = JSONExport.Selection.allTables
    if let table { selection = .table(try TableOption.resolve(table, in: loaded)) }
    Output.print(JSONExport.export(loaded, selection))
    let failed = loaded.files.compactMap(\.error)
    for error in failed { Output.standardError("skipped: \(error)") }
    if !failed.isEmpty { throw ExitStatus.findings }
  }
}
