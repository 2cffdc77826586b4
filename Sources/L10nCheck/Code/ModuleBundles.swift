import Foundation
import L10nModel

/// Which tables a Swift package target's own bundle (`Bundle.module`) holds: those whose files
/// are inside the target's folder, `…/Sources/<Target>/`, as SwiftPM lays targets out.
package struct ModuleBundles: Sendable {
  /// Each grid's files' paths, absolute and standardized (a table's id is no folder: it is
  /// shortened to what tells it apart, `CharacterInfo/UnicodeBlock`).
  private let paths: [[String]]

  /// The grids' files of `project`.
  package init(_ project: Project) {
    paths = project.grids.map { grid in
      (grid.files + grid.pluralFiles).compactMap { $0 }.map { file in
        URL(fileURLWithPath: project.files[file].path).standardizedFileURL.path
      }
    }
  }

  /// Whether the tables of grid `grid` are in the bundle of the Swift package target whose
  /// source file is at `path`; `true` when the file is in no `Sources/<Target>/` folder (the
  /// target is not known, so no table is ruled out).
  package func grid(_ grid: Int, isInTargetOf path: String) -> Bool {
    guard let target = Self.targetFolder(of: path) else { return true }
    return paths[grid].contains { $0.hasPrefix(target) }
  }

  /// The grids in the bundle of the Swift package target whose source file is at `path`; `nil`
  /// when the file is in no `Sources/<Target>/` folder or that folder holds no table (an app's
  /// `Sources` folder).
  package func grids(inTargetOf path: String) -> [Int]? {
    guard let target = Self.targetFolder(of: path) else { return nil }
    let grids = paths.indices.filter { paths[$0].contains { $0.hasPrefix(target) } }
    return grids.isEmpty ? nil : grids
  }

  /// Whether the files of grid `grid` are in no Swift package target's folder: an app's table.
  package func isOutsidePackageTargets(_ grid: Int) -> Bool {
    paths[grid].allSatisfy { LexicalPath.packageTargetFolder(of: $0) == nil }
  }

  /// `…/Sources/<Target>/` for a file inside it (the innermost `Sources` folder), absolute.
  static func targetFolder(of path: String) -> String? {
    LexicalPath.packageTargetFolder(of: URL(fileURLWithPath: path).standardizedFileURL.path)
      .map { $0 + "/" }
  }
}
