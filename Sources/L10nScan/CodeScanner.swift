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
  /// How long one run of `l10nedit-swift-scan` may take, in seconds.
  package var swiftScannerTimeLimit: Double = 600
  /// How many bytes of JSON one run of `l10nedit-swift-scan` may print.
  package var swiftScannerOutputLimit = 1 << 30
  /// How long the scan of one file's text (`scan(path:text:)`) may take, in seconds.
  package var bufferTimeLimit: Double = 10
  /// How many bytes of JSON the scan of one file's text may print.
  package var bufferOutputLimit = 64 << 20
  /// Where the scans of files' texts keep the declarations of the files they are given as
  /// context (Swift), read once; without, each scan reads them again.
  package var declarationsCache: SwiftDeclarationsCache?

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
      + routines.textPositions.custom.flatMap { ["--text-position", $0] }
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

  /// Runs `l10nedit-swift-scan` on `files`.
  ///
  /// A file it crashes on (a stack overflow, a trap) is
  /// listed unscanned and the others scanned again without it; a run that fails otherwise, runs
  /// too long or prints too much is an error naming the file it was reading.
  private func runSwiftScanner(_ files: [String]) throws -> CodeUsage {
    let executable = try swiftScanner().get()
    var remaining = files
    var crashed: [UnscannedFile] = []
    while !remaining.isEmpty {
      let run = SwiftScannerRun(
        executable: executable,
        arguments: swiftScannerArguments + ["--progress", "--"] + remaining,
        timeLimit: swiftScannerTimeLimit, outputLimit: swiftScannerOutputLimit)
      let outcome = try run.run()
      switch outcome {
      case .finished(let data):
        var usage = try Self.decoded(data, executable: executable)
        usage.unscannedFiles += crashed
        usage.fileCount += crashed.count
        return usage
      case .crashed(let signal, let file):
        // Only a file it was reading can be left out; a crash elsewhere fails the scan.
        guard let file, let index = remaining.firstIndex(of: file) else {
          throw ScanError.swiftScannerFailed(
            path: executable, reason: "crashed (signal \(signal)) before reading a file")
        }
        remaining.remove(at: index)
        crashed.append(
          UnscannedFile(path: file, reason: "the Swift scanner crashed on it (signal \(signal))"))
      case .failed, .timedOut, .tooMuchOutput:
        throw Self.failure(outcome, of: run)
      }
    }
    var usage = CodeUsage()
    usage.unscannedFiles = crashed
    usage.fileCount = crashed.count
    return usage
  }

  /// The usage `l10nedit-swift-scan` printed.
  static func decoded(_ data: Data, executable: String) throws -> CodeUsage {
    do {
      return try JSONDecoder().decode(CodeUsage.self, from: data)
    } catch {
      throw ScanError.swiftScannerFailed(
        path: executable, reason: "printed what is not a scan (\(data.count) bytes)")
    }
  }

  /// Why a run of `l10nedit-swift-scan` that did not finish failed.
  static func failure(_ outcome: SwiftScannerRun.Outcome, of run: SwiftScannerRun) -> ScanError {
    let reason: String
    switch outcome {
    case .finished: reason = "finished"
    case .crashed(let signal, let file):
      reason = "crashed (signal \(signal))\(file.map { " reading \($0)" } ?? "")"
    case .failed(let status, let messages):
      reason = "exit \(status): \(Self.shortened(messages))"
    case .timedOut(let file):
      reason =
        "still running after \(Int(run.timeLimit)) s\(file.map { ", reading \($0)" } ?? "")"
    case .tooMuchOutput:
      reason = "printed more than \(run.outputLimit) bytes"
    }
    return ScanError.swiftScannerFailed(path: run.executable, reason: reason)
  }

  /// The first line of a child's messages, at most 200 characters.
  static func shortened(_ messages: String) -> String {
    let line = messages.prefix { !$0.isNewline }
    return line.count > 200 ? line.prefix(200) + "…" : String(line)
  }
}
