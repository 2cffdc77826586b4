#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Files removed the way project files are written: only inside the folder the user named.
extension FileSystem {
  /// Removes the regular file at `path`, which must resolve inside `folder`, then its folder
  /// when that is left empty (a `.lproj` folder whose last file went).
  package static func removeFile(_ path: String, inside folder: String) throws(Failure) {
    let parent = SystemCall.split(path).folder
    guard let root = SystemCall.realPath(folder), let resolved = SystemCall.realPath(parent),
      resolved == root || resolved.hasPrefix(root == "/" ? "/" : root + "/")
    else {
      throw Failure(path: path, reason: "not removed: it is not inside \(folder)")
    }
    guard let status = SystemCall.linkStatus(path), SystemCall.isRegularFile(status) else {
      throw Failure(path: path, reason: "not removed: not a regular file")
    }
    guard unlink(path) == 0 else {
      throw Failure(path: path, reason: "not removed: \(SystemCall.errorText)")
    }
    if resolved != root { _ = rmdir(parent) }
  }
}
