import L10nModel

/// Which bundle each localization file ships in: the part of a table's identity besides its
/// name, as at run time, where every `Localizable.strings` copied into one bundle's `de.lproj`
/// is one table.
///
/// What says so, first to last: the settings file's `bundles` (folders joined under a name);
/// the Xcode projects below the root (each native target's resources: its files' tables are
/// `<target>/<name>`); the Swift packages (each target's folder); else a bundle is a folder
/// holding `.lproj` folders, and a table's id is that folder joined to its name
/// (`Stats/Supporting Files/Localizable`), except that `.lproj` folders nested below another
/// bundle's folder with a table of the same name join that bundle (said once).
public struct BundleLayout: Sendable {
  /// A bundle joining several folders.
  public struct Bundle: Hashable, Sendable {
    /// The bundle's name: the first part of its tables' ids.
    public var name: String
    /// The folders (relative to the project root) holding its `.lproj` folders or catalogs.
    public var folders: [String]
  }

  /// The bundles that join folders; every other folder is a bundle of its own.
  public var bundles: [Bundle] = []
  /// The bundle of each file a project file names (by path relative to the root).
  public var fileBundles: [String: String] = [:]
  /// What the layout was guessed from, said once to the user (for example nested folders
  /// joined without a project file saying so).
  public var notes: [String] = []
  /// Files no target copies while their folder-mates are a target's resources.
  ///
  /// They will not ship; each is shown in its folder-mates' table, not as a table of its own.
  public var unshipped: [LayoutProblem] = []
  /// The resources of the targets that claim files, by bundle name (targets of one name
  /// together): what each would ship (see `targetResources(of:)`).
  var targetSources: [String: [BundleSources]] = [:]

  /// The layout of the files `found`, with the bundles `declared` in the settings file (name →
  /// folders relative to the root).
  ///
  /// The project files `found` are read below `root`.
  public static func resolve(
    root: String, declared: [String: [String]], found: ProjectScanner.Result
  ) -> BundleLayout {
    var layout = BundleLayout()
    for (name, folders) in declared.sorted(by: { $0.key < $1.key }) {
      layout.bundles.append(Bundle(name: name, folders: folders.map(Self.trimmed)))
    }
    layout.readProjectFiles(root: root, found: found)
    layout.joinNestedFolders(found)
    return layout
  }

  /// Assigns each file an Xcode target or a Swift package target copies to that target's
  /// bundle (the first target, when several copy it: said once).
  private mutating func readProjectFiles(root: String, found: ProjectScanner.Result) {
    var sources: [BundleSources] = []
    for relative in found.projectFiles {
      let path = LexicalPath.normalize(root + "/" + relative)
      if relative.hasSuffix(".xcodeproj") {
        do {
          sources += try XcodeProjectReader.read(path).targets.map(\.bundle)
        } catch {
          notes.append("\(relative) cannot be read, so its targets are not known: \(error)")
        }
      } else {
        let package = SwiftPackageReader.read(packageFolder: LexicalPath.parent(of: path))
        sources += package.targets.map(\.bundle)
        notes += package.warnings.map { "\(relative): \($0)" }
      }
    }
    sources.removeAll { $0.files.isEmpty && $0.folders.isEmpty }
    guard !sources.isEmpty else { return }
    var shared: [String] = []
    var unclaimed: [ProjectScanner.FoundFile] = []
    // Per folder holding `.lproj` folders, the targets that claim its files, how often.
    var claimedIn: [String: [String: Int]] = [:]
    for file in found.files
    where bundle(ofFolder: Project.bundleFolder(of: file.relativePath)) == nil {
      let path = LexicalPath.normalize(file.path)
      let claiming = sources.filter { $0.contains(path) }
      guard let first = claiming.first else {
        unclaimed.append(file)
        continue
      }
      fileBundles[file.relativePath] = first.name
      if targetSources[first.name] == nil {
        targetSources[first.name] = sources.filter { $0.name == first.name }
      }
      claimedIn[Project.bundleFolder(of: file.relativePath), default: [:]][
        first.name, default: 0] +=
        1
      if claiming.count > 1 {
        shared.append(
          "\(file.relativePath) (\(claiming.map(\.name).joined(separator: ", ")))")
      }
    }
    // A file its folder-mates' target does not copy stays in their table, said in words (else
    // it would make a table of its own, and the target's table would lack it).
    for file in unclaimed {
      guard let counts = claimedIn[Project.bundleFolder(of: file.relativePath)],
        let target = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key
      else { continue }
      fileBundles[file.relativePath] = target
      unshipped.append(
        LayoutProblem(
          path: file.path,
          message: "\(file.relativePath) exists but is not a resource of target \(target): it "
            + "will not ship (add it to the target in Xcode, or delete it)"))
    }
    if !shared.isEmpty {
      notes.append(
        "copied by several targets, shown under the first: "
          + shared.prefix(3).joined(separator: "; ")
          + (shared.count > 3 ? " and \(shared.count - 3) more" : ""))
    }
  }

