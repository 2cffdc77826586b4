import Foundation
import L10nTestSupport

/// Runs the built `l10nedit` executable and captures what it prints.
struct CommandRunner {
  struct Result {
    var status: Int32
    var standardOutput: String
    var standardError: String
  }

  /// The package's root folder.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The executable next to the test bundle in the build products folder.
  static var executable: URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("l10nedit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return packageRoot.appendingPathComponent(".build/debug/l10nedit")
  }

  /// Runs `l10nedit arguments…` in `folder`, with `environment` over this process's (less
  /// `GITHUB_STEP_SUMMARY`, so that tests never write into a CI job's summary).
  static func run(
    _ arguments: [String], in folder: URL = packageRoot, environment: [String: String] = [:]
  ) throws -> Result {
    try run(executable, arguments, in: folder, environment: environment)
  }

  /// Runs `program arguments…` in `folder`, with `environment` over this process's (less
  /// `GITHUB_STEP_SUMMARY`).
  static func run(
    _ program: URL, _ arguments: [String], in folder: URL = packageRoot,
    environment: [String: String] = [:]
  ) throws -> Result {
    let process = Process()
    process.executableURL = program
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment
      .filter { $0.key != "GITHUB_STEP_SUMMARY" }.merging(environment) { $1 }
    process.currentDirectoryURL = folder
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outData = output.fileHandleForReading.readDataToEndOfFile()
    let errData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus,
      standardOutput: String(decoding: outData, as: UTF8.self),
      standardError: String(decoding: errData, as: UTF8.self))
  }

  /// A fresh copy of `SampleProject/Resources` in a temporary folder.
  static func copyOfSampleProject() throws -> URL {
    let destination = try ScratchFolders.make("l10nedit-tests").appendingPathComponent("Resources")
    try FileManager.default.copyItem(
      at: packageRoot.appendingPathComponent("SampleProject/Resources"), to: destination)
    return destination
  }
}
