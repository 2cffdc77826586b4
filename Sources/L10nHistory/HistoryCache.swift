import Foundation
import L10nModel

/// Readings of a repository's history kept between runs, outside the project.
///
/// In `$XDG_CACHE_HOME/l10nedit/history/` (`~/.cache` without it), one file per repository and
/// project, holding what the history up to one commit says of each cell (`HistoryReading`).
/// A later run at that commit reads no history; one at a commit descending from it reads only
/// the commits after it.
///
/// Never trusted blindly: a file that does not decode, is of another version or was made for
/// another repository or project is ignored (and replaced by the next reading); commit ids are
/// checked to be ids and paths in it are only compared with the project's, never opened. At
/// most `fileLimit` files are kept (the least recently written go), none larger than
/// `byteLimit`; each is written whole or not at all (a temporary file renamed).
package struct HistoryCache: Sendable {
  /// How many files the folder keeps.
  static let fileLimit = 32
  /// The largest file written or read.
  static let byteLimit = 32 << 20

  /// The folder.
  package let folder: String

  /// The cache in the user's cache folder (`XDG_CACHE_HOME` when it is an absolute path).
  package init(environment: [String: String] = ProcessInfo.processInfo.environment) {
    let base =
      environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
      ?? NSHomeDirectory() + "/.cache"
    folder = base + "/l10nedit/history"
  }

  /// The file of the project at `root` in the repository at `top`.
  private func file(top: String, root: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in (top + "\u{0}" + root).utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return folder + "/" + String(hash, radix: 16) + ".history"
  }

  /// The reading kept for the project at `root` in the repository at `top`, if any.
  func reading(top: String, root: String) -> HistoryReading? {
    let path = file(top: top, root: root)
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.size] as? Int ?? Int.max) <= Self.byteLimit,
      let data = FileManager.default.contents(atPath: path)
    else { return nil }
    return HistoryReading(kept: [UInt8](data), top: top, root: root)
  }

  /// Keeps `reading` (quietly does nothing when the folder cannot be written).
  func keep(_ reading: HistoryReading, top: String, root: String) {
    let bytes = reading.kept(top: top, root: root)
    guard bytes.count <= Self.byteLimit,
      (try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])) != nil
    else { return }
    try? Data(bytes).write(to: URL(fileURLWithPath: file(top: top, root: root)), options: .atomic)
    trim()
  }

  /// Removes the least recently written files beyond `fileLimit`.
  private func trim() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
      names.count > Self.fileLimit
    else { return }
    let dated = names.filter { $0.hasSuffix(".history") || $0.hasSuffix(".json") }.map {
      name -> (String, Date) in
      let path = folder + "/" + name
      let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate]
      return (path, date as? Date ?? .distantPast)
    }
    for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.fileLimit) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
