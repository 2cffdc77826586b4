import L10nModel

extension ProjectWriter {
  /// The review file a save writes: checked before any file of the save is written (see
  /// `prepareReviews`), written after them.
  package struct ReviewSave: Sendable {
    /// The review file's path.
    package var path: String
    /// Its new bytes.
    package var bytes: [UInt8]
    /// The states dropped from it (see `Project.reviewsToSave`).
    package var dropped: [(CellID, PluralFormID?)]
    /// What it must still be when replaced: as read (`nil`: anything).
    var expected: FileReplacement.Expectation
  }

  /// What a save of `project` writes to its review file (see `ReviewFile`): the states it
  /// records, the lines of cells that no longer exist dropped; `nil` when the save leaves the
  /// file alone (nothing to record and no file, or a broken file and nothing to record).
  ///
  /// Checked now, before anything is written, through the same gate every write takes
  /// (`SafeWriter.check`): throws, with the reason and "nothing written", when the file cannot
  /// take the states — it did not parse or could not be read (linked out of the project; it is
  /// never rewritten until it parses), it resolves outside the project, it may not be written
  /// (read-only, not a regular file, several hard links), or it changed on disk since `stamps`.
  package static func prepareReviews(
    of project: Project, unchangedSince stamps: [String: FileStamp]?
  ) throws(FileSystem.Failure) -> ReviewSave? {
    guard let path = project.reviewFile.path else { return nil }
    if let error = project.reviewFile.error {
      guard !project.reviews.isEmpty else { return nil }
      let states = "\(project.reviews.count) review state" + (project.reviews.count == 1 ? "" : "s")
      throw FileSystem.Failure(
        path: path,
        reason: "cannot record \(states): \(error.location): \(error.reason); it is never "
          + "rewritten until it parses; fix (or remove) it, then save again. Nothing was written")
    }
    let (kept, dropped) = project.reviewsToSave()
    guard project.reviewFile.exists || !kept.isEmpty else { return nil }
    if let stamps, FileStamp.of(path) != stamps[path] {
      throw FileSystem.Failure(
        path: path, reason: "changed on disk since it was read; nothing was written",
        changedOnDisk: true)
    }
    let bytes = ReviewFileWriter.render(kept)
    do throws(FileSystem.Failure) {
      _ = try SafeWriter(root: project.root).check(bytes, to: path)
    } catch {
      throw FileSystem.Failure(
        path: error.path,
        reason: error.reason + "; it records the review states, so nothing was "
          + "written")
    }
    let expected = stamps.map { FileReplacement.Expectation.unchanged($0[path]) }
    return ReviewSave(
      path: path, bytes: bytes, dropped: dropped, expected: expected ?? .anything)
  }

  /// Writes the review file as `save` prepared it (after the save's other files), into
  /// `report`.
  package static func write(_ save: ReviewSave, root: String, into report: inout WriteReport) {
    do throws(FileSystem.Failure) {
      var writer = SafeWriter(root: root)
      report.wroteReviewFile = try writer.write(save.bytes, to: save.path, expected: save.expected)
      report.droppedReviews = save.dropped
    } catch {
      report.reviewFailure = error
    }
  }
}
