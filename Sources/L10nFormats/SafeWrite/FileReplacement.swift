#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file atomically: a temporary file in the same folder given the original's owner,
/// group and mode, written in full and flushed to disk, renamed over the file, then the folder
/// flushed so the rename itself survives a power cut.
enum FileReplacement {
  /// What the file must be right before it is replaced.
  enum Expectation {
    /// Whatever it is.
    case anything
    /// As stamped when it was read (`nil`: it did not exist): a change made since, even while
    /// the new bytes were written and flushed, is never overwritten.
    case unchanged(FileStamp?)
  }

  /// Writes `bytes` to `target`, reporting failures under the project path `reported`.
  ///
  /// At every moment the file holds either its old bytes or all of `bytes`. With an
  /// `unchanged` expectation the file's stamp (size, modification time, inode) is compared
  /// after the temporary is written and flushed, just before the rename: what remains is the
  /// time between that `stat` and the `rename`, two system calls.
  static func replace(
    _ target: WriteTarget, with bytes: [UInt8], reportedAs reported: String,
    expected: Expectation = .anything
  ) throws(FileSystem.Failure) {
    try replace(target, withPieces: [bytes], reportedAs: reported, expected: expected)
  }

  /// Writes `pieces`, one after the other, to `target` as `replace(_:with:reportedAs:expected:)`
  /// writes bytes: a file made in pieces is not joined first.
  static func replace(
    _ target: WriteTarget, withPieces pieces: [[UInt8]], reportedAs reported: String,
    expected: Expectation = .anything
  ) throws(FileSystem.Failure) {
    func failure(_ doing: String) -> FileSystem.Failure {
      FileSystem.Failure(path: reported, reason: "not written: \(SystemCall.errorText) (\(doing))")
    }
    // A new file gets the usual 0666 less the umask; an existing one starts private and is
    // given its original's mode below.
    let (descriptor, temporary) = try TemporaryFiles.create(
      in: target.folder, for: target.name, mode: target.existing == nil ? 0o666 : 0o600)
    var isOpen = true
    do throws(FileSystem.Failure) {
      if let existing = target.existing {
        try keepOwnerAndMode(of: existing, on: descriptor, reportedAs: reported)
      }
      guard pieces.allSatisfy({ writeAll($0, to: descriptor) }) else { throw failure("writing") }
      guard SystemCall.synchronize(descriptor) else { throw failure("flushing to disk") }
      isOpen = false
      guard close(descriptor) == 0 else { throw failure("closing") }
      if case .unchanged(let stamp) = expected, FileStamp.of(target.path) != stamp {
        throw FileSystem.Failure(
          path: reported, reason: "changed on disk while it was being written; not written",
          changedOnDisk: true)
      }
      guard rename(temporary, target.path) == 0 else { throw failure("renaming") }
    } catch {
      if isOpen { close(descriptor) }
      unlink(temporary)
      throw error
    }
    try synchronizeFolder(target.folder, reportedAs: reported)
  }

  /// Gives the temporary open as `descriptor` the owner, group and mode of `existing`; throws
  /// when the owner or group cannot be kept (only root may give a file away), rather than
  /// replacing the file with one that belongs to someone else.
  private static func keepOwnerAndMode(
    of existing: stat, on descriptor: Int32, reportedAs reported: String
  ) throws(FileSystem.Failure) {
    var current = stat()
    guard fstat(descriptor, &current) == 0 else {
      throw FileSystem.Failure(path: reported, reason: "not written: \(SystemCall.errorText)")
    }
    if current.st_uid != existing.st_uid || current.st_gid != existing.st_gid,
      fchown(descriptor, existing.st_uid, existing.st_gid) != 0
    {
      throw FileSystem.Failure(
        path: reported,
        reason: "not written: \(SystemCall.errorText) (it belongs to user \(existing.st_uid),"
          + " group \(existing.st_gid), and a replacement could not keep that owner and group)")
    }
    guard fchmod(descriptor, SystemCall.permissions(existing)) == 0 else {
      throw FileSystem.Failure(
        path: reported, reason: "not written: \(SystemCall.errorText) (keeping its mode)")
    }
  }

  /// Writes all of `bytes` to `descriptor`, resuming after partial writes and interruptions.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
    bytes.withUnsafeBytes { buffer in
      guard let base = buffer.baseAddress else { return true }
      var offset = 0
      while offset < buffer.count {
        let count = write(descriptor, base + offset, buffer.count - offset)
        if count < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += count
      }
      return true
    }
  }

  /// Flushes `folder`'s entries (the rename) to disk.
  ///
  /// A file system that cannot flush folders (`EINVAL`) is accepted.
  static func synchronizeFolder(_ folder: String, reportedAs reported: String)
    throws(FileSystem.Failure)
  {
    let descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      throw FileSystem.Failure(
        path: reported, reason: "written, but \(SystemCall.errorText) (flushing \(folder))")
    }
    defer { close(descriptor) }
    if fsync(descriptor) != 0 && errno != EINVAL {
      throw FileSystem.Failure(
        path: reported, reason: "written, but \(SystemCall.errorText) (flushing \(folder))")
    }
  }
}
