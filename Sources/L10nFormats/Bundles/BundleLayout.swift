import L10nModel

/// Which bundle each localization file ships in: the part of a table's identity besides its
/// name, as at run time, where every `Localizable.strings` copied into one bundle's `de.lproj`
/// is one table.
///
/// Without anything saying otherwise, a bundle is a folder holding `.lproj` folders, and a
/// table's id is that folder joined to its name (`Stats/Supporting Files/Localizable`). The
/// settings file's `bundles`, or `.lproj` folders nested below another bundle's folder with
/// tables of the same name, join folders into one bundle, whose tables are then
/// `<bundle>/<name>`.
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
  /// What the layout was guessed from, said once to the user (for example nested folders
  /// joined without a project file saying so).
  public var notes: [String] = []

  /// The layout of the files `found`, with the bundles `declared` in the settings file (name →
  /// folders relative to the root).
  public static func resolve(
    declared: [String: [String]], found: ProjectScanner.Result
  ) -> BundleLayout {
    var layout = BundleLayout()
    for (name, folders) in declared.sorted(by: { $0.key < $1.key }) {
      layout.bundles.append(Bundle(name: name, folders: folders.map(Self.trimmed)))
    }
    layout.joinNestedFolders(found)
    return layout
  }

  /// The bundle claiming the folder `folder`, if any.
  func bundle(ofFolder folder: String) -> Bundle? {
    bundles.first { $0.folders.contains(folder) }
  }

  /// `file` with its table id in this layout.
  public func placing(_ file: ProjectScanner.FoundFile) -> ProjectScanner.FoundFile {
    let folder = Project.bundleFolder(of: file.relativePath)
    guard let bundle = bundle(ofFolder: folder) else { return file }
    var placed = file
    placed.table = TableID(
      bundle.name.isEmpty ? String(file.table.name) : "\(bundle.name)/\(file.table.name)")
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
    for folder in folders where bundle(ofFolder: folder) == nil {
      let ancestors = folders.filter { $0 != folder && Self.isWithin(folder, $0) }
      guard let parent = ancestors.max(by: { $0.count < $1.count }) else { continue }
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
