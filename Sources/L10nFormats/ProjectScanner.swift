import Foundation
import L10nModel

/// Finds the localization files below a folder.
///
/// Every `*.lproj` folder below the root is a language; each `.strings` and `.stringsdict` file
/// directly inside it is that language's copy of a table (both files of a table share its id).
/// String Catalogs (`.xcstrings`) are found anywhere below the root, in `.lproj` folders or
/// not. Hidden folders (`.git`, `.build`, …) and Xcode localization exports (`*.xcloc`, whose
/// `.lproj` folders are reference copies) are skipped, and symbolic links are followed only
/// while they stay inside the root.
public enum ProjectScanner {
  /// A localization file found on disk, not yet read.
  public struct FoundFile: Hashable, Sendable {
    /// The root joined with `relativePath`.
    public var path: String
    /// The path relative to the root, with `/` separators.
    public var relativePath: String
    /// The table identifier.
    public var table: TableID
    /// The language of the `.lproj`.
    public var language: LanguageID
  }

  /// Why a folder could not be opened as a project.
  public enum Failure: Error, CustomStringConvertible {
    /// The path does not exist or is not a folder.
    case notAFolder(String)
    /// No `.lproj` folder nor String Catalog was found below the path.
    case noLocalizations(String)

    public var description: String {
      switch self {
      case .notAFolder(let path) where FileManager.default.fileExists(atPath: path):
        "\(path) is a file; give the folder that holds the .lproj folders (for example "
          + "\(Self.folderToSuggest(for: path))), or a remote strings .json or .xcstrings file"
      case .notAFolder(let path): "\(path): no such folder"
      case .noLocalizations(let path) where path.hasSuffix(".lproj") || path.hasSuffix(".lproj/"):
        "\(path) is one language's folder; give the folder that holds it (\(Self.folderToSuggest(for: path))), "
          + "so that every language is compared"
      case .noLocalizations(let path):
        "\(path): no .lproj folders or .xcstrings catalogs found below this path"
      }
    }

    /// The folder above the `.lproj` in `path` (or `path`'s folder), to suggest instead.
    static func folderToSuggest(for path: String) -> String {
      var parts = path.split(separator: "/", omittingEmptySubsequences: false)
      if parts.last?.isEmpty == true { parts.removeLast() }
      if let lproj = parts.lastIndex(where: { $0.hasSuffix(".lproj") }) {
        parts.removeSubrange(lproj...)
      } else {
        parts.removeLast()
      }
      let folder = parts.joined(separator: "/")
      return folder.isEmpty ? (path.hasPrefix("/") ? "/" : ".") : folder
    }
  }

  /// What discovery found.
  public struct Result: Sendable {
    /// The localization files, sorted by relative path.
    public var files: [FoundFile]
    /// Every language with an `.lproj` folder, with or without files l10nedit reads (a
    /// `Base.lproj` holding only storyboards still says the source text lives there).
    public var folderLanguages: Set<LanguageID>
    /// The languages of the `.lproj` folders directly inside each folder holding some (by path
    /// relative to the root, `""` for the root): a bundle's languages.
    public var bundleFolders: [String: Set<LanguageID>]
    /// The Xcode projects (`*.xcodeproj`) and Swift packages (folders with a `Package.swift`)
    /// below the root, by path relative to it: what says which files ship in which bundle.
    public var projectFiles: [String] = []
    /// Localization files and `.lproj` folders that are not read, and reported: names that are
    /// not valid UTF-8, symbolic links that lead out of the root.
    public var unread: [LayoutProblem] = []
  }

  /// The file at `path` as a project of its own, when its format holds every language (a
  /// remote strings JSON file, a String Catalog): its table is its name without the extension.
  private static func namedFile(_ path: String, formats: [any LocalizationFormat]) -> FoundFile? {
    guard let format = LocalizationFormats.format(ofPath: path, in: formats),
      format.placement.holdsEveryLanguage
    else { return nil }
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return FoundFile(
      path: path, relativePath: name,
      table: TableID(String(name.dropLast(format.fileExtension.count + 1))),
      language: .english)
  }

  /// The `.strings` and `.stringsdict` files below `root`, sorted by relative path.
  public static func scan(_ root: String) throws(Failure) -> [FoundFile] {
    try discover(root).files
  }

