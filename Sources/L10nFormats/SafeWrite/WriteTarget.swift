#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write to a project file lands once symbolic links are followed, and whether it may
/// happen there.
///
/// A link inside the project is written through: the link stays, its target gets the bytes.
/// A path that resolves outside the project (the file or any folder above it) is never
/// written.
struct WriteTarget {
  /// The real path written: the link's target when the project path is a symbolic link.
  let path: String
  /// The real folder holding `path`, where the temporary file is made.
  let folder: String
  /// The file's name in `folder`.
  let name: String
  /// The file's status, or `nil` when it does not exist yet.
  let existing: stat?

  /// Resolves `path`, a file of the project at `root`; throws when it must not be written
  /// because it resolves outside `root` or is not a regular file.
  ///
  /// The part of the path that exists is resolved by the system (every `..` and symbolic link
  /// followed); the part that does not exist yet, made when written, must be plain names: a
  /// `.` or `..` there is refused, since it could not be resolved before the
  /// folders are made (`yy/../../x` with no `yy` would otherwise climb out once `yy` is made).
  static func resolve(_ path: String, root: String) throws(FileSystem.Failure) -> WriteTarget {
    guard let realRoot = SystemCall.realPath(root) else {
      throw FileSystem.Failure(path: path, reason: "not written: \(SystemCall.errorText) (\(root))")
    }
    let real: String
    if SystemCall.linkStatus(path) != nil {
      guard let resolved = SystemCall.realPath(path) else {
        throw FileSystem.Failure(
          path: path, reason: "not written: \(SystemCall.errorText) (following its links)")
      }
      real = resolved
    } else if errno == ENOENT {
      let (folder, name) = SystemCall.split(path)
      try requirePlain(name, for: path)
      real = try realFolder(folder, for: path) + "/" + name
    } else {
      throw FileSystem.Failure(path: path, reason: "not written: \(SystemCall.errorText)")
    }
    let inside = realRoot == "/" ? "/" : realRoot + "/"
    guard real.hasPrefix(inside) else {
      throw FileSystem.Failure(
        path: path,
        reason: "not written: it resolves to \(real), outside the project (\(realRoot))")
    }
    let existing = SystemCall.status(real)
    if let existing, !SystemCall.isRegularFile(existing) {
      throw FileSystem.Failure(path: path, reason: "not written: it is not a regular file")
    }
    let (folder, name) = SystemCall.split(real)
    return WriteTarget(path: real, folder: folder, name: name, existing: existing)
  }

  /// The real path of `folder`, which may not exist yet: its nearest existing ancestor
  /// resolved, the missing names appended.
  private static func realFolder(_ folder: String, for path: String) throws(FileSystem.Failure)
    -> String
  {
    var missing: [String] = []
    var current = folder
    while true {
      if let real = SystemCall.realPath(current) {
        return ([real == "/" ? "" : real] + missing.reversed()).joined(separator: "/")
      }
      guard errno == ENOENT, current != "/", current != "." else {
        throw FileSystem.Failure(
          path: path, reason: "not written: \(SystemCall.errorText) (\(current))")
      }
      let (parent, name) = SystemCall.split(current)
      try requirePlain(name, for: path)
      missing.append(name)
      current = parent
    }
  }

  /// Throws unless `name`, a part of `path` that does not exist yet, is a plain name.
  private static func requirePlain(_ name: String, for path: String) throws(FileSystem.Failure) {
    guard name == "." || name == ".." else { return }
    throw FileSystem.Failure(
      path: path,
      reason: "not written: its path has a \"\(name)\" part in folders that do not exist yet")
  }

  /// Throws unless the file may be replaced.
  ///
  /// It must have a single link (replacing a file with several hard links would split them)
  /// and a write permission bit, be writable by the user, and sit in a folder the user may
  /// write. Permission bits are honoured even for root.
  func checkReplaceable(reportedAs reported: String) throws(FileSystem.Failure) {
    if let existing {
      if existing.st_nlink > 1 {
        throw FileSystem.Failure(
          path: reported,
          reason: "not written: it has \(existing.st_nlink) hard links, and replacing it"
            + " would split them (give it a single link to write it)")
      }
      if !SystemCall.hasWriteBit(existing) {
        let mode = String(SystemCall.permissions(existing), radix: 8)
        throw FileSystem.Failure(
          path: reported,
          reason: "not written: Permission denied (the file is read-only, mode \(mode))")
      }
      if !SystemCall.isWritable(path) {
        throw FileSystem.Failure(path: reported, reason: "not written: \(SystemCall.errorText)")
      }
    }
    guard let status = SystemCall.status(folder) else { return }  // made when written
    let writable = SystemCall.isWritable(folder)
    let words = writable ? "Permission denied" : SystemCall.errorText
    if !writable || !SystemCall.hasWriteBit(status) {
      throw FileSystem.Failure(
        path: reported, reason: "not written: \(words) (its folder \(folder) is not writable)")
    }
  }
}
