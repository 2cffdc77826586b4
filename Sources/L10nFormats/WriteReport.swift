import L10nModel

/// What writing a set of project files did, file by file.
package struct WriteReport: Sendable {
  /// A file that could not be written, and why.
  package struct FileFailure: Sendable {
    /// The file's index in `Project.files`.
    package var file: Int
    /// The path and the reason, in words.
    package var failure: FileSystem.Failure
  }

  /// Some files could not be written: every one of them, in words.
  package struct Failure: Error, CustomStringConvertible {
    /// The whole report (what was written as well).
    package var report: WriteReport

    /// Each failure (`path: reason`), separated by `; `.
    package var description: String {
      (report.failures.map(\.failure.description)
        + [report.reviewFailure?.description].compactMap {
          $0
        }).joined(separator: "; ")
    }
  }

  /// The files written (their bytes changed on disk).
  package var written: [Int] = []
  /// The files that already held their bytes, left untouched.
  package var unchanged: [Int] = []
  /// The files that could not be written.
  package var failures: [FileFailure] = []
  /// Temporary files that killed runs had left, removed before writing beside them.
  package var removedTemporaries: [String] = []
  /// Whether the review file was written (its bytes changed on disk); `false` when it was left
  /// as it was or not written.
  package var wroteReviewFile = false
  /// Why the review file could not be written, if it could not.
  package var reviewFailure: FileSystem.Failure?
  /// The review states dropped from the review file because their cell (or form) no longer
  /// exists, or a catalog no longer says it needs review (see `Project.reviewsToSave`).
  package var droppedReviews: [(CellID, PluralFormID?)] = []

  /// Whether every file and the review file were written (or already held their bytes).
  package var succeeded: Bool { failures.isEmpty && reviewFailure == nil }
}
