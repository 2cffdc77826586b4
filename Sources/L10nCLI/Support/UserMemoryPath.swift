import Foundation
import L10nModel
import L10nUserMemory

/// Which user memory a command uses: `--memory FILE`, else the settings file's `userMemory`
/// (a file in the user's own data folder), else `$XDG_DATA_HOME/l10nedit/memory.sqlite`.
enum UserMemoryPath {
  /// The memory's file, and whether it was named (by the option or the settings file) rather
  /// than the default; exits with status 2, saying why, when the settings file names a file
  /// outside the user's data folder.
  ///
  /// A project's settings cannot place the user's memory (and the folders made for it)
  /// anywhere: its `userMemory` is a name in the folder of the default memory (`work.sqlite`),
  /// or a path that stays in it (`~/.local/share/l10nedit/work.sqlite`). `--memory`, the
  /// user's own choice, may name any file.
  static func resolve(option: String?, settings: ProjectSettings) throws -> (
    path: String, named: Bool
  ) {
    if let option { return (option, true) }
    let fallback = UserMemory.defaultPath()
    guard let named = settings.userMemoryPath else { return (fallback, false) }
    let folder = (fallback as NSString).deletingLastPathComponent
    guard let path = inside(folder, named) else {
      Output.standardError(
        "error: \(settings.path): userMemory \(ContentExcerpt.quoted(named, limit: 120)) is "
          + "outside your data folder \(folder): a project's settings name a memory there "
          + "only (a file name such as work.sqlite); --memory FILE names any file")
      throw ExitStatus.failure
    }
    return (path, true)
  }

  /// `name` (`~` the home folder; a relative path is in `folder`) as a path inside `folder`,
  /// or `nil` when it leads out of it, by `..` or by a symbolic link on the way.
  private static func inside(_ folder: String, _ name: String) -> String? {
    let expanded = (name as NSString).expandingTildeInPath
    let path = ((expanded.hasPrefix("/") ? expanded : folder + "/" + expanded) as NSString)
      .standardizingPath
    let base = (folder as NSString).standardizingPath
    guard path.hasPrefix(base + "/") else { return nil }
    // Links: the part that exists must resolve inside the folder as it resolves.
    return real(path).hasPrefix(real(base) + "/") ? path : nil
  }

  /// `path` with its nearest existing folder (or itself) resolved, every link followed.
  private static func real(_ path: String) -> String {
    var existing = path
    var rest: [String] = []
    while !existing.isEmpty, existing != "/", !FileManager.default.fileExists(atPath: existing) {
      rest.insert((existing as NSString).lastPathComponent, at: 0)
      existing = (existing as NSString).deletingLastPathComponent
    }
    let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
    return ([resolved == "/" ? "" : resolved] + rest).joined(separator: "/")
  }
}
