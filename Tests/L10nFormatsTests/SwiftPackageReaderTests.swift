import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// A manifest with the shapes real ones have.
///
/// Comments, `#if`, interpolated and raw strings, settings with nested calls, and every kind of
/// target.
private let manifest = #"""
  // swift-tools-version:5.9
  import PackageDescription

  let tag = "1.0"
  /* a /* nested */ comment */
  let package = Package(
    name: "Demo",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS("16.0")],
    products: [.library(name: "Core", targets: ["Core"])],
    dependencies: [.package(url: "https://example.com/x.git", from: "1.0.0")],
    targets: [
      .target(
        name: "Core",
        dependencies: [.product(name: "X", package: "x")],
        path: "Sources/CoreKit",
        exclude: ["Info.plist", #"Legacy "old""#],
        resources: [.process("Resources"), .copy("Data"), .copy("Extra/it.lproj")],
        swiftSettings: [.define("DEBUG", .when(configuration: .debug))]
      ),
      .executableTarget(
        name: "App", dependencies: ["Core"],
        resources: [.process("Localization", localization: .default)]),
  #if os(Linux)
      .target(name: "LinuxSupport"),
  #endif
      .testTarget(name: "CoreTests", dependencies: ["Core"]),
      .binaryTarget(name: "Bin", url: "https://example.com/\(tag)/Bin.zip", checksum: "abc"),
      .plugin(name: "Gen", capability: .buildTool()),
      Target.systemLibrary(name: "CZ", pkgConfig: "zlib"),
    ]
  )
  """#

private func read(
  _ text: String, sourceFolders: [String] = []
) -> SwiftPackage {
  SwiftPackageReader.parse(Array(text.utf8), packageFolder: "/p", sourceFolders: sourceFolders)
}

@Suite struct SwiftPackageReaderTests {
  @Test("name, default localization and every target with its folder and resources")
  func targets() throws {
    let package = read(manifest, sourceFolders: ["CoreKit", "App"])
    #expect(package.warnings.isEmpty)
    #expect(package.name == "Demo")
    #expect(package.defaultLocalization == LanguageID("en"))
    #expect(
      package.targets.map { "\($0.kind.rawValue) \($0.name) \($0.folder ?? "-")" } == [
        "target Core /p/Sources/CoreKit", "executableTarget App /p/Sources/App",
        "target LinuxSupport /p/Sources/LinuxSupport", "testTarget CoreTests /p/Tests/CoreTests",
        "binaryTarget Bin -", "plugin Gen /p/Plugins/Gen", "systemLibrary CZ /p/Sources/CZ",
      ])
    let core = package.targets[0]
    #expect(
      core.resources == [
        SwiftPackageResource(rule: .process, path: "/p/Sources/CoreKit/Resources"),
        SwiftPackageResource(rule: .copy, path: "/p/Sources/CoreKit/Data"),
        SwiftPackageResource(rule: .copy, path: "/p/Sources/CoreKit/Extra/it.lproj"),
      ])
    #expect(package.targets[1].resources.map(\.path) == ["/p/Sources/App/Localization"])
  }

  @Test("a target's bundle is its folder, less exclude: and what .copy puts in a subfolder")
  func bundles() throws {
    let targets = read(manifest).targets
    let core = targets[0].bundle
    #expect(core.name == "Core")
    #expect(core.folders == ["/p/Sources/CoreKit"])
    #expect(
      core.excluded == [
        "/p/Sources/CoreKit/Info.plist", "/p/Sources/CoreKit/Legacy \"old\"",
        "/p/Sources/CoreKit/Data",
      ])
    #expect(core.contains("/p/Sources/CoreKit/Resources/de.lproj/Localizable.strings"))
    #expect(core.contains("/p/Sources/CoreKit/Extra/it.lproj/Localizable.strings"))
    #expect(!core.contains("/p/Sources/CoreKit/Data/de.lproj/Localizable.strings"))
    // Two targets with a table of the same name keep their own files.
    #expect(
      !targets[1].bundle.contains("/p/Sources/CoreKit/Resources/de.lproj/Localizable.strings"))
    #expect(targets[1].bundle.contains("/p/Sources/App/Localization/de.lproj/Localizable.strings"))
    // Binary, plugin and system library targets build no resource bundle.
    #expect(targets[4...].allSatisfy { $0.bundle.folders.isEmpty })
  }

  @Test("string literals: escapes are decoded; multi-line and interpolated ones are not read")
  func literals() {
    let package = read(
      #"""
      let package = Package(targets: [
        .target(name: "Caf\u{E9}\t\"Q\"", path: ##"raw\n"#"##),
        .target(name: """
          Multi
          """),
        .target(name: "\(prefix)Core"),
      ])
      """#)
    #expect(package.targets.map(\.name) == ["Café\t\"Q\""])
    #expect(package.targets.first?.folder == "/p/raw\\n\"#")
    #expect(package.warnings.count == 2)
  }

  @Test("targets the manifest builds in code fall back to the Sources/<Target> convention")
  func convention() {
    let package = read(
      """
      import PackageDescription
      let targets: [Target] = [.target(name: "Core")]
      let package = Package(name: "Demo", targets: targets)
      """, sourceFolders: ["Core", "App"])
    #expect(package.targets.map(\.name) == ["App", "Core"])
    #expect(package.targets.map(\.bundle.folders) == [["/p/Sources/App"], ["/p/Sources/Core"]])
    #expect(
      package.warnings == [
        "/p/Package.swift:3:46: the targets are not an array literal",
        "/p/Package.swift: using the Sources/<Target> convention for App, Core",
      ])
  }

  @Test("the convention adds only the folders no target read claims")
  func partial() {
    let package = read(
      """
      let shared = Target.target(name: "Shared")
      let package = Package(
        name: "Demo",
        targets: [
          .target(name: "Core", path: "Sources/Core"),
          shared,
          .target(name: computedName),
          .target(name: "App", path: "Sources/" + "App"),
        ])
      package.targets.append(.target(name: "Late"))
      """, sourceFolders: ["Core", "Shared", "Late", "App"])
    #expect(package.targets.map(\.name) == ["Core", "App", "Late", "Shared"])
    #expect(
      package.warnings == [
        "/p/Package.swift:6:5: a target that is not a `.target(…)`-style declaration",
        "/p/Package.swift:7:5: a target whose name is not a string literal",
        "/p/Package.swift:8:32: the path of target App is not a string literal; using Sources/App",
        "/p/Package.swift:10:8: the targets are changed after `Package(…)`; those changes are "
          + "not read",
        "/p/Package.swift: using the Sources/<Target> convention for Late, Shared",
      ])
  }

  @Test(
    "a manifest that cannot be read at all says so and uses the convention",
    arguments: [
      ("let package = Package(name: \"a)", "/p/Package.swift:1:29: unterminated string literal"),
      ("/* open", "/p/Package.swift:1:1: unterminated comment"),
      ("print(\"no package\")", "/p/Package.swift: no `Package(…)` call found"),
    ])
  func unreadable(text: String, warning: String) {
    let package = read(text, sourceFolders: ["Core"])
    #expect(package.targets.map(\.name) == ["Core"])
    #expect(package.warnings.first?.hasPrefix(warning) == true)
    #expect(
      package.warnings.last == "/p/Package.swift: using the Sources/<Target> convention for Core")
  }

  @Test("read(packageFolder:) lists Sources/ for the convention when there is no manifest")
  func readFromDisk() throws {
    let folder = try TestSupport.fixture([
      "Sources/Core/Resources/en.lproj/Localizable.strings": "\"a\" = \"A\";\n",
      "Sources/App/main.swift": "",
      "Sources/.hidden/x.swift": "",
      "Sources/README.md": "",
    ])
    let missing = SwiftPackageReader.read(packageFolder: folder.path)
    #expect(missing.targets.map(\.name) == ["App", "Core"])
    #expect(missing.warnings.first?.hasPrefix(folder.path + "/Package.swift: ") == true)
    #expect(
      missing.targets[1].bundle.contains(
        folder.path + "/Sources/Core/Resources/en.lproj/Localizable.strings"))

    try folder.write(["Package.swift": "let package = Package(targets: [.target(name: \"Core\")])"])
    let package = SwiftPackageReader.read(packageFolder: folder.path)
    #expect(package.targets.map(\.name) == ["Core"])
    #expect(package.warnings.isEmpty)
  }

  @Test(
    "Sparkle's manifest declares one binary target, which brings its own resources", .needsCorpus)
  func sparkle() {
    let package = SwiftPackageReader.read(packageFolder: Corpus.root + "/sparkle-project+Sparkle")
    #expect(package.warnings.isEmpty)
    #expect(package.name == "Sparkle")
    #expect(package.defaultLocalization == nil)
    #expect(package.targets.map(\.name) == ["Sparkle"])
    #expect(package.targets.first?.kind == .binary)
    #expect(package.targets.first?.folder == nil)
    #expect(package.targets.first?.bundle.folders == [])
  }
}
