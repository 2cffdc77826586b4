import Foundation
import L10nModel

/// Records an answer the editor asked for in the project's settings file, changing one line:
/// the file keeps every other byte, so the change reads as one line in a diff.
package enum ProjectSettingsRecorder {
  /// Writes `"sort": sorts` into the settings file of the project at `root` (its
  /// `.l10nedit.json`, `.yml` or `.yaml`, else a new `.l10nedit.json`); returns the file's
  /// path.
  ///
  /// A JSON file (or a YAML flow mapping) gets the member as the object's first line, a YAML
  /// file a last line. The result is read back before it is written: a file it would break, or
  /// that says `sort` already, is left as it is, with the reason.
  package static func recordSort(_ sorts: Bool, root project: String) throws(FileSystem.Failure)
    -> String
  {
    // A project that is one file (remote strings JSON) has its settings file beside it.
    let root = ProjectSettingsReader.folder(ofRoot: project)
    let value = sorts ? "true" : "false"
    let existing = ProjectSettingsReader.fileNames.map { root + "/" + $0 }.first {
      FileManager.default.fileExists(atPath: $0)
    }
    let path = existing ?? root + "/" + ProjectSettingsReader.fileNames[0]
    var bytes =
      try existing.map { path throws(FileSystem.Failure) in try FileSystem.read(path) } ?? []
    let isJSON = path.hasSuffix(".json")
    let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    if let brace = bytes[start...].firstIndex(where: { !isSpace($0) }),
      bytes[brace] == UInt8(ascii: "{")
    {
      // An object: the member goes first, followed by a comma unless the object is empty.
      let rest = bytes[(brace + 1)...].first(where: { !isSpace($0) })
      let member =
        rest == UInt8(ascii: "}")
        ? " \"sort\": \(value) " : "\n  \"sort\": \(value),"
      bytes.insert(contentsOf: Array(member.utf8), at: brace + 1)
    } else if bytes[start...].allSatisfy(isSpace) && isJSON {
      bytes = Array("{\n  \"sort\": \(value)\n}\n".utf8)
    } else {
      if let last = bytes.last, last != 0x0A { bytes.append(0x0A) }
      bytes += Array("sort: \(value)\n".utf8)
    }
    let settings: ProjectSettings
    do {
      if let existing {
        let before = try ProjectSettingsReader.parse(try FileSystem.read(existing), path: existing)
        guard before.sort == nil else {
          throw FileSystem.Failure(path: path, reason: "not changed: it already says \"sort\"")
        }
      }
      settings = try ProjectSettingsReader.parse(bytes, path: path)
    } catch let failure as ProjectSettingsReader.Failure {
      throw FileSystem.Failure(path: path, reason: "not changed: \(failure.reason)")
    } catch let failure as FileSystem.Failure {
      throw failure
    } catch {
      throw FileSystem.Failure(path: path, reason: "not changed: \(error)")
    }
    guard settings.sort == sorts else {
      throw FileSystem.Failure(path: path, reason: "not changed: \"sort\" would not read back")
    }
    try FileSystem.writeSafely(bytes, to: path, inside: root)
    return path
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
}
