import Foundation

/// What a file is on disk, cheaply: its size, modification time (to the nanosecond) and inode,
/// to notice that something else changed it since it was read.
///
/// A file replaced by a rename (as `git` and most tools write) gets a new inode; one written in
/// place gets a new modification time. One `stat` per file, no reading.
public struct FileStamp: Hashable, Sendable {
  /// The size in bytes.
  public var size: Int64
  /// The modification time: seconds and nanoseconds since 1970.
  public var modified: Int64
  /// The nanoseconds of the modification time.
  public var modifiedNanoseconds: Int64
  /// The file's inode number.
  public var inode: UInt64

  /// The stamp of the file at `path` (following links), or `nil` when there is none.
  public static func of(_ path: String) -> FileStamp? {
    var status = stat()
    guard stat(path, &status) == 0 else { return nil }
    return FileStamp(status)
  }

  /// The stamp of a file of `status`.
  init(_ status: stat) {
    #if canImport(Darwin)
    let time = status.st_mtimespec
    #else
    let time = status.st_mtim
    #endif
    size = Int64(status.st_size)
    modified = Int64(time.tv_sec)
    modifiedNanoseconds = Int64(time.tv_nsec)
    inode = UInt64(status.st_ino)
  }

  /// The stamps of the files at `paths` that exist.
  public static func of(_ paths: [String]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for path in paths { stamps[path] = of(path) }
    return stamps
  }
}