  /// The localization files of `formats` and the `.lproj` languages below `root`.
  public static func discover(
    _ root: String, formats: [any LocalizationFormat] = LocalizationFormats.all
  ) throws(Failure) -> Result {
    let manager = FileManager.default
    var isFolder: ObjCBool = false
    let exists = manager.fileExists(atPath: root, isDirectory: &isFolder)
    if exists, !isFolder.boolValue, let file = namedFile(root, formats: formats) {
      return Result(files: [file], folderLanguages: [], bundleFolders: [:])
    }
    guard exists, isFolder.boolValue else {
      throw .notAFolder(root)
    }
    let realRoot = URL(fileURLWithPath: root).resolvingSymlinksInPath().path
    var walker = Walker(root: root, realRoot: realRoot, formats: formats)
    walker.visit(folder: root, relative: "")
    let hasAllLanguageFiles = walker.files.contains {
      LocalizationFormats.format(ofPath: $0.path, in: formats)?.placement.holdsEveryLanguage
        == true
    }
    guard !walker.folderLanguages.isEmpty || hasAllLanguageFiles else {
      throw .noLocalizations(root)
    }
    let files = walker.files.sorted {
      $0.relativePath.utf8.lexicographicallyPrecedes($1.relativePath.utf8)
    }
    return Result(
      files: files, folderLanguages: walker.folderLanguages, bundleFolders: walker.bundleFolders,
      projectFiles: walker.projectFiles, unread: walker.unread)
  }
}

private struct Walker {
  let root: String
  let realRoot: String
  var files: [ProjectScanner.FoundFile] = []
  var folderLanguages: Set<LanguageID> = []
  var bundleFolders: [String: Set<LanguageID>] = [:]
  var projectFiles: [String] = []
  var unread: [LayoutProblem] = []
  var visited: Set<String> = []

  let formats: [any LocalizationFormat]

  init(root: String, realRoot: String, formats: [any LocalizationFormat]) {
    self.root = root
    self.realRoot = realRoot
    self.formats = formats
  }

  /// Visits the folders below `folder`, real folders before symbolic links, so that a folder
  /// reachable both ways is reported at its real place.
  mutating func visit(folder: String, relative: String) {
    let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
    guard visited.insert(real).inserted else { return }
    let (names, undecodable) = FileSystem.names(in: folder)
    let formats = formats
    note(undecodable, in: folder) {
      $0.hasSuffix(".lproj") || LocalizationFormats.format(ofPath: $0, in: formats) != nil
    }
    var children: [(name: String, path: String, isLink: Bool)] = []
    for name in names where !name.hasPrefix(".") && !name.hasSuffix(".xcloc") {
      let path = folder + "/" + name
      noteConflicts(name, in: folder)
      let matters =
        name.hasSuffix(".lproj") || LocalizationFormats.format(ofPath: name, in: formats) != nil
      guard let kind = kind(of: path, reporting: matters) else { continue }
      let childRelative = relative.isEmpty ? name : relative + "/" + name
      if kind.type == .file, let format = allLanguagesFormat(of: name) {
        addAllLanguages(format, path: path, relative: childRelative)
      }
      if kind.type == .file && name == "Package.swift" { projectFiles.append(childRelative) }
      if kind.type == .folder && name.hasSuffix(".xcodeproj") {
        projectFiles.append(childRelative)
        continue
      }
      guard kind.type == .folder else { continue }
      children.append((name, path, kind.isLink))
    }
    for child in children.filter({ !$0.isLink }) + children.filter(\.isLink) {
      if child.name.hasSuffix(".lproj") {
        let language = LanguageID(String(child.name.dropLast(".lproj".count)))
        folderLanguages.insert(language)
        bundleFolders[relative, default: []].insert(language)
        guard
          visited.insert(URL(fileURLWithPath: child.path).resolvingSymlinksInPath().path).inserted
        else { continue }
        collect(lproj: child.path, name: child.name, parentRelative: relative)
      } else {
        visit(
          folder: child.path, relative: relative.isEmpty ? child.name : relative + "/" + child.name)
      }
    }
  }