  /// The resources of the targets holding each table of the files `placed` (`placing(_:)`'s),
  /// for the tables whose files a project file claims (see `Project.targetResources`).
  package func targetResources(of placed: [ProjectScanner.FoundFile]) -> [TableID: [BundleSources]]
  {
    var resources: [TableID: [BundleSources]] = [:]
    for file in placed {
      guard let name = fileBundles[file.relativePath], let sources = targetSources[name] else {
        continue
      }
      resources[file.table] = sources
    }
    return resources
  }

  /// The bundle claiming the folder `folder`, if any.
  func bundle(ofFolder folder: String) -> Bundle? {
    bundles.first { $0.folders.contains(folder) }
  }

  /// `file` with its table id in this layout.
  public func placing(_ file: ProjectScanner.FoundFile) -> ProjectScanner.FoundFile {
    let folder = Project.bundleFolder(of: file.relativePath)
    guard let name = bundle(ofFolder: folder)?.name ?? fileBundles[file.relativePath] else {
      return file
    }
    var placed = file
    placed.table = TableID(name.isEmpty ? String(file.table.name) : "\(name)/\(file.table.name)")
    return placed
  }

  /// Joins a folder holding `.lproj` folders to the nearest such folder above it when they
  /// have a table name in common (an app's `Localization/` and `Localization/Plurals/`), unless
  /// a bundle already claims it; says so once.
  private mutating func joinNestedFolders(_ found: ProjectScanner.Result) {
    var tableNames: [String: Set<Substring>] = [:]
    for file in found.files {
      tableNames[Project.bundleFolder(of: file.relativePath), default: []].insert(file.table.name)
    }
    let folders = found.bundleFolders.keys.sorted()
    // Folders whose files a project file places are that project's business.
    let placed = Set(fileBundles.keys.map(Project.bundleFolder(of:)))
    for folder in folders where bundle(ofFolder: folder) == nil && !placed.contains(folder) {
      let ancestors = folders.filter { $0 != folder && Self.isWithin(folder, $0) }
      guard let parent = ancestors.max(by: { $0.count < $1.count }),
        !Self.crossesBundleWrapper(from: parent, to: folder)
      else { continue }
      let shared = (tableNames[folder] ?? []).intersection(tableNames[parent] ?? [])
      guard !shared.isEmpty else { continue }
      if let index = bundles.firstIndex(where: { $0.folders.contains(parent) }) {
        bundles[index].folders.append(folder)
      } else {
        bundles.append(Bundle(name: parent, folders: [parent, folder]))
      }
      notes.append(
        "\(folder.isEmpty ? "." : folder) holds .lproj folders inside "
          + "\(parent.isEmpty ? "the project root" : parent)'s, and no project file says "
          + "otherwise: treated as one bundle (shared tables: "
          + shared.sorted().joined(separator: ", ") + ")")
    }
  }

  /// Whether a folder between `parent` and `folder` (or `folder` itself) is a bundle of its own:
  /// a name with an extension, as `CotEditor.help`, `Widget.appex` or `Assets.bundle` have.
  private static func crossesBundleWrapper(from parent: String, to folder: String) -> Bool {
    let below = folder.dropFirst(parent.isEmpty ? 0 : parent.count + 1)
    return below.split(separator: "/").contains { $0.dropFirst().contains(".") }
  }

  /// Whether `path` is below `folder` (`""` is the root, above everything).
  private static func isWithin(_ path: String, _ folder: String) -> Bool {
    folder.isEmpty ? !path.isEmpty : path.hasPrefix(folder + "/")
  }

  /// `folder` without leading `./` and trailing slashes.
  private static func trimmed(_ folder: String) -> String {
    var folder = Substring(folder)
    if folder.hasPrefix("./") { folder = folder.dropFirst(2) }
    while folder.hasSuffix("/") { folder = folder.dropLast() }
    return folder == "." ? "" : String(folder)
  }
}
