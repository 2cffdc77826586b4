/// File paths as text: joined, normalized and compared without asking the file system.
///
/// Symbolic links are not followed, so `a/link/..` becomes `a`, as the project files that
/// these paths come from mean it.
package enum LexicalPath {
  /// `relative` below `base`, normalized; an absolute `relative` stands on its own.
  package static func join(_ base: String, _ relative: String) -> String {
    if relative.hasPrefix("/") || base.isEmpty { return normalize(relative) }
    if relative.isEmpty { return normalize(base) }
    return normalize(base + "/" + relative)
  }

  /// `path` without empty and `.` components, each `..` taking away the one before it.
  ///
  /// A `..` is kept at the start of a relative path and dropped at the root of an absolute one; a
  /// relative path with nothing left is `.`.
  package static func normalize(_ path: String) -> String {
    let isAbsolute = path.hasPrefix("/")
    var components: [Substring] = []
    for component in path.split(separator: "/") where component != "." {
      if component != ".." {
        components.append(component)
      } else if let last = components.last, last != ".." {
        components.removeLast()
      } else if !isAbsolute {
        components.append(component)
      }
    }
    let joined = components.joined(separator: "/")
    return isAbsolute ? "/" + joined : (joined.isEmpty ? "." : joined)
  }

  /// The folder holding `path`: `path` without its last component.
  package static func parent(of path: String) -> String {
    join(path, "..")
  }

  /// Whether `path` is `folder` or lies below it (both normalized the same way).
  package static func isWithin(_ path: String, _ folder: String) -> Bool {
    if folder == "." { return !path.hasPrefix("/") && path != ".." && !path.hasPrefix("../") }
    return path == folder || path.hasPrefix(folder == "/" ? folder : folder + "/")
  }
}