  private mutating func collect(lproj: String, name: String, parentRelative: String) {
    let language = LanguageID(String(name.dropLast(".lproj".count)))
    let (names, undecodable) = FileSystem.names(in: lproj)
    let formats = formats
    note(undecodable, in: lproj) { LocalizationFormats.format(ofPath: $0, in: formats) != nil }
    for file in names where !file.hasPrefix(".") {
      noteConflicts(file, in: lproj)
      if let format = allLanguagesFormat(of: file) {
        let relative = (parentRelative.isEmpty ? "" : parentRelative + "/") + name + "/" + file
        if kind(of: lproj + "/" + file, reporting: true)?.type == .file {
          addAllLanguages(format, path: lproj + "/" + file, relative: relative)
        }
        continue
      }
      guard let format = LocalizationFormats.format(ofPath: file, in: formats),
        !format.placement.holdsEveryLanguage
      else { continue }
      let suffix = "." + format.fileExtension
      let path = lproj + "/" + file
      guard kind(of: path, reporting: true)?.type == .file else { continue }
      let base = String(file.dropLast(suffix.count))
      let table = parentRelative.isEmpty ? base : parentRelative + "/" + base
      let relativePath = (parentRelative.isEmpty ? "" : parentRelative + "/") + name + "/" + file
      files.append(
        ProjectScanner.FoundFile(
          path: path, relativePath: relativePath, table: TableID(table), language: language))
    }
  }

  /// Records a conflicts file `l10nedit merge` left (see `ConflictSidecar`) as a problem.
  private mutating func noteConflicts(_ name: String, in folder: String) {
    guard name.hasSuffix(ConflictSidecar.suffix), name.count > ConflictSidecar.suffix.count
    else { return }
    unread.append(
      LayoutProblem(
        path: folder + "/" + name,
        message: "unresolved merge conflicts of \(name.dropLast(ConflictSidecar.suffix.count)) "
          + "(l10nedit merge kept our values): open the project in l10nedit to decide them"))
  }

  /// Records the names in `folder` that are not valid UTF-8 (`names`) and that `matter`.
  private mutating func note(
    _ names: [String], in folder: String, where matter: (String) -> Bool
  ) {
    for name in names where matter(name) {
      unread.append(
        LayoutProblem(
          path: folder + "/" + name,
          message: "the name is not valid UTF-8, so this is not read; rename it"))
    }
  }

  /// The format of a file named `name` that holds every language, if it is one.
  private func allLanguagesFormat(of name: String) -> (any LocalizationFormat)? {
    LocalizationFormats.format(ofPath: name, in: formats).flatMap {
      $0.placement == .allLanguages ? $0 : nil
    }
  }

  /// A file holding every language (a String Catalog); its table id is its path relative to the
  /// root without the extension, and without the `.lproj` folder it may sit in (Xcode builds
  /// `Base.lproj/Main.xcstrings` into each language's `Main.strings` of that bundle).
  ///
  /// Its language is known once read (the source language).
  private mutating func addAllLanguages(
    _ format: any LocalizationFormat, path: String, relative: String
  ) {
    files.append(
      ProjectScanner.FoundFile(
        path: path, relativePath: relative,
        table: TableID(Self.catalogTable(relative, extension: format.fileExtension)),
        language: LanguageID("mul")))
  }

  /// `UI/App` for `UI/App.xcstrings` and for `UI/mul.lproj/App.xcstrings`.
  private static func catalogTable(_ relative: String, extension: String) -> String {
    var parts = relative.dropLast(`extension`.count + 1).split(
      separator: "/", omittingEmptySubsequences: false)
    if parts.count > 1, parts[parts.count - 2].hasSuffix(".lproj") {
      parts.remove(at: parts.count - 2)
    }
    return parts.joined(separator: "/")
  }

  private enum FileType { case file, folder }

  /// The type of `path` and whether it is a symbolic link, which is followed only when its
  /// target is inside the root; one that leads out is recorded as not read when it `matters`
  /// (a localization file or an `.lproj` folder), so that its table is not said to be missing
  /// without a word.
  private mutating func kind(of path: String, reporting matters: Bool) -> (
    type: FileType, isLink: Bool
  )? {
    let manager = FileManager.default
    guard let attributes = try? manager.attributesOfItem(atPath: path) else { return nil }
    var type = attributes[.type] as? FileAttributeType
    let isLink = type == .typeSymbolicLink
    if isLink {
      let target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
      guard target == realRoot || target.hasPrefix(realRoot + "/") else {
        if matters {
          unread.append(
            LayoutProblem(
              path: path,
              message: "a symbolic link to \(target), outside the project: not read (links are "
                + "followed only while they stay inside the folder opened)"))
        }
        return nil
      }
      type = (try? manager.attributesOfItem(atPath: target))?[.type] as? FileAttributeType
    }
    switch type {
    case .typeDirectory: return (.folder, isLink)
    case .typeRegular: return (.file, isLink)
    default: return nil
    }
  }
}
