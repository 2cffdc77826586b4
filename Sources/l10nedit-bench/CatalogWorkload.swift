import Foundation
import L10nCLI
import L10nFormats

/// The String Catalog steps of `--commands` (issue 36): `migrate` of a copy of the project (its
/// 40 `.strings` files into one catalog, put back before each run) and `compile` of that
/// catalog into 40 `.lproj` folders beside it.
enum CatalogWorkload {
  /// The steps, their files beside the project at `root` (not in it); the catalog compiled is
  /// made by `executable` when there is one (in a process of its own, so that the benchmark's
  /// peak memory, which the processes it starts inherit, stays that of loading), else
  /// in-process.
  static func steps(root: String, executable: String?) throws -> [CommandBench.Step] {
    let folder = root + "-migrate"
    let catalogFolder = root + "-catalog"
    try copy(root, to: folder)
    try copy(root, to: catalogFolder)
    if let executable {
      _ = ProcessRun.run(executable, ["migrate", catalogFolder])
    } else {
      CommandBench.silenced { _ = L10nEditCommand.run(["migrate", catalogFolder]) }
    }
    let catalog = catalogFolder + "/Localizable.xcstrings"
    guard FileManager.default.fileExists(atPath: catalog) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: catalog])
    }
    return [
      CommandBench.Step(
        name: "migrate", arguments: ["migrate", folder], seconds: 1, appendsRoot: false,
        reset: { try? copy(root, to: folder) }),
      CommandBench.Step(
        name: "compile", arguments: ["compile", catalog, "--out", root + "-compiled"],
        seconds: 1, appendsRoot: false),
    ]
  }

  /// `source` copied to `target`, whatever `target` held replaced.
  private static func copy(_ source: String, to target: String) throws {
    if FileManager.default.fileExists(atPath: target) {
      try FileManager.default.removeItem(atPath: target)
    }
    try FileManager.default.copyItem(atPath: source, toPath: target)
  }
}
