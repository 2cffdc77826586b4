import Foundation
import L10nModel

/// What a reading of a repository's history found, kept between runs outside the project:
/// in `$XDG_CACHE_HOME/l10nedit/history/` (`~/.cache` without it), one small JSON file per
/// repository and project, keyed by the HEAD commit and the cells judged.
///
/// Never trusted blindly: a file that does not decode, is of another version, or was made at
/// another HEAD or for other cells is ignored (and replaced by the next reading). At most
/// `fileLimit` files are kept (the least recently written go), none larger than `byteLimit`.
package struct HistoryCache: Sendable {
  /// One reading.
  struct Entry: Codable {
    var version: Int
    var head: String
    var cells: String
    var outdated: [OutdatedTranslation]
    var notes: [String]
  }

  /// The cache's format version: a file of another is ignored.
  static let version = 1
  /// How many files the folder keeps.
  static let fileLimit = 32
  /// The largest file written.
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
    return folder + "/" + String(hash, radix: 16) + ".json"
  }

  /// The reading kept for this HEAD and these cells, if any.
  func entry(top: String, root: String, head: String, cells: String) -> Entry? {
    let path = file(top: top, root: root)
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      (attributes[.size] as? Int ?? Int.max) <= Self.byteLimit,
      let data = FileManager.default.contents(atPath: path),
      let entry = try? JSONDecoder().decode(Entry.self, from: data),
      entry.version == Self.version, entry.head == head, entry.cells == cells
    else { return nil }
    return entry
  }

  /// Keeps `entry` (quietly does nothing when the folder cannot be written).
  func keep(_ entry: Entry, top: String, root: String) {
    guard let data = try? JSONEncoder().encode(entry), data.count <= Self.byteLimit,
      (try? FileManager.default.createDirectory(
        atPath: folder, withIntermediateDirectories: true,
        attributes: [.posixPermissions: 0o700])) != nil
    else { return }
    try? data.write(to: URL(fileURLWithPath: file(top: top, root: root)), options: .atomic)
    trim()
  }

  /// Removes the least recently written files beyond `fileLimit`.
  private func trim() {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
      names.count > Self.fileLimit
    else { return }
    let dated = names.filter { $0.hasSuffix(".json") }.map { name -> (String, Date) in
      let path = folder + "/" + name
      let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate]
      return (path, date as? Date ?? .distantPast)
    }
    for (path, _) in dated.sorted(by: { $0.1 > $1.1 }).dropFirst(Self.fileLimit) {
      try? FileManager.default.removeItem(atPath: path)
    }
  }
}
