import Foundation
import Testing

/// What `Documentation/Development` says of the house, held to the code: every reader has a
/// fuzz target, every library module a test target or a stated neighbour, and Architecture.md's
/// module graph is `Package.swift`'s.
@Suite("the house as documented")
struct HouseDocumentationTests {
  static let root = CommandRunner.packageRoot.path

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The files below `folder` (relative to the root) whose names end with `suffix`.
  static func files(in folder: String, endingWith suffix: String) -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root + "/" + folder)
    return (enumerator?.allObjects as? [String] ?? []).filter { $0.hasSuffix(suffix) }
      .map { folder + "/" + $0 }.sorted()
  }

  /// The fuzz targets `Fuzz/targets.txt` lists.
  static func fuzzTargets() throws -> [String] {
    try text("Fuzz/targets.txt").split(separator: "\n").compactMap { line in
      let fields = line.prefix { $0 != "#" }.split(separator: " ")
      return fields.count >= 3 ? String(fields[0]) : nil
    }
  }

  /// The lines of the fenced code block that follows `heading` in `page`.
  static func block(after heading: String, in page: String) throws -> [String] {
    let text = try text(page)
    let section = try #require(text.range(of: "\n" + heading + "\n"), "\(page) has no \(heading)")
    let lines = text[section.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("```") })
    let end = try #require(lines[(start + 1)...].firstIndex { $0.hasPrefix("```") })
    return lines[(start + 1)..<end].map(String.init)
  }

  @Test("every reader of L10nFormats is read by a fuzz target, directly or through its caller")
  func everyReaderIsFuzzed() throws {
    // A reader is fuzzed when a fuzz target names it, or names the type whose file calls it
    // (`StringsFileReader` reads XML `.strings` through `PropertyListStringsReader`): one step,
    // so that a reader only some loader reaches (as `ProjectLoader` reaches every format's)
    // does not pass for fuzzed.
    let sources = Self.files(in: "Sources/L10nFormats", endingWith: ".swift")
    let typeFiles = Dictionary(
      sources.map { (($0 as NSString).lastPathComponent.replacing(".swift", with: ""), $0) },
      uniquingKeysWith: { first, _ in first })
    var named: Set<String> = []
    for target in try Self.fuzzTargets() {
      let text = try Self.text("Fuzz/Sources/FuzzChecks/\(target).swift")
      named.formUnion(text.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
    var reached = named
    for type in named {
      guard let file = typeFiles[type] else { continue }
      reached.formUnion(
        try Self.text(file).split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
    }
    let readers = typeFiles.keys.filter { $0.hasSuffix("Reader") }.sorted()
    #expect(readers.count >= 16)
    let unreached = readers.filter { !reached.contains($0) }
    #expect(unreached.isEmpty, "no fuzz target reads through \(unreached)")
  }

  @Test("every fuzz target of targets.txt has its source, seeds and dictionary, and only those")
  func fuzzTargetList() throws {
    let targets = try Self.fuzzTargets()
    let folders = try FileManager.default.contentsOfDirectory(atPath: Self.root + "/Fuzz/Sources")
      .filter { $0.hasPrefix("Fuzz") && !["FuzzSupport", "FuzzChecks"].contains($0) }
    #expect(Set(targets) == Set(folders), "Fuzz/Sources and Fuzz/targets.txt differ")
    let checks = try FileManager.default.contentsOfDirectory(
      atPath: Self.root + "/Fuzz/Sources/FuzzChecks"
    ).filter { $0.hasPrefix("Fuzz") && $0 != "FuzzCheck.swift" && $0 != "Fuzz.swift" }
    #expect(
      Set(targets.map { $0 + ".swift" }) == Set(checks),
      "Fuzz/Sources/FuzzChecks and Fuzz/targets.txt differ")
    let seeds = try Self.text("Fuzz/seeds.sh")
    let list = try Self.text("Fuzz/targets.txt")
    for target in targets {
      #expect(
        seeds.contains("  \(target))") || seeds.contains(" \(target) |")
          || seeds.contains(
            "| \(target))"),
        "Fuzz/seeds.sh has no case for \(target)")
      let line = try #require(list.split(separator: "\n").first { $0.hasPrefix(target + " ") })
      let dictionary = String(line.split(separator: " ")[1])
      #expect(
        FileManager.default.fileExists(atPath: "\(Self.root)/Fuzz/dictionaries/\(dictionary).dict"),
        "\(target)'s dictionary \(dictionary).dict")
    }
  }

  @Test("every library module has its own test target or a neighbour Architecture.md names")
  func everyModuleIsTested() throws {
    let manifest = try ManifestTargets(path: Self.root + "/Package.swift")
    let tests = manifest.targets.filter { $0.kind == "testTarget" }
    /// Every target `name` depends on, through any number of targets.
    func closure(_ name: String) -> Set<String> {
      var found: Set<String> = []
      var queue = manifest[name]?.dependencies ?? []
      while let next = queue.popLast() {
        guard found.insert(next).inserted else { continue }
        queue += manifest[next]?.dependencies ?? []
      }
      return found
    }
    let page = try Self.text("Documentation/Development/Architecture.md")
    let neighbours = Dictionary(
      page.matches(of: /\n- `([A-Za-z0-9]+)`: `([A-Za-z0-9]+Tests)`/).map {
        (String($0.output.1), String($0.output.2))
      }, uniquingKeysWith: { first, _ in first })
    let untested = Set(
      page.matches(of: /\n- `([A-Za-z0-9]+)`: not tested: [^\n]+/).map { String($0.output.1) })
    for module in manifest.targets where ["target", "systemLibrary"].contains(module.kind) {
      if let own = manifest[module.name + "Tests"] {
        #expect(
          own.dependencies.contains(module.name), "\(own.name) does not depend on \(module.name)")
      } else if let neighbour = neighbours[module.name] {
        #expect(
          tests.contains { $0.name == neighbour && closure(neighbour).contains(module.name) },
          "\(module.name)'s neighbour \(neighbour) is no test target depending on it")
      } else {
        #expect(
          untested.contains(module.name),
          "\(module.name) has no test target and Architecture.md names no neighbour for it")
      }
    }
  }

  @Test("Architecture.md's module graph is Package.swift's")
  func moduleGraph() throws {
    let manifest = try ManifestTargets(path: Self.root + "/Package.swift")
    let expected = manifest.targets.filter { $0.kind != "testTarget" }.map { target in
      "\(target.name): "
        + (target.dependencies.isEmpty ? "—" : target.dependencies.joined(separator: ", "))
    }
    let documented = try Self.block(
      after: "## The module graph", in: "Documentation/Development/Architecture.md")
    #expect(documented == expected)
  }

  @Test("the manifest reading of these tests reads kinds, names and dependencies")
  func manifestTargets() {
    let manifest = ManifestTargets(
      text: """
        // .target(name: "Commented")
        targets: [
          .target(name: "A", dependencies: ["B", .product(name: "P", package: "p")],
            linkerSettings: [.linkedLibrary("x", .when(platforms: [.linux]))]),
          .systemLibrary(name: "B", path: "Sources/B"),
          .testTarget(name: "ATests", dependencies: ["A"], exclude: ["Fixtures"]),
        ]
        """)
    #expect(
      manifest.targets == [
        .init(kind: "target", name: "A", dependencies: ["B", "P"]),
        .init(kind: "systemLibrary", name: "B", dependencies: []),
        .init(kind: "testTarget", name: "ATests", dependencies: ["A"]),
      ])
  }
}
