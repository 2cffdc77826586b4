/// The list of the files a command wrote into a folder it replaces whole (`compile`, `bundle`),
/// kept in that folder as `.l10nedit-output`: a later run replaces the folder only when each of
/// its files is one the list names.
///
/// An `--out` naming a folder of hand-written files (a SwiftPM `Resources/` whose `.lproj`
/// folders hold storyboards and `.strings` files) is refused rather than replaced: the folder
/// must be missing, empty, or written by an earlier run.
package enum OutputManifest {
  /// The manifest's file name, in the folder's top level.
  package static let name = ".l10nedit-output"

  /// The first line of a manifest.
  private static let header = "# Written by l10nedit; the next run replaces this folder whole."

  /// `files` with the manifest that lists them added.
  package static func adding(to files: [(path: String, bytes: [UInt8])])
    -> [(path: String, bytes: [UInt8])]
  {
    let lines = [header] + files.map(\.path).sorted()
    return files + [(name, Array((lines.joined(separator: "\n") + "\n").utf8))]
  }

  /// Checks that the folder at `path` may be replaced whole: it does not exist, holds nothing
  /// (Finder's `.DS_Store` and empty folders aside), or holds only files its manifest lists.
  package static func checkReplaceable(_ path: String) throws(FileSystem.Failure) {
    guard let status = SystemCall.linkStatus(path), SystemCall.isFolder(status) else { return }
    let listed = listedFiles(in: path)
    let others = files(in: path, under: "").filter { !listed.contains($0) }
    guard !others.isEmpty else { return }
    let shown = others.prefix(3).joined(separator: ", ")
    throw FileSystem.Failure(
      path: path,
      reason: "not replaced: it holds \(others.count) file\(others.count == 1 ? "" : "s") "
        + "l10nedit did not write (\(shown)\(others.count > 3 ? ", …" : "")); give a new "
        + "folder, or one an earlier run wrote, as --out")
  }

  /// The paths the manifest of the folder at `folder` lists (none when it has none).
  private static func listedFiles(in folder: String) -> Set<String> {
    let manifest = folder + "/" + name
    guard let status = SystemCall.linkStatus(manifest), SystemCall.isRegularFile(status),
      let bytes = try? FileSystem.read(manifest),
      let text = String(validating: bytes, as: UTF8.self),
      text.hasPrefix(header + "\n")
    else { return [] }
    return Set(text.split(separator: "\n").dropFirst().map(String.init) + [name])
  }

  /// Every file under `folder` (links and special files included; folders are walked, not
  /// listed), each as a path relative to the folder the walk started at, `prefix` before it.
  private static func files(in folder: String, under prefix: String) -> [String] {
    let (valid, undecodable) = FileSystem.names(in: folder)
    var found = undecodable.map { prefix + $0 }
    for entry in valid where entry != ".DS_Store" {
      let path = folder + "/" + entry
      if let status = SystemCall.linkStatus(path), SystemCall.isFolder(status) {
        found += files(in: path, under: prefix + entry + "/")
      } else {
        found.append(prefix + entry)
      }
    }
    return found
  }
}
