import Foundation
import L10nScan
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What the server publishes for an open code file.
@Suite struct ServerDiagnosticsTests {
  @Test("a buffer that cannot be scanned publishes nothing, said in the log, not an empty list")
  func failedScanPublishesNothing() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let script = folder.path + "/slow-scan"
    try Data("#!/bin/sh\ncat > /dev/null; sleep 5\n".utf8).write(to: URL(fileURLWithPath: script))
    chmod(script, 0o755)
    var scanner = CodeScanner(swiftScannerPath: script)
    scanner.bufferTimeLimit = 0.1
    let document = try DiagnosticsFixture.document(folder.path + "/Sources/View.swift")
    let logged = Shared<[String]>([])
    let found = ServerMethods.diagnostics(
      document, snapshot: snapshot, scanner: scanner, encoding: .utf16,
      log: { message in logged.change { $0.append(message) } })
    #expect(found == nil)
    #expect(logged.current.contains { $0.contains("not scanned") && $0.contains("still running") })
    // The same file scanned gives its findings.
    let scanned = ServerMethods.diagnostics(
      document, snapshot: snapshot, scanner: CodeScanner(), encoding: .utf16, log: { _ in })
    #expect(scanned?.isEmpty == false)
  }
}
