import Foundation
import L10nModel

/// Reads a Swift package manifest (`Package.swift`) for what it says about localization.
///
/// That is the default localization and, per target, the folder of the resource bundle it builds.
///
/// A manifest is Swift, which only running it reads in full. This reader tokenizes it and
/// reads the literal arguments of the `Package(…)` call and of its target declarations
/// (`name:`, `path:`, `exclude:`, `resources:`), through every branch of `#if`. What it cannot
/// read — targets built by code, a path that is not a literal, a manifest that is missing or
/// not Swift — is named in `warnings`, and then each folder of `Sources/` that no target read
/// claims becomes a target by the `Sources/<Target>` convention.
package enum SwiftPackageReader {
  /// Reads `Package.swift` in `packageFolder`, listing its `Sources/` folder for the convention.
  package static func read(packageFolder: String) -> SwiftPackage {
    let sources = LexicalPath.join(packageFolder, "Sources")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: sources)) ?? []
    let sourceFolders = names.filter { name in
      var isFolder: ObjCBool = false
      return !name.hasPrefix(".")
        && FileManager.default.fileExists(atPath: sources + "/" + name, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    let path = LexicalPath.join(packageFolder, "Package.swift")
    do {
      let manifest = try FileSystem.read(path)
      return parse(manifest, packageFolder: packageFolder, sourceFolders: sourceFolders)
    } catch {
      var reader = ManifestInterpreter(manifest: [], path: path, packageFolder: packageFolder)
      reader.warnings.append("\(path): \(error.reason)")
      var package = SwiftPackage()
      package.targets = reader.conventionalTargets(sourceFolders: sourceFolders, besides: [])
      package.warnings = reader.warnings
      return package
    }
  }

  /// Reads `manifest`, the `Package.swift` of the package in `packageFolder`.
  ///
  /// `sourceFolders` names the folders in the package's `Sources/`, which become targets by the
  /// convention when the manifest's targets cannot all be read.
  package static func parse(
    _ manifest: [UInt8], packageFolder: String, sourceFolders: [String]
  ) -> SwiftPackage {
    let path = LexicalPath.join(packageFolder, "Package.swift")
    var reader = ManifestInterpreter(manifest: manifest, path: path, packageFolder: packageFolder)
    var package = reader.package()
    if reader.missedTargets {
      package.targets += reader.conventionalTargets(
        sourceFolders: sourceFolders, besides: package.targets)
    }
    package.warnings = reader.warnings
    return package
  }
}
