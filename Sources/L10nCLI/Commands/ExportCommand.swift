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
      apps download at run time: {"<language>": {"key": "value"}} (--format remote-json, the \
      default). --format strings-json --language L prints one language flat, {"key": "value"}, \
      as backends serving one file per language do. Both formats need --table. A plural entry is \
      {"one": "…", "other": "…"} (one such object per variable when it has several). Exit \
      status: 0 done, 1 some files could not be parsed (their entries are left out), 2 usage or \
      I/O error.
      """)

  @OptionGroup var project: ProjectOptions

  @Option(
    help:
      "Export only this table: its id (App/Localizable) or, when only one table has it, its name.")
  var table: String?

  @Option(
    help: ArgumentHelp(
      "The JSON shape of one table (with --table): remote-json or strings-json.",
      valueName: "format"))
  var format: Format?

  @Option(help: "The language --format strings-json prints.")
  var language: String?

  /// The JSON shapes of one table.
  enum Format: String, ExpressibleByArgument, CaseIterable {
    /// `{"<language>": {"key": "value"}}`, what `--table` alone prints.
    case remoteJSON = "remote-json"
    /// One language, `{"key": "value"}` (needs `--language`).
    case stringsJSON = "strings-json"
  }

  func validate() throws {
    if let format, table == nil {
      throw ValidationError("--format \(format.rawValue) needs --table")
    }
    if format == .stringsJSON, language == nil {
      throw ValidationError("--format strings-json needs --language")
    }
    if language != nil, format != .stringsJSON {
      throw ValidationError("--language is for --format strings-json")
    }
  }

  @OptionGroup var progressOptions: ProgressOptions

  func run() throws {
    let progress = ProgressLine(progressOptions.progress, machineOutput: true)
    defer { progress?.finish() }
    let loaded = try project.load(progress: progress).project
    progress?.finish()
    var selection = JSONExport.Selection.allTables
    if let table { selection = .table(try TableOption.resolve(table, in: loaded)) }
    if case .table(let table) = selection, let language {
      try LanguageCheck.require([LanguageID(language)], named: "--language", in: loaded)
      Output.print(JSONExport.export(loaded, table: table, language: LanguageID(language)))
    } else {
      JSONExport.write(loaded, selection) { Output.print($0) }
    }
    let failed = loaded.files.compactMap(\.error)
    for error in failed { Output.standardError("skipped: \(error)") }
    if !failed.isEmpty { throw ExitStatus.findings }
  }
}
