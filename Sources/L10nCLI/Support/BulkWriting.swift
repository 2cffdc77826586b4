import L10nBulk
import L10nFormats
import L10nModel

/// What `fill`, `replace` and `translate` do with a bulk change: apply its edits as one change
/// set, say on standard error what changes (each cell with `--verbose`) and what is left alone,
/// then show the diff of every file (`--dry-run`) or write the files through the one write
/// path.
enum BulkWriting {
  /// What `fill` and `replace` run: loads `projectOptions`' project, makes `language`'s
  /// change with `make` from it and its settings (a refusal is said on standard error, with
  /// `hint`'s words after it, and nothing is written), then `finish`es it.
  static func run(
    _ projectOptions: ProjectOptions, language code: String, options: BulkOptions,
    done: String, hint: (BulkError) -> String = { _ in "" },
    make: (Project, ProjectSettings, LanguageID) throws(BulkError) -> BulkChange
  ) throws {
    let (loaded, settings, stamps) = try projectOptions.load()
    let language = LanguageID(code)
    try LanguageCheck.require([language], named: "--language", in: loaded)
    let change: BulkChange
    do {
      change = try make(loaded, settings, language)
    } catch {
      Output.standardError("error: \(error)\(hint(error))")
      throw ExitStatus.failure
    }
    try finish(
      change, project: loaded, stamps: stamps, settings: settings, options: options, done: done)
  }

  /// Applies `change` to `project` (read with `stamps`, and `settings`) and shows or writes
  /// the result as `options` say; `done` says what was done ("filled from the memory").
  static func finish(
    _ change: BulkChange, project: Project, stamps: [String: FileStamp],
    settings: ProjectSettings, options: BulkOptions, done: String
  ) throws {
    let (dryRun, verbose) = (options.dryRun, options.verbose)
    let order = options.writeOrder.order(settings, byDefault: false)
    // Cells left for one reason (a file that would not ship) are said once, unless verbose.
    var reasons: [String] = []
    var left: [String: [BulkChange.Skipped]] = [:]
    for skipped in change.skipped {
      if left[skipped.reason] == nil { reasons.append(skipped.reason) }
      left[skipped.reason, default: []].append(skipped)
    }
    for reason in reasons {
      let cells = left[reason] ?? []
      for (index, skipped) in cells.enumerated() where verbose || index == 0 {
        let more = verbose || cells.count == 1 ? "" : " and \(cells.count - 1) more"
        Output.standardError(
          "note: \(skipped.cell.table) › \(skipped.cell.key) [\(skipped.cell.language)]\(more): "
            + "left alone: \(reason)")
      }
    }
    if change.copiesSkipped > 0 {
      let count = change.copiesSkipped
      Output.standardError(
        "note: \(count) gap\(count == 1 ? "" : "s") left: \(count == 1 ? "its" : "their") only "
          + "text is the source text itself, and a copy is not a translation (a key the same "
          + "in every language is named in the settings' ignoreRules for untranslated)")
    }
    if verbose { change.previewLines.forEach(Output.standardError) }
    var edited = project
    let changes: ChangeSet
    do {
      changes = try edited.apply(change.edits)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    let files = changes.files.sorted()
    let count = change.items.count
    let values = "\(count) value\(count == 1 ? "" : "s") "
    let place = " in \(files.count) file\(files.count == 1 ? "" : "s")"
    var report = ChangeReport()
    report.add(.error, done: values + done + place, pending: values + "would be " + done + place)
    report.addSourceChangeMarks(changes)
    if dryRun {
      report.print(written: false)
      for index in files { SaveDiff.show(edited, file: index, order: order) }
      return
    }
    try ProjectSaving.save(
      edited, files: files, order: order, unchangedSince: stamps, report: report)
  }
}
