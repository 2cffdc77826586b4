import L10nFormats
import L10nGrammar
import L10nModel

/// Compiles String Catalogs into one folder of `.lproj` files, as `compile` and `bundle` do:
/// every catalog is read and compiled before the folder is replaced whole.
enum CatalogBuild {
  /// Compiles `catalogs` into `out`, naming files `<table><suffix>`.
  ///
  /// Reports each file and the keys not compiled; throws `ExitStatus.failure` after reporting
  /// an error (nothing written).
  static func run(catalogs: [String], out: String, tableSuffix: String = "") throws {
    var files: [RemoteBundle.File] = []
    var tables: [String: String] = [:]
    var fallbacks = 0
    do {
      for path in catalogs {
        let table = Self.table(of: path) + tableSuffix
        if let earlier = tables.updateValue(path, forKey: table) {
          throw Refusal(description: "\(path): table \(table) is also compiled from \(earlier)")
        }
        let output = try CatalogCompiler.compile(
          try FileSystem.read(path), path: path, table: table, valueType: PluralValueType.infer)
        for skipped in output.skipped {
          Output.standardError("warning: \(path): \(skipped)")
        }
        fallbacks += output.fallbacks
        files += output.files
      }
      try OutputManifest.checkReplaceable(out)
      let removed = try FolderReplacement.replace(
        out, with: OutputManifest.adding(to: files.map { ($0.path, $0.bytes) }))
      for path in removed { Output.standardError("removed \(path), left by a killed run") }
    } catch {
      Output.standardError("error: \(error) (nothing written)")
      throw ExitStatus.failure
    }
    for file in files.sorted(by: { $0.path < $1.path }) {
      Output.line("  \(file.path) (\(file.keyCount) key\(file.keyCount == 1 ? "" : "s"))")
    }
    let keys = files.reduce(0) { $0 + $1.keyCount }
    Output.line(
      "wrote \(out): \(tables.count) table\(tables.count == 1 ? "" : "s"), "
        + "\(files.count) file\(files.count == 1 ? "" : "s"), \(keys) value\(keys == 1 ? "" : "s")"
        + (fallbacks > 0 ? " (\(fallbacks) untranslated, from the source language)" : ""))
  }

  /// Input refused before anything is written.
  struct Refusal: Error, CustomStringConvertible {
    /// Why.
    var description: String
  }

  /// Whether `path` names a String Catalog.
  static func isCatalog(_ path: String) -> Bool { path.hasSuffix(".xcstrings") }

  /// The table a catalog compiles to: its file name without `.xcstrings`.
  static func table(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return isCatalog(name) ? String(name.dropLast(".xcstrings".count)) : name
  }
}
