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

  /// Writes the files at `indices`, then the review file.
  ///
  /// The files are rendered in `order` (`nil`: each format's save order), every file tried
  /// whatever happens to the others; a file whose bytes would not change is not touched, one
  /// that is never rewritten is refused. The review file gets the states the project records
  /// (see `prepareReviews`).
  ///
  /// All or nothing for the review file: it is checked before any file is written, and when it
  /// cannot take this save's states (it does not parse, resolves outside the project, is
  /// read-only, changed on disk) nothing is written and `reviewFailure` says why, so that no
  /// value lands without its review state.
  ///
  /// With `stamps` (what each file was when read; a missing one: the file did not exist), a file
  /// that changed on disk since is not written: writing it would lose that change.
  package static func write(
    _ project: Project, files indices: [Int], order: WriteOrder? = nil,
    formats: [any LocalizationFormat] = LocalizationFormats.all,
    unchangedSince stamps: [String: FileStamp]? = nil
  ) -> WriteReport {
    let reviews: ReviewSave?
    do throws(FileSystem.Failure) {
      reviews = try prepareReviews(of: project, unchangedSince: stamps)
    } catch {
      var refused = WriteReport()
      refused.reviewFailure = error
      return refused
    }
    var report = write(
      root: project.root, files: project.files, writing: indices, order: order, formats: formats,
      unchangedSince: stamps)
    if let reviews { write(reviews, root: project.root, into: &report) }
    return report
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
