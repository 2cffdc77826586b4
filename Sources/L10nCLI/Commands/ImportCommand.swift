import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit import`: values from JSON in `export`'s shape, written into the project's files.
struct ImportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "import",
    abstract: "Write values from JSON in export's shape into the project's files.",
    discussion: """
      The JSON is what export prints: {"<table id>": {"<language>": {"key": "value"}}}, or with \
      --table {"<language>": {"key": "value"}}. A plural entry is {"one": "…", "other": "…"} \
      (one such object per variable when it has several). Only values that differ are written; \
      a language the project lacks gets its files. Nothing is written when the JSON has an \
      error (reported with its line and column). When a file changed on disk while importing, \
      the import is merged with the new version; a value changed there and in the JSON is a \
      conflict: each is listed and nothing is written. Language codes must name .lproj folders \
      (no "../x", "/abs", "a/b" or empty code, nor EN beside en or es_MX beside es-MX): one \
      that cannot refuses the whole file. With \
      --prune, a key a language of the JSON lacks loses that language's translation; languages \
      the JSON does not name keep theirs (the source language too, unless the JSON has it). \
      Each language's added, changed and removed keys are listed, with --dry-run too. Exit \
      status: 0 done, 2 usage, JSON or I/O error, or conflicts.
      """)

  @Argument(help: "The JSON file to import.")
  var file: String

  @OptionGroup var project: ProjectOptions
  @OptionGroup var writeOrder: WriteOrderOptions

  @Option(
    help: ArgumentHelp("The project folder to import into (instead of PATH).", valueName: "path"))
  var into: String?

  @Option(help: "The JSON holds one table's languages, as `export --table` prints.")
  var table: String?

  @Flag(help: "Write nothing; list what would change, per language, and the files.")
  var dryRun = false

  @Flag(help: "Remove the translations of keys a language of the JSON lacks, in that language.")
  var prune = false

  mutating func validate() throws {
    guard let into else { return }
    guard project.path == nil else {
      throw ValidationError("give the project folder once: as PATH or with --into")
    }
    project.path = into
  }

  func run() throws {
    let (original, settings, stamps) = try project.load()
    let selection =
      try table.map { .table(try TableOption.resolve($0, in: original)) }
      ?? JSONExport.Selection.allTables
    var loaded = original
    let edits: [CellEdit]
    let changes: ChangeSet
    do {
      let bytes = try FileSystem.read(file)
      edits = try JSONImport.edits(bytes, path: file, into: loaded, selection, pruning: prune)
      changes = try loaded.apply(edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    var report = ChangeReport()
    for line in ImportReport(edits, in: original).lines { report.add(.output, line) }
    try ImportWriting(
      project: project, label: "the JSON", order: writeOrder.order(settings, byDefault: false)
    ).write(
      edits, changes: changes, base: original, edited: loaded, stamps: stamps, dryRun: dryRun,
      report: report)
  }
}
