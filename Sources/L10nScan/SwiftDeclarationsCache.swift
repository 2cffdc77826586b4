import Foundation

/// What the project's declaring Swift files declare (wrappers, localized parameters, generated
/// accessors), read once by `l10nedit-swift-scan --declarations-only` and kept in a file of a
/// private temporary folder that each scan of a buffer is given (`--declarations`): what makes
/// that scan cost the buffer alone, not the buffer and every declaring file.
///
/// A file is read again when one of the files it was read from changed on disk (its
/// modification time, size or inode), or when the set of files or the routines change. Shared
/// by the scans of one server (thread-safe); its folder is removed with it, or by
/// `removeFiles()`.
package final class SwiftDeclarationsCache: Sendable {
  /// What a file was made from: the scanner's routine options, and each file with its stamp.
  private struct Source: Equatable {
    var arguments: [String]
    var files: [String]
    var stamps: [Stamp?]
  }

  /// What tells a file changed on disk.
  private struct Stamp: Equatable {
    var modified: Date?
    var size: Int?
    var inode: Int?

    init?(_ path: String) {
      guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
        return nil
      }
      modified = attributes[.modificationDate] as? Date
      size = (attributes[.size] as? NSNumber)?.intValue
      inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue
    }
  }

  private let lock = NSLock()
  /// The folder, once made (under `lock`).
  nonisolated(unsafe) private var folder: String?
  /// The latest file and what it was made from (under `lock`).
  nonisolated(unsafe) private var latest: (source: Source, path: String)?
  /// How many files were made (under `lock`).
  nonisolated(unsafe) private var made = 0

  /// An empty cache (its folder is made when first needed).
  package init() {}

  deinit {
    if let folder { try? FileManager.default.removeItem(atPath: folder) }
  }

  /// The temporary folder of its files, once made.
  package var directory: String? {
    lock.withLock { folder }
  }

  /// Removes its folder (a process that exits does not run `deinit`); what a later scan needs
  /// is read again.
  package func removeFiles() {
    lock.withLock {
      if let folder { try? FileManager.default.removeItem(atPath: folder) }
      folder = nil
      latest = nil
    }
  }

  /// How many times the declarations were read from their files (for tests and logs).
  package var reads: Int {
    lock.withLock { made }
  }

  /// A file holding the declarations of `files` read with the routine options `arguments`.
  ///
  /// The latest one when none of them changed since, else one `read` makes (the scanner's
  /// JSON), written first. Callers wait for each other meanwhile.
  func file(
    declaring files: [String], arguments: [String], read: () throws -> Data
  ) throws -> String {
    try lock.withLock {
      let source = Source(arguments: arguments, files: files, stamps: files.map(Stamp.init))
      if let latest, latest.source == source { return latest.path }
      // Stamped before reading: a file changed while it is read is read again next time.
      let data = try read()
      let folder = try self.folder ?? Self.makeFolder()
      self.folder = folder
      made += 1
      let path = "\(folder)/declarations-\(made).json"
      try data.write(to: URL(fileURLWithPath: path))
      // The one before the latest may still be read by a scan under way; older ones not.
      if made > 2 {
        try? FileManager.default.removeItem(atPath: "\(folder)/declarations-\(made - 2).json")
      }
      latest = (source, path)
      return path
    }
  }

  /// A new folder of the temporary directory that only this user may read.
  private static func makeFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("l10nedit-declarations-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: path, withIntermediateDirectories: false,
      attributes: [.posixPermissions: 0o700])
    return path
  }
}
