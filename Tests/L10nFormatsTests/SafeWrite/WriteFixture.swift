import Foundation
import L10nFormats
import L10nModel

/// A folder holding a project (`proj`) with unsorted `.strings` files and a sibling folder
/// outside it (`outside`), removed (permissions restored first) when the handle goes away.
final class WriteFixture {
  /// The parent of `proj` and `outside`.
  let base: String
  /// The project's root.
  var root: String { base + "/proj" }

  /// The unsorted text every file starts with.
  static let unsorted = "\"b\" = \"2\";\n\"a\" = \"1\";\n"

  /// A project with `files` (paths relative to `proj`), each holding `unsorted`.
  init(_ files: [String]) throws {
    base =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("l10nedit-write-\(UUID().uuidString)").path
    for file in files { try write(Self.unsorted, to: "proj/" + file) }
    try FileManager.default.createDirectory(
      atPath: base + "/outside", withIntermediateDirectories: true)
  }

  deinit {
    if let paths = FileManager.default.subpaths(atPath: base) {
      chmod(base, 0o755)
      for path in paths { chmod(base + "/" + path, 0o755) }
    }
    try? FileManager.default.removeItem(atPath: base)
  }

  /// Writes `text` at `path` (relative to `base`), making folders.
  func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: base + "/" + path)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url)
  }

  /// The text at `path` (relative to `base`).
  func text(_ path: String) throws -> String {
    String(decoding: try FileSystem.read(base + "/" + path), as: UTF8.self)
  }

  /// The project as loaded.
  func load() throws -> Project { try ProjectLoader.load(root) }

  /// The sorted text every file gets when written.
  static var sorted: String {
    "\"a\" = \"1\";\n\"b\" = \"2\";\n"
  }

  /// The index of the file at `path` (relative to `proj`) in `project`.
  static func index(of path: String, in project: Project) -> Int {
    project.files.firstIndex { $0.relativePath == path } ?? -1
  }

  /// The status of `path` (relative to `base`), the last link not followed.
  func linkStatus(_ path: String) -> stat {
    var status = stat()
    lstat(base + "/" + path, &status)
    return status
  }

  /// The canonical path of `path` (relative to `base`), as the write path reports it.
  func realPath(_ path: String) -> String {
    guard let resolved = realpath(base + "/" + path, nil) else { return base + "/" + path }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
