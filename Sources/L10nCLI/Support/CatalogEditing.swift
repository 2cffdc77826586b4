import ArgumentParser
import L10nFormats
import L10nModel

/// What the `catalog` subcommands share: the key's table, and the edits applied as one change
/// set, shown as a diff (`--dry-run`) or written through the one write path.
enum CatalogEditing {
  /// The table of `key` in `project`: `--table`'s when given, else the one table that has the
  /// key; prints why not and fails with exit status 2 when none or several have it.
  static func table(of key: LocalizationKey, given: String?, in project: Project) throws -> TableID
  {
    if let given { return try TableOption.resolve(given, in: project) }
    let holders = project.grids.filter { $0.row(of: key) != nil }.map(\.table)
    if holders.count == 1, let only = holders.first { return only }
    Output.standardError(
      holders.isEmpty
        ? "error: no table has the key \"\(key)\""
        : "error: \(holders.count) tables have the key \"\(key)\"; give one with --table: "
          + holders.map(\.path).joined(separator: ", "))
    throw ExitStatus.failure
  }

  /// Applies `edits` to `project` (read with `stamps`) as one change set and prints the diff
  /// (`options.dryRun`) or writes the files changed, then says `change` on standard error
  /// (`changed "Key" in de: vary by plural`, or `would change …` in a dry run).
  static func finish(
    _ edits: [CellEdit], project: Project, stamps: [String: FileStamp],
    settings: ProjectSettings, options: CatalogEditOptions, change: String
  ) throws {
    var edited = project
    let changes: ChangeSet
    do {
      changes = try edited.apply(edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let files = changes.files.sorted()
    let order = options.writeOrder.order(settings, byDefault: false)
    var report = ChangeReport()
    report.add(.error, done: "changed " + change, pending: "would change " + change)
    if options.dryRun {
      report.print(written: false)
      for index in files { SaveDiff.show(edited, file: index, order: order) }
      return
    }
    try ProjectSaving.save(
      edited, files: files, order: order, unchangedSince: stamps, report: report)
  }
}

/// The options of every `catalog` subcommand besides the project's.
struct CatalogEditOptions: ParsableArguments {
  @Option(help: "The key's table (default: the one table that has the key).")
  var table: String?

  @Flag(help: "Print the change as a diff and write nothing.")
  var dryRun = false

  @OptionGroup var writeOrder: WriteOrderOptions
}
