import Foundation
import L10nFormats
import L10nModel
import L10nTUI

/// The user's keys file, `keys.json`: where it is, and reading it into the editor's keymap.
package enum KeysFile {
  /// `$XDG_CONFIG_HOME/l10nedit/keys.json`, or `~/.config/l10nedit/keys.json` when that
  /// variable is unset or empty (on macOS as well).
  package static func defaultPath(environment: [String: String]) -> String {
    let base =
      environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? NSHomeDirectory() + "/.config"
    return base + "/l10nedit/keys.json"
  }

  /// The keymap of the file at `path` and what is wrong with it (`path:line:column: what`).
  ///
  /// A file that is not there gives the default keys, silently unless it was asked for by
  /// name (`isExplicit`); one that cannot be read or parsed gives the default keys and says why.
  package static func load(_ path: String, isExplicit: Bool) -> (keymap: Keymap, problems: [String])
  {
    guard FileManager.default.fileExists(atPath: path) else {
      return (.standard, isExplicit ? ["\(path): no such keys file; using the default keys"] : [])
    }
    do {
      let bytes = try FileSystem.read(path)
      return Keymap.reading(try JSONReader.read(bytes, path: path), path: path)
    } catch {
      return (.standard, ["\(error); using the default keys"])
    }
  }
}
