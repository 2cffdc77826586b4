import ArgumentParser
import L10nFormats
import L10nModel

/// `l10nedit format`: rewrites every parseable file sorted, as UTF-8.
struct FormatCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "format",
    abstract:
      "Rewrite every parseable .strings, .stringsdict and .xcstrings file (or the remote strings "
      + ".json given) sorted by key, as UTF-8.",
    discussion: """
      Files that fail to parse, and property-list .strings files, are never rewritten. \
      A file whose bytes would not change is not touched, nor one that changed on disk while \
      formatting (run again). Every file is tried even when some cannot be written; each of \
      those is reported. Exit status: 0 done, \
      1 files would change (--check) or some files could not be parsed, 2 usage or I/O error \
      (some files not written).
      """)

  @OptionGroup var project: ProjectOptions

  @Flag(help: "Write nothing; list the files that would change and exit 1 if any would.")
  var check = false

  @OptionGroup var writeOrder: WriteOrderOptions

  @OptionGroup var progressOptions: ProgressOptions

  func run() throws {
    let progress = ProgressLine(progressOptions.progress)
    defer { progress?.finish() }
    // Only the files: their grids are not needed to rewrite them.
    let (loaded, settings) = try project.readFiles(progress: progress)
    progress?.finish()
    let order: WriteOrder = writeOrder.sorts(settings, byDefault: true) ? .sorted : .keepOrder
    var files: [Int] = []
    var skipped = 0
    for (index, file) in loaded.files.enumerated() {
      if let error = file.error {
        Output.standardError("skipped: \(error)")
        skipped += 1
      } else if !file.isWritable {
        Output.standardError("skipped: \(file.path): a binary or XML property list, kept as it is")
      } else {
        files.append(index)
      }
    }
    if check {
      let changed = files.filter { index in
        let file = loaded.files[index]
        // A UTF-8 `.strings` file's text is its bytes as read: it is not read a second time,
        // and is compared with the render a piece at a time.
        if let document = file.document, document.encoding == .utf8 {
          return !StringsWriter.renders(document, order: order, as: document.text)
        }
        return (try? FileSystem.read(file.path)) != ProjectWriter.render(file, order: order)
      }
      for index in changed { Output.line(loaded.files[index].path) }
      if !changed.isEmpty { throw ExitStatus.findings }
    } else {
      let report = ProjectWriter.write(
        root: loaded.root, files: loaded.files, writing: files, order: order,
        unchangedSince: loaded.stamps)
      for path in report.removedTemporaries {
        Output.standardError("removed \(path), left by an interrupted run")
      }
      for index in report.written { Output.line("formatted \(loaded.files[index].path)") }
      for failed in report.failures { Output.standardError("error: \(failed.failure)") }
      if !report.failures.isEmpty { throw ExitStatus.failure }
    }
    if skipped > 0 { throw ExitStatus.findings }
  }
}
