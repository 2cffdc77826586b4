import Foundation
import L10nFormats
import L10nModel

extension MigrateCommand {
  /// What Xcode's extraction sees of the code for one table: the keys it extracts and the
  /// comments the code gives them.
  struct CodeSight {
    /// The keys the code uses.
    var keys: Set<String> = []
    /// The code's comment of each key that has one (the first call's, in file and line order).
    var comments: [String: String] = [:]
  }

  /// The source files Xcode's extraction reads for each table: the sources of the targets of
  /// the Xcode projects `projects` that copy one of the table's files (`nil` for a table no
  /// target copies).
  struct TargetSources {
    /// The native targets of the projects that could be read.
    private var targets: [XcodeTarget] = []

    /// Whether a project was read and has targets that copy files: then a table none of them
    /// copies is in no target.
    var isKnown: Bool {
      targets.contains { !$0.bundle.files.isEmpty || !$0.bundle.folders.isEmpty }
    }

    /// The targets of `projects` (paths of `project.pbxproj` files); one that cannot be read
    /// is left out.
    init(projects: [String]) {
      for project in projects {
        targets += (try? XcodeProjectReader.read(Self.absolute(project)).targets) ?? []
      }
    }

    /// The sources of the targets that copy one of `files` into their bundle; `nil` when none
    /// does (no project, or the table is not in one).
    func sources(of files: [LocalizationFile]) -> [BundleSources]? {
      let paths = files.map { Self.absolute($0.path) }
      let holding = targets.filter { target in paths.contains { target.bundle.contains($0) } }
      return holding.isEmpty ? nil : holding.map(\.sources)
    }

    /// `path` absolute (joined to the working folder) and normalized, as the reader forms the
    /// paths of a project's files.
    static func absolute(_ path: String) -> String {
      LexicalPath.join(FileManager.default.currentDirectoryPath, path)
    }
  }

  /// Whether Xcode's extraction sees `reference` for a table whose files are `files`: not a
  /// call through one of the project's own wrappers, and in `sources` (the table's targets'
  /// sources) when they are known, else not in a Swift package target's folder (a package
  /// builds its own bundle) unless the table is in that package too.
  static func extractionSees(
    _ reference: CodeReference, files: [LocalizationFile], sources: [BundleSources]?
  ) -> Bool {
    guard !reference.throughWrapper else { return false }
    let path = TargetSources.absolute(reference.path)
    if let sources { return sources.contains { $0.contains(path) } }
    guard let folder = LexicalPath.packageTargetFolder(of: path) else { return true }
    // The package's folder: the one holding `Sources`.
    let package = LexicalPath.parent(of: LexicalPath.parent(of: folder))
    return files.contains { LexicalPath.isWithin(TargetSources.absolute($0.path), package) }
  }
}
