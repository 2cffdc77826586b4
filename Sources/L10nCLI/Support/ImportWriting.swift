import L10nFormats
import L10nModel

/// What every importer does once it has its edits (`import`, `xliff import`, `csv import`):
/// list the files that would change (`--dry-run`), or write them through the normal writer,
/// merging first with files that changed on disk meanwhile.
struct ImportWriting {
  /// How the project was opened (read again for a merge).
  let project: ProjectOptions
  /// What the edits came from, in messages: "the JSON", "the XLIFF".
  let label: String
  /// The order files are written in (`nil`: each format's save order, sorted).
  let order: WriteOrder?
  /// What was done to the project before the edits that no edit says (tables added): done
  /// again to the project read anew for a merge.
  var prepare: (inout Project) throws(EditError) -> Void = { _ in }

  /// Writes the files `changes` touched in `edited` (`base` with `edits` applied), whose files
  /// were as `stamps` when read, then says `report` (before the files, as pending, in a dry
  /// run; not at all when the write fails).
  func write(
    _ edits: [CellEdit], changes: ChangeSet, base: Project, edited: Project,
    stamps: [String: FileStamp], dryRun: Bool, report: ChangeReport
  ) throws {
    var loaded = edited
    var files = changes.files.sorted()
    var report = report
    report.addSourceChangeMarks(changes)
    let cells = changes.keys.values.reduce(0) { $0 + $1.count }
    if dryRun {
      report.print(written: false)
      var paths = files.map { loaded.files[$0].path }
      // Review states only: the review file is the one that would change.
      if changes.reviewsChanged, let review = loaded.reviewFile.path { paths.append(review) }
      paths.forEach(Output.line)
      Output.standardError(
        "\(cells) key\(cells == 1 ? "" : "s") would change in \(paths.count) file\(paths.count == 1 ? "" : "s")"
      )
      return
    }
    var expected = stamps
    let changed = files.map { loaded.files[$0].path }.filter { FileStamp.of($0) != stamps[$0] }
    if !changed.isEmpty {
      (loaded, files, expected) = try merge(edits, base: base, mine: loaded, changed: changed)
    }
    try ProjectSaving.save(
      loaded, files: files, order: order, unchangedSince: expected, report: report)
  }

  /// Applies `edits` to the project as it is on disk now, since the files at `changed` changed
  /// there after `base` was read; stops with exit status 2, writing nothing, when a value the
  /// import changes changed on disk too (`mine` is `base` with the edits).
  private func merge(
    _ edits: [CellEdit], base: Project, mine: Project, changed: [String]
  ) throws -> (Project, [Int], [String: FileStamp]) {
    for path in changed { Output.standardError("\(path) changed on disk while importing: merging") }
    // Read as it was read first: the same settings (bundles, ignored languages) and columns.
    var (disk, _, stamps) = try project.load(
      shownLanguages: Array(base.languages.dropFirst()), saysNotes: false)
    do {
      try prepare(&disk)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let merge = CellMerge(steps: [edits], base: base, disk: disk, mine: mine)
    for conflict in merge.conflicts {
      Output.standardError(
        "conflict: \(conflict.aspect): \(label) has “\(conflict.mine.summary)”, the file now "
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
