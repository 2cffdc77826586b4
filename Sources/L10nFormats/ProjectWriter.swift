import L10nModel

/// Renders and writes a project's files: the one write path every command that writes shares
/// (the editor's save, `format`).
///
/// Each file is written safely (see `SafeWriter`): atomically, keeping its owner, group and
/// mode, through symbolic links that stay inside the project, never outside it, never
/// splitting hard links, never replacing a file the user may not write. A failure on one file
/// does not stop the others.
package enum ProjectWriter {
  /// The bytes `file` is written as by its format among `formats`, entries in `order`, or
  /// `nil` for a file that is never rewritten (see `LocalizationFile.isWritable`).
  package static func render(
    _ file: LocalizationFile, order: WriteOrder,
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) -> [UInt8]? {
    guard file.isWritable else { return nil }
    return LocalizationFormats.format(ofPath: file.path, in: formats)?.render(
      file.content, order: order)
  }

  /// The bytes a save writes for the file at `index` of `project`: rendered by its format in
  /// `order`, or (`nil`) in the format's save order; `nil` for a file that is never rewritten.
  ///
  /// What `write` and `save` write, computed without touching the disk (the editor's review of
  /// a save compares it with the file on disk).
  package static func bytes(
    of project: Project, file index: Int, order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) -> [UInt8]? {
    bytes(of: project.files[index], order: order, formats: formats)
  }

  /// The bytes a save writes for `file`, as `bytes(of:file:order:formats:)` gives them.
  package static func bytes(
    of file: LocalizationFile, order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all
  ) -> [UInt8]? {
    let format = LocalizationFormats.format(ofPath: file.path, in: formats)
    return render(file, order: order ?? format?.saveOrder ?? .sorted, formats: formats)
  }

  /// Writes the files at `indices`, rendered in `order` (`nil`: each format's save order),
  /// trying every file whatever happens to the others; a file whose bytes would not change is
  /// not touched, one that is never rewritten is refused.
  ///
  /// With `stamps` (what each file was when read; a missing one: the file did not exist), a file
  /// that changed on disk since is not written: writing it would lose that change.
  package static func write(
    _ project: Project, files indices: [Int], order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    unchangedSince stamps: [String: FileStamp]? = nil
  ) -> WriteReport {
    var report = write(
      root: project.root, files: project.files, writing: indices, order: order, formats: formats,
      unchangedSince: stamps)
    writeReviews(of: project, unchangedSince: stamps, into: &report)
    return report
  }

  /// Writes the project's review file (see `ReviewFile`) with the states it records, through
  /// the same safe writer as every file: the lines of cells that no longer exist dropped (and
  /// listed in `report`); not made when there is nothing to record; never rewritten when it
  /// did not parse (a failure when this save has states to record); refused, as a file is,
  /// when it changed on disk since `stamps`.
  package static func writeReviews(
    of project: Project, unchangedSince stamps: [String: FileStamp]?,
    into report: inout WriteReport
  ) {
    guard let path = project.reviewFile.path else { return }
    if let error = project.reviewFile.error {
      if !project.reviews.isEmpty {
        report.reviewFailure = FileSystem.Failure(
          path: path,
          reason: "not written: it does not parse (\(error.location): \(error.reason)); "
            + "fix it, then save again to record \(project.reviews.count) review state"
            + (project.reviews.count == 1 ? "" : "s"))
      }
      return
    }
    let (kept, dropped) = project.reviewsToSave()
    guard project.reviewFile.exists || !kept.isEmpty else { return }
    do throws(FileSystem.Failure) {
      if let stamps, FileStamp.of(path) != stamps[path] {
        throw FileSystem.Failure(
          path: path, reason: "changed on disk since it was read; not written",
          changedOnDisk: true)
      }
      var writer = SafeWriter(root: project.root)
      let expected = stamps.map { FileReplacement.Expectation.unchanged($0[path]) }
      report.wroteReviewFile = try writer.write(
        ReviewFileWriter.render(kept), to: path, expected: expected ?? .anything)
      report.droppedReviews = dropped
    } catch {
      report.reviewFailure = error
    }
  }

  /// Writes `files[indices]` of the project at `root` as `write(_:files:order:formats:unchangedSince:)`
  /// does, for a command that has read the files without making a `Project` (`format`).
  package static func write(
    root: String, files: [LocalizationFile], writing indices: [Int], order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    unchangedSince stamps: [String: FileStamp]? = nil
  ) -> WriteReport {
    var writer = SafeWriter(root: root)
    var report = WriteReport()
    for index in indices {
      let file = files[index]
      do throws(FileSystem.Failure) {
        guard let bytes = bytes(of: file, order: order, formats: formats) else {
          throw FileSystem.Failure(path: file.path, reason: "is read-only and was not written")
        }
        if let stamps, FileStamp.of(file.path) != stamps[file.path] {
          throw FileSystem.Failure(
            path: file.path, reason: "changed on disk since it was read; not written",
            changedOnDisk: true)
        }
        // Checked again once the new bytes are on disk, right before they replace the file.
        let expected = stamps.map { FileReplacement.Expectation.unchanged($0[file.path]) }
        if try writer.write(bytes, to: file.path, expected: expected ?? .anything) {
          report.written.append(index)
        } else {
          report.unchanged.append(index)
        }
      } catch {
        report.failures.append(WriteReport.FileFailure(file: index, failure: error))
      }
    }
    report.removedTemporaries = writer.removedTemporaries
    return report
  }

  /// Checks, without writing anything, that each file at `indices` could be written where it
  /// is: inside the project once resolved, a regular file with one link, writable, in a
  /// writable folder (or one that can be made); returns the files that could not.
  ///
  /// For commands that write all of a change or nothing (`extract`): what remains possible
  /// after it is a failure of the device itself (a full disk, an I/O error) mid-way.
  package static func check(_ project: Project, files indices: [Int]) -> [WriteReport.FileFailure] {
    let root = SafeWriter(root: project.root).root
    var failures: [WriteReport.FileFailure] = []
    for index in indices {
      let path = project.files[index].path
      do throws(FileSystem.Failure) {
        guard project.files[index].isWritable else {
          throw FileSystem.Failure(path: path, reason: "is read-only and was not written")
        }
        try WriteTarget.resolve(path, root: root).checkReplaceable(reportedAs: path)
      } catch {
        failures.append(WriteReport.FileFailure(file: index, failure: error))
      }
    }
    return failures
  }

  /// Writes the files at `indices` as the editor saves them: in `order`, or (`nil`) each in its
  /// format's save order (String Catalogs in their own order, so that the diff stays minimal;
  /// other files sorted), trying every file.
  ///
  /// Returns what was written (the files, the review file, the review states dropped); throws,
  /// after trying them all, when any could not be written.
  package static func save(
    _ project: Project, files indices: [Int], order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    unchangedSince stamps: [String: FileStamp]? = nil
  ) throws(WriteReport.Failure) -> WriteReport {
    let report = write(
      project, files: indices, order: order, formats: formats, unchangedSince: stamps)
    guard report.succeeded else { throw WriteReport.Failure(report: report) }
    return report
  }
}
