import Foundation
import L10nFormats
import L10nModel

extension MigrateCommand {
  /// What Xcode's build extracts from the `Info.plist` of the target that copies `group`'s
  /// table, when the table is `InfoPlist` and the project names the plist (else, with no
  /// project, an `Info.plist` beside the table's `.lproj` folders, build settings unknown).
  func infoPlistExtraction(_ group: Group, root: String, targets: TargetSources)
    -> InfoPlistExtraction?
  {
    guard group.table == "InfoPlist" else { return nil }
    let found =
      targets.infoPlist(of: group.files)
      ?? (targets.isKnown
        ? nil
        : (
          path: TargetSources.absolute(
            root + "/" + (group.folder.isEmpty ? "" : group.folder + "/") + "Info.plist"),
          folder: TargetSources.absolute(root),
          productName: "$(PRODUCT_NAME)", targetName: "$(TARGET_NAME)"
        ))
    // A path the project file names is read only inside the project's folder.
    guard let found,
      let real = try? FileSystem.resolveInside(found.path, root: found.folder),
      let bytes = try? FileSystem.read(real),
      let plist = try? StringsdictFileReader.read(bytes, path: found.path)
    else { return nil }
    return InfoPlistExtraction(
      root: plist.root, productName: found.productName, targetName: found.targetName)
  }

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
    /// The native targets of the projects that could be read, each with the folder holding
    /// its `.xcodeproj`.
    private var targets: [(target: XcodeTarget, folder: String)] = []

    /// Whether a project was read and has targets that copy files: then a table none of them
    /// copies is in no target.
    var isKnown: Bool {
      targets.contains { !$0.target.bundle.files.isEmpty || !$0.target.bundle.folders.isEmpty }
    }

    /// The targets of `projects` (paths of `project.pbxproj` files); one that cannot be read
    /// is left out.
    init(projects: [String]) {
      for project in projects {
        let path = Self.absolute(project)
        let folder = LexicalPath.parent(of: LexicalPath.parent(of: path))
        targets += ((try? XcodeProjectReader.read(path).targets) ?? []).map { ($0, folder) }
      }
    }

    /// The sources of the targets that copy one of `files` into their bundle; `nil` when none
    /// does (no project, or the table is not in one).
    func sources(of files: [LocalizationFile]) -> [BundleSources]? {
      let paths = files.map { Self.absolute($0.path) }
      let holding = targets.filter { item in paths.contains { item.target.bundle.contains($0) } }
      return holding.isEmpty ? nil : holding.map(\.target.sources)
    }

    /// The `Info.plist` of the first target that copies one of `files` and names one (with
    /// the folder holding its project, which the plist must be in), with the target's product
    /// name (its `PRODUCT_NAME`, `$(TARGET_NAME)` put in) and name.
    func infoPlist(of files: [LocalizationFile]) -> (
      path: String, folder: String, productName: String, targetName: String
    )? {
      let paths = files.map { Self.absolute($0.path) }
      for (target, folder) in targets where paths.contains(where: { target.bundle.contains($0) }) {
        guard let plist = target.infoPlistFile else { continue }
        let product = (target.productNameSetting ?? target.productName ?? "$(TARGET_NAME)")
          .replacing("$(TARGET_NAME)", with: target.name)
          .replacing("${TARGET_NAME}", with: target.name)
        return (plist, folder, product, target.name)
      }
      return nil
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
    // The package's folder: the one holding `Sources`, and its manifest (an app's own
    // `Sources/Views` folder is no package).
    let package = LexicalPath.parent(of: LexicalPath.parent(of: folder))
    guard FileManager.default.fileExists(atPath: package + "/Package.swift") else { return true }
    return files.contains { LexicalPath.isWithin(TargetSources.absolute($0.path), package) }
  }
}
