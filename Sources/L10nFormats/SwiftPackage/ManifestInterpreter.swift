import L10nModel

/// Turns a manifest's expressions into a `SwiftPackage`, noting what it cannot read.
struct ManifestInterpreter {
  private let manifest: [UInt8]
  private let path: String
  private let packageFolder: String
  /// What could not be read so far, one sentence each.
  var warnings: [String] = []
  /// Whether some target may have been missed, so that the convention should fill in.
  private(set) var missedTargets = false

  /// An interpreter of `manifest`, read from `path` in `packageFolder`.
  init(manifest: [UInt8], path: String, packageFolder: String) {
    self.manifest = manifest
    self.path = path
    self.packageFolder = packageFolder
  }

  /// The package the manifest declares, as far as it can be read.
  mutating func package() -> SwiftPackage {
    let tokens: [ManifestToken]
    do {
      tokens = try ManifestLexer.tokens(manifest)
    } catch {
      warn(at: error.offset, "\(error.reason); the manifest cannot be read")
      missedTargets = true
      return SwiftPackage()
    }
    var parser = ManifestParser(tokens)
    guard let call = parser.packageCall(), case .call(_, let arguments) = call.kind else {
      warnings.append("\(path): no `Package(…)` call found")
      missedTargets = true
      return SwiftPackage()
    }
    var package = SwiftPackage(name: arguments["name"]?.string)
    if let localization = arguments["defaultLocalization"] {
      if let code = localization.string {
        package.defaultLocalization = LanguageID(code)
      } else {
        warn(at: localization.offset, "`defaultLocalization` is not a string literal")
      }
    }
    if let targets = arguments["targets"] {
      if let elements = targets.elements {
        package.targets = elements.compactMap { target($0) }
      } else {
        warn(at: targets.offset, "the targets are not an array literal")
        missedTargets = true
      }
    }
    if let offset = parser.laterChangeOfTargets() {
      warn(at: offset, "the targets are changed after `Package(…)`; those changes are not read")
      missedTargets = true
    }
    return package
  }

  /// The target an element of `targets:` declares.
  private mutating func target(_ element: ManifestExpression) -> SwiftPackageTarget? {
    guard case .call(let function, let arguments) = element.kind,
      let kind = SwiftPackageTarget.Kind(rawValue: function)
    else {
      warn(at: element.offset, "a target that is not a `.target(…)`-style declaration")
      missedTargets = true
      return nil
    }
    guard let name = arguments["name"]?.string else {
      warn(at: element.offset, "a target whose name is not a string literal")
      missedTargets = true
      return nil
    }
    let folder = self.folder(of: name, kind: kind, path: arguments["path"])
    let resources = (arguments["resources"]?.elements ?? []).compactMap { element in
      resource(element, of: name, in: folder)
    }
    var bundle = BundleSources(name: name)
    if let folder, [.regular, .executable, .test].contains(kind) {
      bundle.folders = [folder]
      bundle.excluded = strings(arguments["exclude"], of: name).map {
        LexicalPath.join(folder, $0)
      }
      // A copied folder lands in the bundle under its own name, so its `.lproj` folders are
      // not the bundle's, unless it is one.
      bundle.excluded += resources.filter { $0.rule == .copy && !$0.path.hasSuffix(".lproj") }
        .map(\.path)
    }
    return SwiftPackageTarget(
      name: name, kind: kind, folder: folder, resources: resources, bundle: bundle)
  }

  /// The folder of the target `name`: its `path`, or the convention's for its kind.
  private mutating func folder(
    of name: String, kind: SwiftPackageTarget.Kind, path: ManifestExpression?
  ) -> String? {
    let conventional: String? =
      switch kind {
      case .binary: nil
      case .test: "Tests/" + name
      case .plugin: "Plugins/" + name
      case .regular, .executable, .macro, .systemLibrary: "Sources/" + name
      }
    guard let conventional else { return nil }
    guard let path else { return LexicalPath.join(packageFolder, conventional) }
    guard let literal = path.string else {
      warn(
        at: path.offset, "the path of target \(name) is not a string literal; using \(conventional)"
      )
      return LexicalPath.join(packageFolder, conventional)
    }
    return LexicalPath.join(packageFolder, literal)
  }

  /// `.process("…")`, `.copy("…")` or `.embedInCode("…")`, resolved below `folder`.
  private mutating func resource(
    _ element: ManifestExpression, of target: String, in folder: String?
  ) -> SwiftPackageResource? {
    guard case .call(let function, let arguments) = element.kind,
      let rule = SwiftPackageResource.Rule(rawValue: function),
      let path = arguments.first(where: { $0.label == nil })?.value.string
    else {
      warn(at: element.offset, "a resource of target \(target) that is not a literal rule")
      return nil
    }
    return SwiftPackageResource(rule: rule, path: LexicalPath.join(folder ?? packageFolder, path))
  }

  /// The string literals of an array argument such as `exclude:`.
  private mutating func strings(_ argument: ManifestExpression?, of target: String) -> [String] {
    guard let argument else { return [] }
    guard let elements = argument.elements else {
      warn(at: argument.offset, "the excluded paths of target \(target) are not an array literal")
      return []
    }
    return elements.compactMap { element in
      if element.string == nil {
        warn(at: element.offset, "an excluded path of target \(target) is not a string literal")
      }
      return element.string
    }
  }

  /// A target for each folder of `Sources/` that none of `targets` has as its folder, saying so.
  mutating func conventionalTargets(
    sourceFolders: [String], besides targets: [SwiftPackageTarget]
  ) -> [SwiftPackageTarget] {
    let claimed = Set(targets.compactMap(\.folder))
    let added = sourceFolders.sorted().compactMap { name -> SwiftPackageTarget? in
      let folder = LexicalPath.join(packageFolder, "Sources/" + name)
      guard !claimed.contains(folder) else { return nil }
      return SwiftPackageTarget(
        name: name, kind: .regular, folder: folder,
        bundle: BundleSources(name: name, folders: [folder]))
    }
    if !added.isEmpty {
      warnings.append(
        "\(path): using the Sources/<Target> convention for "
          + added.map(\.name).joined(separator: ", "))
    }
    return added
  }

  /// Notes `message` at the manifest's `offset`.
  private mutating func warn(at offset: Int, _ message: String) {
    let location = manifest.withUnsafeBufferPointer {
      LineIndex.location(of: min(offset, $0.count), in: $0)
    }
    warnings.append("\(path):\(location): \(message)")
  }
}
