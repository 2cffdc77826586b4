import Foundation
import L10nModel

/// Which target each source file builds into, for counting what code does per target.
///
/// A file's target is, first to last: the native target of an Xcode project whose sources build
/// phase or synchronized folder holds it; the Swift package target whose folder it is in
/// (`…/Sources/<Target>/`); else the first folder below the sources root given that holds it
/// (the root's own name for a file directly in it).
package struct SourceTargets: Sendable {
  /// The sources of each Xcode target, paths absolute and normalized.
  private let xcodeTargets: [BundleSources]
  /// The sources roots, absolute and normalized, longest first.
  private let roots: [String]
  /// What could not be read: a project file that does not parse, in words.
  package let warnings: [String]

  /// The targets of the files below `sources` (folders or files), with the Xcode projects
  /// (`project.pbxproj` or `.xcodeproj` paths) `projects`.
  package init(sources: [String], projects: [String]) {
    var targets: [BundleSources] = []
    var warnings: [String] = []
    for project in projects {
      do {
        targets += try XcodeProjectReader.read(Self.absolute(project)).targets.map(\.sources)
      } catch {
        warnings.append("\(project) cannot be read, so its targets are not known: \(error)")
      }
    }
    xcodeTargets = targets.filter { !$0.files.isEmpty || !$0.folders.isEmpty }
    roots = sources.map(Self.absolute).sorted { $0.count > $1.count }
    self.warnings = warnings
  }

  /// The Xcode projects directly in `folders` (each a `.xcodeproj` with its `project.pbxproj`),
  /// sorted and without repeats.
  package static func xcodeProjects(in folders: [String]) -> [String] {
    let found = folders.flatMap { folder -> [String] in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.filter { $0.hasSuffix(".xcodeproj") }.map { LexicalPath.join(folder, $0) }
    }
    return Set(found.map(absolute)).sorted().filter {
      FileManager.default.fileExists(atPath: $0 + "/project.pbxproj")
    }
  }

  /// The name of the target the source file at `path` builds into.
  package func target(of path: String) -> String {
    let file = Self.absolute(path)
    if let target = xcodeTargets.first(where: { $0.contains(file) }) { return target.name }
    if let folder = LexicalPath.packageTargetFolder(of: file) {
      return String(folder.split(separator: "/").last ?? "")
    }
    guard let root = roots.first(where: { LexicalPath.isWithin(file, $0) && file != $0 }) else {
      return Self.name(of: LexicalPath.parent(of: file))
    }
    let below = file.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/")
    return below.count > 1 ? String(below[0]) : Self.name(of: root)
  }

  /// The last component of the absolute folder `folder` (`/` for the root).
  private static func name(of folder: String) -> String {
    folder.split(separator: "/").last.map(String.init) ?? "/"
  }

  /// `path` absolute (joined to the working folder) and normalized.
  private static func absolute(_ path: String) -> String {
    LexicalPath.join(FileManager.default.currentDirectoryPath, path)
  }
}
