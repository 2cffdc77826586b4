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
    let (original, _, stamps) = try project.load()
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
    for line in ImportReport(edits, in: original).lines { print(line) }
    var files = changes.files.sorted()
    let cells = changes.keys.values.reduce(0) { $0 + $1.count }
    if dryRun {
      for index in files { print(loaded.files[index].path) }
      Output.standardError(
        "\(cells) key\(cells == 1 ? "" : "s") would change in \(files.count) file\(files.count == 1 ? "" : "s")"
      )
      return
    }
    var expected = stamps
    let changed = files.map { loaded.files[$0].path }.filter { FileStamp.of($0) != stamps[$0] }
    if !changed.isEmpty {
      (loaded, files, expected) = try merge(edits, base: original, mine: loaded, changed: changed)
    }
    do {
      for index in try ProjectWriter.save(loaded, files: files, unchangedSince: expected) {
        print("wrote \(loaded.files[index].path)")
      }
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }

  /// Applies `edits` to the project as it is on disk now, since the files at `changed` changed
  /// there after `base` was read; stops with exit status 2, writing nothing, when a value the
  /// JSON changes changed on disk too (`mine` is `base` with the edits).
  private func merge(
    _ edits: [CellEdit], base: Project, mine: Project, changed: [String]
  ) throws -> (Project, [Int], [String: FileStamp]) {
    for path in changed { Output.standardError("\(path) changed on disk while importing: merging") }
    // Read as it was read first: the same settings (bundles, ignored languages) and columns.
    var (disk, _, stamps) = try project.load(
      shownLanguages: Array(base.languages.dropFirst()), saysNotes: false)
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    for conflict in merge.conflicts {
      Output.standardError(
        "conflict: \(conflict.aspect): the JSON has “\(conflict.mine.summary)”, the file now "
          + "“\(conflict.disk.summary)” (was “\(conflict.base.summary)”)")
    }
    guard merge.conflicts.isEmpty else {
      Output.standardError(
        "error: nothing written: \(merge.conflicts.count) conflict\(merge.conflicts.count == 1 ? "" : "s")"
      )
      throw ExitStatus.failure
    }
    do {
      let changes = try disk.apply(Array(merge.resolvedSteps([:]).joined()))
      return (disk, changes.files.sorted(), stamps)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
  }
}
