#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One run of writes into a project: each file resolved and checked (`WriteTarget`), skipped
/// when its bytes would not change, else replaced atomically (`FileReplacement`); each folder
/// written into is first cleared of the temporary files that earlier, killed runs left there.
struct SafeWriter {
  /// The project's folder: nothing outside it is written.
  let root: String
  /// When the run started: only temporary files older than this are removed.
  let started = SystemCall.now()
  /// The temporary files removed so far.
  private(set) var removedTemporaries: [String] = []
  private var swept: Set<String> = []

  /// A run writing into the project at `root` (a project that is one file writes in that
  /// file's folder).
  init(root: String) {
    if let status = SystemCall.status(root), SystemCall.isRegularFile(status) {
      self.root = SystemCall.split(root).folder
    } else {
      self.root = root
    }
  }

  /// Writes `bytes` to the project file at `path`; returns `false` without touching the file
  /// when it already holds exactly these bytes.
  ///
  /// With `expected`, the file must still be as stamped (a `nil` stamp: absent) when the new
  /// bytes are on disk, right before they replace it; else nothing is written and the failure
  /// says it changed on disk (`FileSystem.Failure.changedOnDisk`).
  mutating func write(
    _ bytes: [UInt8], to path: String, expected: FileReplacement.Expectation = .anything
  ) throws(FileSystem.Failure) -> Bool {
    try write(pieces: [bytes], to: path, expected: expected)
  }

  /// Writes the bytes of `pieces`, one after the other, as `write(_:to:expected:)` writes
  /// bytes (a file made in pieces is not joined first).
  mutating func write(
    pieces: [[UInt8]], to path: String, expected: FileReplacement.Expectation = .anything
  ) throws(FileSystem.Failure) -> Bool {
    let target = try WriteTarget.resolve(path, root: root)
    if swept.insert(target.folder).inserted {
      removedTemporaries += TemporaryFiles.removeStale(in: target.folder, before: started)
    }
    if target.existing != nil, let existing = try? FileSystem.read(target.path),
      existing.count == pieces.reduce(0, { $0 + $1.count }),
      existing.elementsEqual(pieces.joined())
    {
      return false
    }
    try target.checkReplaceable(reportedAs: path)
    if target.existing == nil, !Self.makeFolder(target.folder) {
      throw FileSystem.Failure(
        path: path, reason: "not written: \(SystemCall.errorText) (making \(target.folder))")
    }
    try FileReplacement.replace(
      target, withPieces: pieces, reportedAs: path, expected: expected)
    return true
  }

  /// Checks, without writing anything, that `write(_:to:expected:)` could write `bytes` to the
  /// project file at `path` now.
  ///
  /// That is: inside the project once resolved, a regular file with one link, writable, in a
  /// writable folder. Returns `false` when it already holds these bytes (nothing to write,
  /// nothing checked further). For a save that must be all or nothing.
  func check(_ bytes: [UInt8], to path: String) throws(FileSystem.Failure) -> Bool {
    let target = try WriteTarget.resolve(path, root: root)
    if target.existing != nil, let existing = try? FileSystem.read(target.path),
      existing == bytes
    {
      return false
    }
    try target.checkReplaceable(reportedAs: path)
    return true
  }

  /// Makes `folder` and any missing folder above it; `false` with `errno` set on failure.
  static func makeFolder(_ folder: String) -> Bool {
    if mkdir(folder, 0o777) == 0 || errno == EEXIST { return true }
    let parent = SystemCall.split(folder).folder
    guard errno == ENOENT, parent != folder, makeFolder(parent) else { return false }
    return mkdir(folder, 0o777) == 0 || errno == EEXIST
  }
}
