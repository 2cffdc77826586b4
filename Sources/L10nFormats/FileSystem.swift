import Foundation

/// The few file operations the tool needs, portable between macOS and Linux.
package enum FileSystem {
  /// An I/O failure with the path it concerns.
  package struct Failure: Error, CustomStringConvertible {
    /// The file or folder.
    package var path: String
    /// What went wrong.
    package var reason: String
    /// Whether the file was not written because it changed on disk since it was read (a merge
    /// with the new version, then a new try, can write it).
    package var changedOnDisk = false

    /// A failure at `path`.
    package init(path: String, reason: String, changedOnDisk: Bool = false) {
      self.path = path
      self.reason = reason
      self.changedOnDisk = changedOnDisk
    }

    /// `path: reason`.
    package var description: String { "\(path): \(reason)" }
  }

  /// The bytes of the file at `path`, read straight into an array; a file larger than the
  /// limit in force (`ReadLimits.current`) is refused before it is read.
  package static func read(_ path: String) throws(Failure) -> [UInt8] {
    try readStamped(path).bytes
  }

  /// The bytes of the file at `path`, and its stamp as opened: what a later write compares
  /// with to notice a change made meanwhile.
  ///
  /// A file larger than `ReadLimits.current.maximumFileSize` (or one that grows past it while
  /// it is read) is refused with the reason, never read whole.
  package static func readStamped(_ path: String) throws(Failure) -> (
    bytes: [UInt8], stamp: FileStamp
  ) {
    let limits = ReadLimits.current
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw systemFailure(path) }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { throw systemFailure(path) }
    let size = Int(status.st_size)
    guard size <= limits.maximumFileSize else {
      throw Failure(path: path, reason: limits.sizeReason(size))
    }
    // One byte more than the size, so that reading an unchanging file reaches its end; read
    // straight into the new array (zeroing it first was a tenth of loading a project).
    var failed = false
    var atEnd = false
    var bytes = [UInt8](unsafeUninitializedCapacity: size + 1) { buffer, initialized in
      guard let base = buffer.baseAddress else { return }
      while initialized < buffer.count {
        let count = Foundation.read(descriptor, base + initialized, buffer.count - initialized)
        guard count > 0 else {
          (failed, atEnd) = (count < 0, count == 0)
          return
        }
        initialized += count
      }
    }
    if failed { throw systemFailure(path) }
    var filled = bytes.count
    // A file that grew while it was read: the rest, a block at a time.
    while !atEnd {
      if filled > limits.maximumFileSize {
        throw Failure(path: path, reason: limits.sizeReason(filled))
      }
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 65_536)) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return -1 }
        return Foundation.read(descriptor, base + filled, buffer.count - filled)
      }
      if count < 0 { throw systemFailure(path) }
      if count == 0 { break }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return (bytes, FileStamp(status))
  }

  /// The names in `folder` (without `.` and `..`), sorted, in one listing: those that are
  /// valid UTF-8, and those that are not (which Foundation's listing leaves out silently),
  /// decoded with replacement characters so they can be shown.
  package static func names(in folder: String) -> (valid: [String], undecodable: [String]) {
    guard let directory = opendir(folder) else { return ([], []) }
    defer { closedir(directory) }
    var valid: [String] = []
    var undecodable: [String] = []
    while let entry = readdir(directory) {
      let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      if let name = String(validating: bytes, as: UTF8.self) {
        if name != "." && name != ".." { valid.append(name) }
      } else {
        undecodable.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    return (valid.sorted(), undecodable.sorted())
  }

  /// Whether `path` is a folder (following links).
  package static func isFolder(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && SystemCall.isFolder(status)
  }

  private static func systemFailure(_ path: String) -> Failure {
    Failure(path: path, reason: String(cString: strerror(errno)))
  }
}
