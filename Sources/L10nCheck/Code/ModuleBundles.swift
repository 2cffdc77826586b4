import Foundation
import L10nModel

/// Which tables a Swift package target's own bundle (`Bundle.module`) holds: those whose
/// `.lproj` folders are inside the target's folder, `…/Sources/<Target>/`, as SwiftPM lays
/// targets out.
struct ModuleBundles {
  /// Each grid's folder (where its `.lproj` folders are), absolute and standardized.
  private let folders: [String]

  /// The grids' folders of `project`.
  init(_ project: Project) {
    let root = URL(fileURLWithPath: project.root).standardizedFileURL
    folders = project.grids.map { grid in
      let parts = grid.table.path.split(separator: "/", omittingEmptySubsequences: false)
      return parts.dropLast().reduce(root) { $0.appendingPathComponent(String($1)) }
        .standardizedFileURL.path + "/"
    }
  }

  /// Whether the tables of grid `grid` are in the bundle of the Swift package target whose
  /// source file is at `path`; `true` when the file is in no `Sources/<Target>/` folder (the
  /// target is not known, so no table is ruled out).
  func grid(_ grid: Int, isInTargetOf path: String) -> Bool {
    guard let target = Self.targetFolder(of: path) else { return true }
    return folders[grid].hasPrefix(target)
  }

  /// `…/Sources/<Target>/` for a file inside it (the innermost `Sources` folder), absolute.
  static func targetFolder(of path: String) -> String? {
    let parts = URL(fileURLWithPath: path).standardizedFileURL.pathComponents
    guard let sources = parts.dropLast().lastIndex(of: "Sources"), sources + 2 < parts.count
    else { return nil }
    return NSString.path(withComponents: Array(parts[...(sources + 1)])) + "/"
  }
}
