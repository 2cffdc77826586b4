import L10nModel

/// The table of a project an XLIFF `<file>` names by its `original`, and what kind of source
/// resource that is.
///
/// Only tables the project has are named: `original` picks one, it never makes a path (a
/// hostile `original="../../x"` names no table, or one of the project's by its last
/// components, as an export made from a parent folder does).
struct XLIFFTableMatch: Hashable {
  /// What the `<file>` holds, which decides how its unit ids read.
  enum Kind: Hashable {
    /// A `.strings` file: ids are keys.
    case strings
    /// A `.stringsdict` file: ids are plist paths.
    case stringsdict
    /// A String Catalog or another document with variations: ids are keys and `|==|` paths.
    case catalog
    /// A storyboard, xib or intent definition: ids are keys of `<lang>.lproj/<Name>.strings`.
    case interfaceBuilder
  }

  /// The grid.
  let grid: Int
  /// What the `<file>` holds.
  let kind: Kind

  /// The extensions of the resources whose texts Xcode keeps in `<lang>.lproj/<Name>.strings`.
  static let interfaceBuilderExtensions: Set<String> = ["storyboard", "xib", "intentdefinition"]

  /// The table `original` names in `project`, if any.
  static func find(_ original: String, in project: Project) -> XLIFFTableMatch? {
    if let match = sourceFile(original, in: project) { return match }
    return interfaceBuilderTable(original, in: project)
  }

  /// Whether `path` is `original`, or one ends with the other at a folder boundary.
  private static func matches(_ path: String, _ original: String) -> Bool {
    path == original || original.hasSuffix("/" + path) || path.hasSuffix("/" + original)
  }

  /// The table whose source-language file is `original` (or ends it, or is ended by it).
  private static func sourceFile(_ original: String, in project: Project) -> XLIFFTableMatch? {
    var best: (match: XLIFFTableMatch, length: Int)?
    for index in project.files.indices {
      let file = project.files[index]
      let path = file.relativePath
      guard matches(path, original), let grid = project.gridIndex(of: file.table) else { continue }
      let isSource =
        file.language == project.sourceLanguage || file.language == .base
        || file.holdsEveryLanguage
      guard isSource else { continue }
      let kind: Kind =
        file.holdsEveryLanguage
        ? .catalog : file.isOverlay ? .stringsdict : .strings
      let match = XLIFFTableMatch(grid: grid, kind: kind)
      if path == original { return match }
      if best.map({ path.count > $0.length }) ?? true { best = (match, path.count) }
    }
    return best?.match
  }

  /// The table a storyboard, xib or intent definition `<file>` needs that the project does not
  /// have yet: its name and the project's folder of tables where its `.lproj` folders go (the
  /// folder `original` names, or one whose path ends it or is ended by it); `nil` when the
  /// project has the table, or no such folder.
  static func missingInterfaceBuilderTable(_ original: String, in project: Project) -> (
    name: String, folder: String
  )? {
    guard find(original, in: project) == nil, let name = interfaceBuilderName(original) else {
      return nil
    }
    let wanted = Project.bundleFolder(of: original)
    var best: String?
    for file in project.files {
      let folder = Project.bundleFolder(of: file.relativePath)
      guard folder == wanted || (!folder.isEmpty && matches(folder, wanted)) else { continue }
      if folder == wanted { return (name, folder) }
      if best.map({ folder.count > $0.count }) ?? true { best = folder }
    }
    return best.map { (name, $0) }
  }

  /// The table name of a storyboard, xib or intent definition (`Main` for
  /// `App/Base.lproj/Main.storyboard`); `nil` for another file or a name that cannot name one.
  private static func interfaceBuilderName(_ original: String) -> String? {
    guard let fileName = original.split(separator: "/").last,
      let dot = fileName.lastIndex(of: "."),
      interfaceBuilderExtensions.contains(String(fileName[fileName.index(after: dot)...]))
    else { return nil }
    let name = String(fileName[..<dot])
    return TableName.problem(in: name) == nil ? name : nil
  }

  /// The table of a storyboard, xib or intent definition: `<folder>/Base.lproj/Main.storyboard`
  /// names the table `Main` whose files are beside it (`<folder>/<lang>.lproj/Main.strings`,
  /// or a String Catalog `Main.xcstrings`), found by its files' folder, whatever the table's id
  /// (an Xcode project names it by its target: `App/Main`).
  private static func interfaceBuilderTable(_ original: String, in project: Project)
    -> XLIFFTableMatch?
  {
    guard let name = interfaceBuilderName(original) else { return nil }
    let wanted = Project.bundleFolder(of: original)
    var best: (grid: Int, length: Int)?
    for file in project.files where file.table.name == name {
      let folder = Project.bundleFolder(of: file.relativePath)
      // An export made inside a bundle's folder names no folder: any folder's table matches.
      guard folder == wanted || wanted.isEmpty || (!folder.isEmpty && matches(folder, wanted)),
        let grid = project.gridIndex(of: file.table)
      else { continue }
      if folder == wanted {
        best = (grid, .max)
        break
      }
      if best.map({ folder.count > $0.length }) ?? true { best = (grid, folder.count) }
    }
    guard let grid = best?.grid else { return nil }
    let kind: Kind = project.catalogFile(ofGrid: grid) != nil ? .catalog : .interfaceBuilder
    return XLIFFTableMatch(grid: grid, kind: kind)
  }
}
