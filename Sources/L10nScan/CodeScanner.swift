import Foundation
import L10nModel

/// Scans source files for the keys they use: Objective-C and C here, Swift through the
/// `l10nedit-swift-scan` executable (swift-syntax), so that only those who scan Swift build
/// the parser.
package struct CodeScanner: Sendable {
  /// The routines that localize.
  package var routines: LocalizingRoutines
  /// Where to look for `l10nedit-swift-scan`: an explicit path, else beside this executable,
  /// else on `PATH`.
  package var swiftScannerPath: String?

  /// Creates a scanner.
  package init(routines: LocalizingRoutines = LocalizingRoutines(), swiftScannerPath: String? = nil)
  {
    self.routines = routines
    self.swiftScannerPath = swiftScannerPath
  }

  /// Scans every source file under `paths`.
  package func scan(paths: [String]) throws -> CodeUsage {
    let files = try SourceFiles(paths: paths)
    var usage = ObjCScanner(routines: routines).scan(
      try files.objectiveC.map { path in
        guard let data = FileManager.default.contents(atPath: path) else {
          throw ScanError.unreadable(path)
        }
        return (path, String(decoding: data, as: UTF8.self))
      })
    if !files.swift.isEmpty {
      usage.merge(try runSwiftScanner(files.swift))
    }
    usage.merge(try ResourceScanner.scan(files))
    usage.references.sort { ($0.path, $0.location) < ($1.path, $1.location) }
    return usage
  }

  /// The options `l10nedit-swift-scan` takes for these routines (the files follow `--`).
  package var swiftScannerArguments: [String] {
    routines.customArguments.flatMap { ["--routine", $0] }
  }

  /// The executable, or the places searched.
  func swiftScanner() -> Result<String, ScanError> {
    if let swiftScannerPath { return .success(swiftScannerPath) }
    let name = "l10nedit-swift-scan"
    var candidates: [String] = []
    if let environment = ProcessInfo.processInfo.environment["L10NEDIT_SWIFT_SCAN"] {
      candidates.append(environment)
    }
    if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
      candidates.append(executable.deletingLastPathComponent().appendingPathComponent(name).path)
    }
    for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      candidates.append("\(folder)/\(name)")
    }
    if let found = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) {
      return .success(found)
    }
    return .failure(.noSwiftScanner(searched: Array(candidates.prefix(2))))
  }

  private func runSwiftScanner(_ files: [String]) throws -> CodeUsage {
    let executable = try swiftScanner().get()
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = swiftScannerArguments + ["--"] + files
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ScanError.swiftScannerFailed(status: process.terminationStatus, path: executable)
    }
    return try JSONDecoder().decode(CodeUsage.self, from: data)
  }
}
