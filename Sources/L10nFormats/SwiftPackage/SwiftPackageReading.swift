import L10nModel

/// What `SwiftPackageReader` makes of a manifest's bytes, for the fuzz target that reads
/// hostile manifests (`FuzzSwiftPackage`), which sees only public API.
@_spi(Fuzzing) public struct SwiftPackageReading: Sendable, Equatable {
  /// The package read, spelled out (name, default localization, targets, their folders,
  /// resources and bundles).
  public var description: String
  /// The reader's warnings, each `PATH:LINE:COLUMN: …` for a place in the manifest.
  public var warnings: [String]
  /// Each target's folder and resource paths.
  public var paths: [String]

  /// `manifest` read as the `Package.swift` of the package in `packageFolder`, whose
  /// `Sources/` holds `sourceFolders`.
  public init(_ manifest: [UInt8], packageFolder: String, sourceFolders: [String]) {
    let package = SwiftPackageReader.parse(
      manifest, packageFolder: packageFolder, sourceFolders: sourceFolders)
    description = String(describing: package)
    warnings = package.warnings
    paths = package.targets.flatMap { target in
      (target.folder.map { [$0] } ?? []) + target.resources.map(\.path)
    }
  }
}
