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

  /// The bytes of the file at `path`, read straight into an array.
  public static func read(_ path: String) throws(Failure) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { throw systemFailure(path) }
    defer { close(descriptor) }
    var status = stat()
    let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
    // One byte more than the size, so a single read reaches the end of an unchanging file.
    var bytes = [UInt8](repeating: 0, count: size + 1)
    var filled = 0
    while true {
      if filled == bytes.count { bytes.append(contentsOf: repeatElement(0, count: 65_536)) }
      let count = bytes.withUnsafeMutableBytes { buffer in
        guard let base = buffer.baseAddress else { return -1 }
        return Foundation.read(descriptor, base + filled, buffer.count - filled)
      }
      if count < 0 { throw systemFailure(path) }
      if count == 0 { break }
      filled += count
    }
    bytes.removeLast(bytes.count - filled)
    return bytes
  }

  private static func systemFailure(_ path: String) -> Failure {
    Failure(path: path, reason: String(cString: strerror(errno)))
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
        throw systemFailure(path)
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
