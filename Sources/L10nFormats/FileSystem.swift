import Foundation

/// The few file operations the tool needs, portable between macOS and Linux.
public enum FileSystem {
  /// An I/O failure with the path it concerns.
  public struct Failure: Error, CustomStringConvertible {
    /// The file or folder.
    public var path: String
    /// What went wrong.
    public var reason: String

    /// `path: reason`.
    public var description: String { "\(path): \(reason)" }
  }

  /// The bytes of the file at `path`.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw Failure(path: path, reason: "cannot be read")
    }
    return [UInt8](data)
  }

  /// Writes `bytes` to `path` atomically.
  ///
  /// A temporary file in the same folder, given the
  /// original's permissions, then renamed over it. Returns `false` without touching the file
  /// when it already holds exactly these bytes.
  @discardableResult
  public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(Failure) -> Bool {
    let manager = FileManager.default
    if let existing = manager.contents(atPath: path), existing.elementsEqual(bytes) {
      return false
    }
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(
      ".\(url.lastPathComponent).l10nedit-\(UUID().uuidString.prefix(8))")
    let permissions = (try? manager.attributesOfItem(atPath: path))?[.posixPermissions]
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: temporary)
      if let permissions {
        try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: temporary.path)
      }
      if rename(temporary.path, path) != 0 {
        throw Failure(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let failure as Failure {
      try? manager.removeItem(at: temporary)
      throw failure
    } catch {
      try? manager.removeItem(at: temporary)
      throw Failure(path: path, reason: error.localizedDescription)
    }
    return true
  }
}
