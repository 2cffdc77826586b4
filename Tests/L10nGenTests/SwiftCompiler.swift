import Foundation

/// `swiftc -parse-as-library -typecheck` on generated files.
enum SwiftCompiler {
  /// The compiler's diagnostics for `source` (empty when it type-checks), or `nil` when no
  /// `swiftc` is on the `PATH`.
  static func typecheck(_ source: String) throws -> String? {
    guard let swiftc = executable("swiftc") else { return nil }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "l10ngen-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("L10n.swift")
    try Data(source.utf8).write(to: file)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: swiftc)
    process.arguments = ["-parse-as-library", "-typecheck", file.path]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = errors
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: output, as: UTF8.self)
    return process.terminationStatus == 0 ? "" : text.isEmpty ? "swiftc failed" : text
  }

  /// The first executable named `name` on the `PATH`.
  static func executable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }
}
