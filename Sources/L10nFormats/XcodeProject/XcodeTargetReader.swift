import L10nModel

/// Collects each native target's localized resources from a project's object graph.
///
/// What it cannot follow becomes a warning.
struct XcodeTargetReader {
  /// The project's objects.
  let graph: XcodeObjectGraph
  /// What could not be followed so far.
  private(set) var warnings: [String] = []

  /// A reader of `graph`'s targets.
  init(graph: XcodeObjectGraph) {
    self.graph = graph
  }

  /// The native target with `id` and its bundle's localized files.
  ///
  /// `nil` for an aggregate or legacy target, which builds no bundle.
  mutating func target(_ id: String) -> XcodeTarget? {
    guard let target = graph[id] else {
      warnings.append(
        graph.warning("the project lists a target \(id) that does not exist", about: nil))
      return nil
    }
    guard target["isa"]?.text == "PBXNativeTarget" else { return nil }
    var bundle = BundleSources(name: target["name"]?.text ?? id)
    var sources = BundleSources(name: bundle.name)
    for phase in target["buildPhases"]?.stringElements ?? [] {
      switch graph[phase]?["isa"]?.text {
      case "PBXResourcesBuildPhase":
        for reference in fileReferences(of: phase, kind: "resource") {
          addResource(reference, to: &bundle)
        }
      case "PBXSourcesBuildPhase":
        sources.files += fileReferences(of: phase, kind: "source").compactMap { resolve($0) }
      default:
        break
      }
    }
    addSynchronizedGroups(of: id, target, to: &bundle, sources: &sources)
    var result = XcodeTarget(
      name: bundle.name, productType: target["productType"]?.text,
      productName: target["productName"]?.text,
      productFile: target["productReference"]?.text.flatMap { graph[$0]?["path"]?.text },
      bundle: bundle, sources: sources)
    result.infoPlistFile = buildSetting("INFOPLIST_FILE", of: target).flatMap(graph.pathInProject)
    result.productNameSetting = buildSetting("PRODUCT_NAME", of: target)
    return result
  }

  /// The value the target's first build configuration (Debug, usually) gives `name`, when it
  /// gives one.
  private func buildSetting(_ name: String, of target: PlistNode) -> String? {
    guard let list = target["buildConfigurationList"]?.text else { return nil }
    for configuration in graph[list]?["buildConfigurations"]?.stringElements ?? [] {
      if let value = graph[configuration]?["buildSettings"]?[name]?.text { return value }
    }
    return nil
  }

  /// The file references the build phase with `id` lists (`kind` names its files in a warning
  /// about one that does not exist).
  private mutating func fileReferences(of phase: String, kind: String) -> [String] {
    (graph[phase]?["files"]?.stringElements ?? []).compactMap { buildFile in
      // A build file without `fileRef` is a Swift package product, not a file.
      guard let reference = graph[buildFile]?["fileRef"]?.text else { return nil }
      guard graph[reference] != nil else {
        warnings.append(
          graph.warning("a \(kind) refers to \(reference), which does not exist", about: buildFile))
        return nil
      }
      return reference
    }
  }

  /// Adds the localized files of the resource with `id` (a variant group or a file reference).
  private mutating func addResource(_ id: String, to bundle: inout BundleSources) {
    switch graph[id]?["isa"]?.text {
    case "PBXVariantGroup":
      for child in graph[id]?["children"]?.stringElements ?? [] {
        guard let path = resolve(child) else { continue }
        guard BundleSources.language(ofPath: path) != nil else {
          warnings.append(
            graph.warning(
              "the localization \(graph.describe(child)) of \(graph.describe(id)) is not in an "
                + ".lproj folder (\(path))", about: child))
          continue
        }
        bundle.files.append(path)
      }
    case "PBXFileReference":
      guard let path = resolve(id) else { return }
      let type = graph[id]?["lastKnownFileType"]?.text ?? graph[id]?["explicitFileType"]?.text
      if path.hasSuffix(".xcstrings") {
        bundle.files.append(path)
      } else if BundleSources.language(ofPath: path) != nil {
        if type == "folder" || path.hasSuffix(".lproj") {
          bundle.folders.append(path)
        } else {
          bundle.files.append(path)
        }
      }
    default:
      break  // a Core Data model version group or another kind of resource
    }
  }

  /// The path of the reference with `id`, or `nil` when it is not in the project.
  ///
  /// A reference that cannot be located is a warning; one outside the project is skipped quietly
  /// unless it looks localized.
  private mutating func resolve(_ id: String) -> String? {
    switch graph.location(of: id) {
    case .path(let path):
      return path
    case .outside(let sourceTree, let path):
      if BundleSources.language(ofPath: path) != nil || path.hasSuffix(".xcstrings") {
        warnings.append(
          graph.warning(
            "\(graph.describe(id)) is relative to \(sourceTree), outside the project; not read",
            about: id))
      }
      return nil
    case .unresolved(let reason):
      warnings.append(
        graph.warning("\(graph.describe(id)) cannot be located: \(reason)", about: id))
      return nil
    }
  }

  /// Adds the folders of the target's synchronized groups, and their exceptions, to its
  /// resources (the localized files only) and to its sources (every file).
  ///
  /// The exception sets of the target's own groups take files out of it; those of other groups put
  /// files into it.
  private mutating func addSynchronizedGroups(
    of targetID: String, _ target: PlistNode, to bundle: inout BundleSources,
    sources: inout BundleSources
  ) {
    let own = target["fileSystemSynchronizedGroups"]?.stringElements ?? []
    for group in own {
      guard let folder = resolve(group) else { continue }
      let excluded = exceptions(of: group, for: targetID).map { LexicalPath.join(folder, $0) }
      bundle.folders.append(folder)
      bundle.excluded += excluded
      sources.folders.append(folder)
      sources.excluded += excluded
    }
    for group in graph.ids(ofType: "PBXFileSystemSynchronizedRootGroup") where !own.contains(group)
    {
      let members = exceptions(of: group, for: targetID)
      guard !members.isEmpty, let folder = resolve(group) else { continue }
      let paths = members.map { LexicalPath.join(folder, $0) }
      bundle.files += paths.filter {
        BundleSources.language(ofPath: $0) != nil || $0.hasSuffix(".xcstrings")
      }
      sources.files += paths
    }
  }

  /// The paths that the exception sets of `group` list for the target with `targetID`.
  ///
  /// They are relative to the group's folder.
  private func exceptions(of group: String, for targetID: String) -> [String] {
    (graph[group]?["exceptions"]?.stringElements ?? []).flatMap { id -> [String] in
      guard let set = graph[id],
        set["isa"]?.text == "PBXFileSystemSynchronizedBuildFileExceptionSet",
        set["target"]?.text == targetID
      else { return [] }
      return set["membershipExceptions"]?.stringElements ?? []
    }
  }
}
