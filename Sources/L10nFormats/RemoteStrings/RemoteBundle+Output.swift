import L10nModel

extension RemoteBundle {
  /// Checks that the folder at `path` may be replaced by a bundle: it does not exist, or holds
  /// only `.lproj` folders (and Finder's `.DS_Store`), as a bundle this command wrote does.
  ///
  /// A mistyped `--out` naming a source folder is refused rather than replaced whole.
  package static func checkReplaceable(_ path: String) throws(Failure) {
    guard let status = SystemCall.linkStatus(path), SystemCall.isFolder(status) else {
      return
    }
    let (valid, undecodable) = FileSystem.names(in: path)
    let others =
      valid.filter { name in
        guard name != ".DS_Store" else { return false }
        guard name.hasSuffix(".lproj"), let inner = SystemCall.linkStatus(path + "/" + name),
          SystemCall.isFolder(inner)
        else { return true }
        return false
      } + undecodable
    guard others.isEmpty else {
      let listed = others.prefix(3).joined(separator: ", ") + (others.count > 3 ? ", …" : "")
      throw Failure(
        description: "\(path) holds more than .lproj folders (\(listed)); not replacing it "
          + "(give a new folder, or an earlier bundle, as --out)")
    }
  }
}
