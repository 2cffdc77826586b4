import L10nBulk
import L10nFormats
import L10nModel

/// What `fill` and `replace` do with a bulk change: apply its edits as one change set, say
/// on standard error what changes (each cell with `--verbose`) and what is left alone, then
/// show the diff of every file (`--dry-run`) or write the files through the one write path.
enum BulkWriting {
  /// Applies `change` to `project` (read with `stamps`, and `settings`) and shows or writes
  /// the result as `options` say; `done` says what was done ("filled from the memory").
  static func finish(
    _ change: BulkChange, project: Project, stamps: [String: FileStamp],
    settings: ProjectSettings, options: BulkOptions, done: String
  ) throws {
    let (dryRun, verbose) = (options.dryRun, options.verbose)
    let order = options.writeOrder.order(settings, byDefault: false)
    for skipped in change.skipped {
      Output.standardError(
        "note: \(skipped.cell.table) › \(skipped.cell.key) [\(skipped.cell.language)]: "
          + "left alone: \(skipped.reason)")
    }
    if verbose { change.previewLines.forEach(Output.standardError) }
    var edited = project
    let files: [Int]
    do {
      files = try edited.apply(change.edits).files.sorted()
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let count = change.items.count
    Output.standardError(
      "\(count) value\(count == 1 ? "" : "s") \(dryRun ? "would be " : "")\(done) in "
        + "\(files.count) file\(files.count == 1 ? "" : "s")")
    if dryRun {
      for index in files { SaveDiff.show(edited, file: index, order: order) }
      return
    }
    try ProjectSaving.save(edited, files: files, order: order, unchangedSince: stamps)
  }
}
