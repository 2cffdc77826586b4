import L10nFormats
import L10nModel

/// How commands that change cells save (`import`, `pseudo`, `lint --fix`): through
/// `ProjectWriter.save`, the one write path, a line per file written (the review file too, and
/// the review states dropped from it), then what the command changed (its `ChangeReport`), only
/// once every file was written.
enum ProjectSaving {
  /// Writes the files at `files` of `project` in `order`, refusing any that changed on disk
  /// since `stamps`; prints `wrote PATH` for each and then `report`, or exits with status 2
  /// when any could not be written (`report` unsaid).
  static func save(
    _ project: Project, files: [Int], order: WriteOrder?,
    unchangedSince stamps: [String: FileStamp],
    report: ChangeReport = ChangeReport()
  ) throws {
    do {
      let written = try ProjectWriter.save(
        project, files: files, order: order, unchangedSince: stamps)
      for index in written.written {
        Output.line("wrote \(project.files[index].path)")
      }
      let review = ChangeReport.reviewFileLines(written, project: project)
      if let wrote = review.first, written.wroteReviewFile { Output.line(wrote) }
      review.dropFirst(written.wroteReviewFile ? 1 : 0).forEach(Output.standardError)
    } catch {
      Output.standardError("error: \(error)")
      throw ExitStatus.failure
    }
    report.print(written: true)
  }
}
