import L10nModel

/// The objects of a project file by id, with the group tree's parent links.
///
/// With them each file reference's path resolves as Xcode resolves it.
struct XcodeObjectGraph {
  /// Where a reference points.
  enum Location: Equatable {
    /// A path in the project folder's terms (joined to the folder the reader was given).
    case path(String)
    /// A path relative to a place outside the project (`SDKROOT`, `BUILT_PRODUCTS_DIR`, …).
    case outside(sourceTree: String, path: String)
    /// The reference cannot be followed, for the reason given.
    case unresolved(String)
  }

  /// The project file, for warnings.
  let path: String
  /// The `PBXProject` object.
  let project: PlistNode
  private let objects: [String: PlistNode]
  private let lines: [String: Int]
  private let parents: [String: String]
  private let mainGroup: String?
  private let projectFolder: String

  /// The graph of `root`, the project file's property list.
  ///
  /// `projectFolder` is the folder holding the `.xcodeproj`.
  init(root: PlistNode, path: String, projectFolder: String) throws(ParseError) {
    self.path = path
    guard let entries = root["objects"]?.entries else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "not an Xcode project: no dictionary of objects")
    }
    var objects: [String: PlistNode] = [:]
    var lines: [String: Int] = [:]
    for entry in entries {
      objects[entry.key.value] = entry.value
      lines[entry.key.value] = entry.line
    }
    guard let rootID = root["rootObject"]?.text, let project = objects[rootID],
      project["isa"]?.text == "PBXProject"
    else {
      throw ParseError(
        path: path, location: SourceLocation(line: 1, column: 1),
        reason: "not an Xcode project: the root object is not a PBXProject")
    }
    self.objects = objects
    self.lines = lines
    self.project = project
    mainGroup = project["mainGroup"]?.text
    self.projectFolder = LexicalPath.join(projectFolder, project["projectDirPath"]?.text ?? "")
    parents = Self.parents(below: mainGroup, in: objects)
  }

  /// A path a build setting gives (`INFOPLIST_FILE = App/Info.plist`, `$(SRCROOT)/…`) in the
  /// project folder's terms; `nil` for one that names another build setting elsewhere.
  func pathInProject(_ setting: String) -> String? {
    var path = setting
    for root in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"]
    where path.hasPrefix(root) {
      path.removeFirst(root.count)
    }
    guard !path.contains("$") else { return nil }
    return LexicalPath.join(projectFolder, path)
  }

  /// Each group member's group, found by walking the tree from `mainGroup`.
  private static func parents(
    below mainGroup: String?, in objects: [String: PlistNode]
  ) -> [String: String] {
    var parents: [String: String] = [:]
    var pending = mainGroup.map { [$0] } ?? []
    while let group = pending.popLast() {
      for child in objects[group]?["children"]?.stringElements ?? [] where parents[child] == nil {
        guard child != mainGroup else { continue }
        parents[child] = group
        pending.append(child)
      }
    }
    return parents
  }

  /// The object with `id`.
  subscript(id: String) -> PlistNode? { objects[id] }

  /// The ids of every object whose `isa` is `isa`, sorted.
  func ids(ofType isa: String) -> [String] {
    objects.filter { $0.value["isa"]?.text == isa }.keys.sorted()
  }

  /// `path:line:` of the object with `id` (or of the file) and `message`, for a warning.
  func warning(_ message: String, about id: String?) -> String {
    let line = id.flatMap { lines[$0] }.map { ":\($0)" } ?? ""
    return "\(path)\(line): \(message)"
  }

  /// A short name for the object with `id`: its `name`, its `path` or the id.
  func describe(_ id: String) -> String {
    objects[id]?["name"]?.text ?? objects[id]?["path"]?.text ?? id
  }

  /// Where the reference (a file reference or any kind of group) with `id` points.
  ///
  /// `sourceTree` decides what its `path` is relative to: `<group>` the enclosing group's
  /// folder (a group without `path` adds nothing), `SOURCE_ROOT` the project folder,
  /// `<absolute>` nothing; any other names a place outside the project.
  func location(of id: String) -> Location {
    var visited: Set<String> = []
    return location(of: id, visited: &visited)
  }

  private func location(of id: String, visited: inout Set<String>) -> Location {
    guard let object = objects[id] else { return .unresolved("no object with id \(id)") }
    guard visited.insert(id).inserted else { return .unresolved("its groups form a cycle") }
    let path = object["path"]?.text ?? ""
    switch object["sourceTree"]?.text ?? "<group>" {
    case "<group>":
      if id == mainGroup { return .path(LexicalPath.join(projectFolder, path)) }
      guard let parent = parents[id] else {
        return .unresolved("it is in no group of the project's tree")
      }
      let parentLocation = location(of: parent, visited: &visited)
      guard case .path(let folder) = parentLocation else { return parentLocation }
      return .path(LexicalPath.join(folder, path))
    case "SOURCE_ROOT":
      return .path(LexicalPath.join(projectFolder, path))
    case "<absolute>":
      return .path(LexicalPath.normalize(path))
    case let sourceTree:
      return .outside(sourceTree: sourceTree, path: path)
    }
  }
}

extension PlistNode {
  /// The strings of an array, such as the object ids of `children` or `files`.
  var stringElements: [String] {
    guard case .array(let elements) = self else { return [] }
    return elements.compactMap(\.text)
  }
}
