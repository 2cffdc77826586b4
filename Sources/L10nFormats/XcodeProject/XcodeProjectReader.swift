import L10nModel

/// Reads an Xcode project file (`*.xcodeproj/project.pbxproj`) for its localization.
///
/// That is the localized files each native target copies into its product bundle, and the project's
/// development region and known regions.
///
/// A target's files are what its resources build phase copies — every localization of a
/// variant group (`Localizable.strings` with its `Base`, `de`, … children), file references in
/// an `.lproj` folder, `.lproj` folder references and String Catalogs — and the folders of its
/// synchronized groups (Xcode 16), less their membership exceptions. Paths are resolved through
/// the group tree as Xcode resolves them.
public enum XcodeProjectReader {
  /// Reads the project at `path`: a `.xcodeproj` folder or the `project.pbxproj` in one.
  ///
  /// Paths come out below the folder holding the `.xcodeproj`, in the form `path` has. A file
  /// that cannot be read is a `ParseError` at 1:1.
  public static func read(_ path: String) throws(ParseError) -> XcodeProject {
    let path = LexicalPath.normalize(path)
    let file = path.hasSuffix(".xcodeproj") ? path + "/project.pbxproj" : path
    let bytes: [UInt8]
    do {
      bytes = try FileSystem.read(file)
    } catch {
      throw ParseError(
        path: file, location: SourceLocation(line: 1, column: 1), reason: error.reason)
    }
    let projectFolder = LexicalPath.parent(of: LexicalPath.parent(of: file))
    return try parse(bytes, path: file, projectFolder: projectFolder)
  }

  /// Reads the project file `bytes` (old-style or XML property list) read from `path`.
  ///
  /// `projectFolder` is the folder holding the `.xcodeproj`, which the project's paths are
  /// relative to and resolved paths are joined to.
  public static func parse(
    _ bytes: [UInt8], path: String, projectFolder: String
  ) throws(ParseError) -> XcodeProject {
    let root: PlistNode
    switch try TextDecoding.decode(bytes, path: path) {
    case .text(let text, _):
      root = try OldStylePlistParser.parse(utf8: text, path: path)
    case .propertyList(.xmlPropertyList):
      root = try PlistXMLReader.read(bytes, path: path).0
    case .propertyList:
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "a binary property list, which Xcode does not write for projects")
    }
    let graph = try XcodeObjectGraph(root: root, path: path, projectFolder: projectFolder)
    var reader = XcodeTargetReader(graph: graph)
    let targets = (graph.project["targets"]?.stringElements ?? []).compactMap { reader.target($0) }
    return XcodeProject(
      developmentRegion: graph.project["developmentRegion"]?.text.map(LanguageID.init),
      knownRegions: (graph.project["knownRegions"]?.stringElements ?? []).map(LanguageID.init),
      targets: targets, warnings: reader.warnings)
  }
}
