import Foundation

/// What a file is on disk, cheaply: its size and modification time (and whether it exists), to
/// notice that something else changed it.
struct FileStamp: Hashable, Sendable {
  var size: Int
  var modified: Date

  /// The stamp of the file at `path`, or `nil` when there is none.
  static func of(_ path: String) -> FileStamp? {
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
      let size = (attributes[.size] as? NSNumber)?.intValue,
      let modified = attributes[.modificationDate] as? Date
    else { return nil }
    return FileStamp(size: size, modified: modified)
  }

  /// The stamps of the files at `paths` that exist.
  static func of(_ paths: [String]) -> [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for path in paths { stamps[path] = of(path) }
    return stamps
  }
}
