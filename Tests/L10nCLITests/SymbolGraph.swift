import Foundation

/// A module's public symbols, read from the symbol graph `swift symbolgraph-extract` makes of
/// the module `swift build` compiled.
enum SymbolGraph {
  /// One line a public symbol of `module`, sorted: `[spi] ` for `@_spi` ones, its kind, its
  /// path (`Type.member(label:)`), ` (default)` for a protocol's default implementation, and
  /// its declaration on one line.
  static func publicAPI(of module: String) throws -> String {
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("l10nedit-symbols-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: output) }
    let binFolder = CommandRunner.executable.deletingLastPathComponent()
    let modules = binFolder.appendingPathComponent("Modules")
    let search = FileManager.default.fileExists(atPath: modules.path) ? modules : binFolder
    try run(
      [
        "swift", "symbolgraph-extract", "-module-name", module, "-target", try targetTriple(),
        "-I", search.path, "-minimum-access-level", "public", "-include-spi-symbols",
        "-skip-synthesized-members", "-output-dir", output.path,
      ] + moduleMaps(binFolder: binFolder).flatMap { ["-Xcc", "-fmodule-map-file=" + $0] })
    var lines: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: output.path)
    where file.hasSuffix(".symbols.json") {
      let data = try Data(contentsOf: output.appendingPathComponent(file))
      let graph = try JSONDecoder().decode(Graph.self, from: data)
      let defaults = Set(
        graph.relationships.filter { $0.kind == "defaultImplementationOf" }.map(\.source))
      for symbol in graph.symbols where ["public", "open"].contains(symbol.accessLevel) {
        let declaration = symbol.declarationFragments?.map(\.spelling).joined() ?? ""
        lines.append(
          (symbol.spi == true ? "[spi] " : "")
            + symbol.kind.identifier.replacing("swift.", with: "")
            + " " + symbol.pathComponents.joined(separator: ".")
            + (defaults.contains(symbol.identifier.precise) ? " (default)" : "") + " — "
            + declaration.split(whereSeparator: \.isWhitespace).joined(separator: " "))
      }
    }
    return lines.sorted().joined(separator: "\n") + "\n"
  }

  /// The module maps of the C modules the products import, as the build passes them: those
  /// SwiftPM wrote (`BIN/TARGET.build/module.modulemap`) and those of C targets' `include`
  /// folders, here and in the checked-out dependencies.
  private static func moduleMaps(binFolder: URL) -> [String] {
    let manager = FileManager.default
    let checkouts = binFolder.deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("checkouts")
    let written = ((try? manager.contentsOfDirectory(atPath: binFolder.path)) ?? []).map {
      binFolder.appendingPathComponent($0).appendingPathComponent("module.modulemap")
    }
    let sourceFolders =
      [CommandRunner.packageRoot.appendingPathComponent("Sources")]
      + ((try? manager.contentsOfDirectory(atPath: checkouts.path)) ?? []).map {
        checkouts.appendingPathComponent($0).appendingPathComponent("Sources")
      }
    let included = sourceFolders.flatMap { folder in
      ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).map {
        folder.appendingPathComponent($0).appendingPathComponent("include/module.modulemap")
      }
    }
    return (written + included).map(\.path).filter { manager.fileExists(atPath: $0) }.sorted()
  }

  /// The target triple the toolchain builds for (`swift -print-target-info`).
  private static func targetTriple() throws -> String {
    struct Info: Decodable {
      struct Target: Decodable { var triple: String }
      var target: Target
    }
    let data = try run(["swift", "-print-target-info"])
    return try JSONDecoder().decode(Info.self, from: data).target.triple
  }

  /// Runs `arguments` through `env`, returning what it printed; an error when it fails.
  @discardableResult
  private static func run(_ arguments: [String]) throws -> Data {
    let result = try CommandRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments)
    guard result.status == 0 else {
      throw SymbolGraphError(
        description: "\(arguments.joined(separator: " ")) failed (\(result.status)): "
          + result.standardError.suffix(2_000))
    }
    return Data(result.standardOutput.utf8)
  }

  private struct Graph: Decodable {
    struct Relationship: Decodable {
      var kind: String
      var source: String
    }
    var symbols: [Symbol]
    var relationships: [Relationship]
  }

  private struct Symbol: Decodable {
    struct Kind: Decodable { var identifier: String }
    struct Fragment: Decodable { var spelling: String }
    struct Identifier: Decodable { var precise: String }
    var kind: Kind
    var identifier: Identifier
    var pathComponents: [String]
    var accessLevel: String
    var spi: Bool?
    var declarationFragments: [Fragment]?
  }
}

/// `swift symbolgraph-extract` could not run.
struct SymbolGraphError: Error, CustomStringConvertible {
  let description: String
}
