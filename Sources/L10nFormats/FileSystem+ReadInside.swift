extension FileSystem {
  /// The real path of `path`, a file the project at `root` names (its settings file, its
  /// glossary), when it resolves inside `root`, as a write must: a symbolic link that leads
  /// out of the project (to `/proc/self/environ`, to a credentials file) is refused before a
  /// byte is read, and so is anything but a regular file.
  package static func resolveInside(_ path: String, root: String) throws(Failure) -> String {
    guard let realRoot = SystemCall.realPath(root.isEmpty ? "." : root) else {
      throw Failure(path: path, reason: "not read: \(SystemCall.errorText) (\(root))")
    }
    guard let real = SystemCall.realPath(path) else {
      throw Failure(path: path, reason: "not read: \(SystemCall.errorText)")
    }
    let inside = realRoot == "/" ? "/" : realRoot + "/"
    guard real.hasPrefix(inside) else {
      throw Failure(
        path: path,
        reason: "not read: it resolves to \(real), outside the project (\(realRoot)); a file "
          + "the project names is read only inside it")
    }
    guard let status = SystemCall.status(real), SystemCall.isRegularFile(status) else {
      throw Failure(path: path, reason: "not read: it is not a regular file")
    }
    return real
  }
}
