#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls the safe write path makes, with Swift faces.
///
/// Optionals instead of `-1`, strings instead of C buffers. Each failing call leaves `errno`
/// set for `errorText`.
enum SystemCall {
  /// The system's words for the current `errno` ("Permission denied", "No space left on
  /// device", …).
  static var errorText: String { String(cString: strerror(errno)) }

  /// The canonical absolute path of `path`, every symbolic link followed, or `nil`.
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The status of `path` itself (a symbolic link is not followed), or `nil`.
  static func linkStatus(_ path: String) -> stat? {
    var status = stat()
    return lstat(path, &status) == 0 ? status : nil
  }

  /// The status of the file at `path`, symbolic links followed, or `nil`.
  static func status(_ path: String) -> stat? {
    var status = stat()
    return stat(path, &status) == 0 ? status : nil
  }

  /// Whether `status` is a regular file.
  static func isRegularFile(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFREG }

  /// Whether `status` is a folder.
  static func isFolder(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFDIR }

  /// Whether `status` is a symbolic link.
  static func isLink(_ status: stat) -> Bool { status.st_mode & S_IFMT == S_IFLNK }

  /// The permission bits of `status` (with set-id and sticky bits).
  static func permissions(_ status: stat) -> mode_t { status.st_mode & 0o7777 }

  /// Whether `status` has at least one write permission bit (owner, group or others).
  static func hasWriteBit(_ status: stat) -> Bool { status.st_mode & 0o222 != 0 }

  /// Whether the user may write `path` (`access(W_OK)`).
  static func isWritable(_ path: String) -> Bool { access(path, W_OK) == 0 }

  /// The modification time of `status`, in nanoseconds since 1970.
  static func modificationTime(_ status: stat) -> Int64 {
    #if canImport(Darwin)
    let time = status.st_mtimespec
    #else
    let time = status.st_mtim
    #endif
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// The wall-clock time now, in nanoseconds since 1970 (the clock file times use).
  static func now() -> Int64 {
    var time = timespec()
    clock_gettime(CLOCK_REALTIME, &time)
    return Int64(time.tv_sec) * 1_000_000_000 + Int64(time.tv_nsec)
  }

  /// Flushes the file open as `descriptor` to the storage device; `false` on failure.
  ///
  /// On macOS `fsync` only reaches the drive's cache, so `F_FULLFSYNC` is asked first.
  static func synchronize(_ descriptor: Int32) -> Bool {
    #if canImport(Darwin)
    if fcntl(descriptor, F_FULLFSYNC) == 0 { return true }
    #endif
    return fsync(descriptor) == 0
  }

  /// The folder part and the name part of `path` (`"."` for a bare name).
  static func split(_ path: String) -> (folder: String, name: String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let folder = path[..<slash]
    return (folder.isEmpty ? "/" : String(folder), String(path[path.index(after: slash)...]))
  }
}
