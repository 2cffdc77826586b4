import Foundation
import L10nModel
import L10nScan
import L10nSwiftScan
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A Swift file the scan cannot read whole — nested deeper than the parser goes, or one the
/// scanner crashes on — is reported with its path; its keys are never silently dropped.
@Suite struct SwiftScanFailureTests {
  /// `Text("deep.key")` inside `depth` nested parentheses.
  static func nested(_ depth: Int) -> String {
    "let v = " + String(repeating: "(", count: depth) + "Text(\"deep.key\")"
      + String(repeating: ")", count: depth) + "\n"
  }

  /// Scans as `l10nedit-swift-scan` does, on a thread with a large stack.
  static func scanOnLargeStack(_ files: [(path: String, text: String)]) -> CodeUsage {
    SwiftScanner().scanOnLargeStack(files: files)
  }

  @Test("a key nested 60 levels deep is found, in any build")
  func nestedKeyIsFound() {
    let usage = Self.scanOnLargeStack([("Deep.swift", Self.nested(60))])
    #expect(usage.references.map(\.key.description) == ["deep.key"])
    #expect(usage.unscannedFiles.isEmpty)
  }

  @Test("a file nested deeper than the parser goes is listed unscanned with its path")
  func tooDeepIsUnscanned() {
    let usage = Self.scanOnLargeStack([
      ("Fine.swift", "let t = Text(\"fine.key\")\n"), ("Deep.swift", Self.nested(400)),
    ])
    #expect(usage.unscannedFiles.map(\.path) == ["Deep.swift"])
    #expect(usage.unscannedFiles.first?.reason.contains("256 levels") == true)
    #expect(usage.references.contains { $0.key.description == "fine.key" })
  }

  /// A stand-in for `l10nedit-swift-scan`: reports each file, crashes (SIGSEGV) on one whose
  /// name has `Crash`, or, without it, prints `usage`'s JSON.
  static func fakeScanner(printing usage: CodeUsage, in folder: URL) throws -> String {
    let json = String(decoding: try JSONEncoder().encode(usage), as: UTF8.self)
    let script = """
      #!/bin/sh
      for file in "$@"; do
        [ "$file" = "--" ] || [ "$file" = "--progress" ] && continue
        printf 'reading\\t%s\\0' "$file" >&2
        case "$file" in *Crash*) kill -SEGV $$ ;; esac
      done
      cat <<'JSON'
      \(json)
      JSON
      """
    let path = folder.appendingPathComponent("fake-scan").path
    try Data(script.utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  /// A new temporary folder holding a one-line Swift file of each name (the caller removes it).
  static func folder(of names: [String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "swift-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for name in names {
      try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test("a file the Swift scanner crashes on is listed unscanned; the others are scanned")
  func crashIsReportedWithTheFile() throws {
    let folder = try Self.folder(of: ["A.swift", "Crash.swift", "B.swift"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let found = CodeUsage(
      references: [
        CodeReference(
          path: "A.swift", location: SourceLocation(line: 1, column: 1), key: CodeKey("a.key"),
          table: "Localizable", routine: "Text")
      ], fileCount: 2)
    var scanner = CodeScanner()
    scanner.swiftScannerPath = try Self.fakeScanner(printing: found, in: folder)
    let usage = try scanner.scan(paths: [
      folder.appendingPathComponent("A.swift").path,
      folder.appendingPathComponent("Crash.swift").path,
      folder.appendingPathComponent("B.swift").path,
    ])
    #expect(usage.references.map(\.key.description) == ["a.key"])
    #expect(
      usage.unscannedFiles.map { ($0.path as NSString).lastPathComponent } == ["Crash.swift"])
    #expect(usage.unscannedFiles.first?.reason.contains("crashed") == true)
    #expect(usage.fileCount == 3)
  }

  @Test("a Swift scanner that runs too long is stopped and named, with the file it read")
  func timeLimit() throws {
    let folder = try Self.folder(of: ["Slow.swift"])
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Slow.swift").path
    let script = folder.appendingPathComponent("slow-scan").path
    try Data("#!/bin/sh\nprintf 'reading\\t%s\\0' \"$3\" >&2\nexec sleep 30\n".utf8).write(
      to: URL(fileURLWithPath: script))
    chmod(script, 0o755)
    var scanner = CodeScanner(swiftScannerPath: script)
    scanner.swiftScannerTimeLimit = 0.5
    #expect {
      try scanner.scan(paths: [file])
    } throws: { error in
      "\(error)".contains("still running after") && "\(error)".contains("Slow.swift")
    }
  }
}
