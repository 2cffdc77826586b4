import Foundation
import L10nModel
import L10nUserMemory

/// Which user memory a command uses: `--memory FILE`, else the settings file's `userMemory`
/// (a path; `~` is the home folder), else `$XDG_DATA_HOME/l10nedit/memory.sqlite`.
enum UserMemoryPath {
  /// The memory's file, and whether it was named (by the option or the settings file) rather
  /// than the default.
  static func resolve(option: String?, settings: ProjectSettings) -> (path: String, named: Bool) {
    if let option { return (option, true) }
    if let path = settings.userMemoryPath {
      return ((path as NSString).expandingTildeInPath, true)
    }
    return (UserMemory.defaultPath(), false)
  }
}
