import Foundation
import L10nModel
import L10nScan
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `CodeScanner.scan(path:text:)`: an editor's unsaved buffer scanned as if it were the file —
/// Swift through `l10nedit-swift-scan --stdin-path`, Objective-C in process — bounded like a
/// scan of the files.
@Suite struct BufferScanTests {
  static let swift = """
    import SwiftUI
    struct V: View {
      var body: some View {
        VStack {
          Text("greeting", comment: "Hello")
          Text(String(localized: "é😀中.title", table: "Errors"))
          Button(NSLocalizedString("%d of %d", comment: "")) {}
        }
      }
    }

    """

  static let objectiveC = """
    #define TABLE @"Errors"
    void f(void) {
        NSString *a = NSLocalizedString(@"used", @"Used thing");
        NSString *b = NSLocalizedStringFromTable(@"error.sync", TABLE, @"");
        NSString *c = [NSString stringWithFormat:NSLocalizedString(@"%d of %d", @""), 1];
    }

    """

  /// A folder holding `files` (name → text), removed by the caller.
  static func folder(_ files: [String: String]) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "buffer-scan-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, text) in files {
      try Data(text.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder
  }

  @Test("a buffer's scan equals the scan of the file saved with its text (Swift and Objective-C)")
  func bufferEqualsSavedFile() throws {
    let folder = try Self.folder(["View.swift": Self.swift, "App.m": Self.objectiveC])
    defer { try? FileManager.default.removeItem(at: folder) }
    let scanner = CodeScanner()
    for (name, text) in [("View.swift", Self.swift), ("App.m", Self.objectiveC)] {
      let path = folder.appendingPathComponent(name).path
      let saved = try scanner.scan(paths: [path])
      let buffer = try scanner.scan(path: path, text: text)
      #expect(!buffer.references.isEmpty)
      #expect(buffer == saved, "\(name)")
    }
  }

  @Test("a buffer is reported under its path, which need not exist; unsaved text counts")
  func unsavedBuffer() throws {
    let path = "/nowhere/Unsaved.swift"
    let usage = try CodeScanner().scan(
      path: path, text: "let t = String(localized: \"typed.just.now\")\n")
    #expect(usage.references.map(\.key.description) == ["typed.just.now"])
    #expect(usage.references.map(\.path) == [path])
    #expect(
      try CodeScanner().scan(path: "/nowhere/notes.txt", text: "Text(\"x\")").references.isEmpty)
  }

  @Test(
    "with a declarations cache, a buffer's scan does not parse the declaring files again: it equals the whole scan"
  )
  func declaringFilesParsedOnce() throws {
    let helpers = """
      import Foundation
      func tr(_ key: String) -> String { NSLocalizedString(key, comment: "") }

      """
    let folder = try Self.folder(["Helpers.swift": helpers, "View.swift": ""])
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("runs.log").path
    let real = try #require(Bundle.main.executableURL).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("l10nedit-swift-scan").path
    // The real scanner, each run's arguments written down first.
    var scanner = CodeScanner(
      swiftScannerPath: try Self.fakeScanner(
        #"echo "$*" >> "\#(log)"; exec "\#(real)" "$@""#, in: folder))
    scanner.declarationsCache = SwiftDeclarationsCache()
    let helpersPath = folder.appendingPathComponent("Helpers.swift").path
    let path = folder.appendingPathComponent("View.swift").path
    for key in ["first", "second", "third"] {
      let text = "let a = tr(\"\(key)\")\n"
      let buffer = try scanner.scan(path: path, text: text, context: [helpersPath])
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      var whole = try CodeScanner().scan(paths: [helpersPath, path])
      whole.keepOnly(path)
      #expect(buffer.references == whole.references, "\(key)")
      #expect(buffer.references.map(\.key.description) == [key])
    }
    let runs = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
    // One run reads the declarations; the buffers' three do not name Helpers.swift.
    #expect(runs.filter { $0.contains(helpersPath) }.count == 1)
    #expect(runs.count == 4)
  }

  /// A stand-in for `l10nedit-swift-scan` running `body` (a shell script's lines).
  static func fakeScanner(_ body: String, in folder: URL) throws -> String {
    let path = folder.appendingPathComponent("fake-scan").path
    try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
    chmod(path, 0o755)
    return path
  }

  @Test("a scanner that crashes on the buffer is an error naming the crash, not a hang")
  func crashIsAnError() throws {
    let folder = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    let scanner = CodeScanner(
      swiftScannerPath: try Self.fakeScanner("cat > /dev/null; kill -SEGV $$", in: folder))
    #expect {
      try scanner.scan(path: "/p/Crash.swift", text: "let x = 1\n")
    } throws: { error in
      guard case .swiftScannerFailed(_, let reason)? = error as? ScanError else { return false }
      return reason.contains("crashed (signal \(SIGSEGV))")
    }
  }

  @Test("a scanner that runs too long is killed at the time bound")
  func timeoutIsAnError() throws {
    let folder = try Self.folder([:])
    defer { try? FileManager.default.removeItem(at: folder) }
    var scanner = CodeScanner(swiftScannerPath: try Self.fakeScanner("sleep 30", in: folder))
    scanner.bufferTimeLimit = 0.2
    let start = Date()
    #expect(throws: ScanError.self) { try scanner.scan(path: "/p/Slow.swift", text: "") }
    #expect(Date().timeIntervalSince(start) < 5)
  }

  @Test("a huge buffer's output is bounded: past the bound the scan is an error")
  func hugeBufferIsBounded() throws {
    // 2,000 keys: some 500 KB of JSON, over a 64 KB bound.
    let text = (0..<2_000).map { "let k\($0) = String(localized: \"key.\($0)\")\n" }.joined()
    var scanner = CodeScanner()
    scanner.bufferOutputLimit = 1 << 16
    #expect {
      try scanner.scan(path: "/p/Huge.swift", text: text)
    } throws: { error in
      guard case .swiftScannerFailed(_, let reason)? = error as? ScanError else { return false }
      return reason.contains("printed more than")
    }
  }
}
