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
      error (reported with its line and column). Exit status: 0 done, 2 usage, JSON or I/O \
      error.
      """)

  @Argument(help: "The JSON file to import.")
  var file: String

  @OptionGroup var project: ProjectOptions

  @Option(help: "The JSON holds one table's languages, as `export --table` prints.")
  var table: String?

  @Flag(help: "Write nothing; list the files that would change.")
  var dryRun = false

  func run() throws {
    var loaded = try project.load().project
    let selection = table.map { JSONExport.Selection.table(TableID($0)) } ?? .allTables
    let changes: ChangeSet
    do {
      let bytes = try FileSystem.read(file)
      let edits = try JSONImport.edits(bytes, path: file, into: loaded, selection)
      changes = try loaded.apply(edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let files = changes.files.sorted()
    let cells = changes.keys.values.reduce(0) { $0 + $1.count }
    if dryRun {
      for index in files { print(loaded.files[index].path) }
      Output.standardError(
        "\(cells) key\(cells == 1 ? "" : "s") would change in \(files.count) file\(files.count == 1 ? "" : "s")"
      )
      return
    }
    do {
      for index in try ProjectWriter.save(loaded, files: files) {
        print("wrote \(loaded.files[index].path)")
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}
