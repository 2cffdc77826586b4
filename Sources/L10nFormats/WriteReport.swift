/// What writing a set of project files did, file by file.
public struct WriteReport: Sendable {
  /// A file that could not be written, and why.
  public struct FileFailure: Sendable {
    /// The file's index in `Project.files`.
    public var file: Int
    /// The path and the reason, in words.
    public var failure: FileSystem.Failure
  }

  /// Some files could not be written: every one of them, in words.
  public struct Failure: Error, CustomStringConvertible {
    /// The whole report (what was written as well).
    public var report: WriteReport

    /// Each failure (`path: reason`), separated by `; `.
    public var description: String {
      report.failures.map(\.failure.description).joined(separator: "; ")
    }
  }

  /// The files written (their bytes changed on disk).
  public var written: [Int] = []
  /// The files that already held their bytes, left untouched.
  public var unchanged: [Int] = []
  /// The files that could not be written.
  public var failures: [FileFailure] = []
  /// Temporary files that killed runs had left, removed before writing beside them.
  public var removedTemporaries: [String] = []
}
