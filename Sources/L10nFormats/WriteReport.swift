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
      report.failures.map(\.failure.description).joined(separator: "; ")
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
}
