import Foundation
import L10nTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A command that fails to write never first says what it changed: its summary (`de: 1 text
/// changed`, `1 value filled`, `1 value fixed`) is said once the write succeeded, as "would"
/// in a dry run, and not at all when the write fails.
@Suite("No success before a failed write")
struct FailedWriteReportTests {
  /// An unsorted project whose German file is read-only, and an input per writer that changes
  /// `a` in de.
  static func fixture() throws -> TemporaryFolder {
    let folder = try WritePolicyTests.fixture()
    try folder.write([
      "proj/es.lproj/L.strings": "\"a\" = \"A-es\";\n\"b\" = \"B-es\";\n",
      "proj/es-MX.lproj/L.strings": "\"b\" = \"B-mx\";\n",
      "proj/de-CH.lproj/L.strings": "\"b\" = \"B-ch\";\n",
    ])
    chmod(folder.path + "/proj/de.lproj/L.strings", 0o444)
    chmod(folder.path + "/proj/es-MX.lproj/L.strings", 0o444)
    chmod(folder.path + "/proj/de-CH.lproj/L.strings", 0o444)
    return folder
  }

  /// Each writer, and what it would say on success.
  static let writers: [([String], String)] = [
    (["csv", "import", "../in.csv", "."], "de: 1 text"),
    (["import", "../in.json", "."], "de: changed 1"),
    (["xliff", "import", "../in.xliff", "."], "changed 1"),
    (["fill", ".", "--language", "es-MX", "--from", "parent"], "filled"),
    (["replace", ".", "--language", "de", "--find", "B", "--with", "X"], "replaced"),
    (["lint", ".", "--fix", "--rule", "double-space"], "fixed"),
  ]

  @Test("a write refused with Permission denied is said alone, exit 2", arguments: writers)
  func refusedWriteSaysNoSuccess(_ writer: ([String], String)) throws {
    let folder = try Self.fixture()
    if writer.0.contains("--fix") {
      try folder.write(["proj/de.lproj/L.strings": "\"b\" = \"B  de\";\n"])
      chmod(folder.path + "/proj/de.lproj/L.strings", 0o444)
    }
    let run = try CommandRunner.run(writer.0, in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
    #expect(run.standardError.contains("Permission denied"), "\(run.standardError)")
    let said = run.standardOutput + run.standardError
    #expect(!said.contains(writer.1), "\(said)")
    #expect(!said.contains("wrote"), "\(said)")
  }

  @Test("migrate into a folder it may not write says no 'migrate' line before the error")
  func migrateRefused() throws {
    let folder = try MigrateCommandTests.fixture()
    chmod(folder.path + "/App", 0o555)
    defer { chmod(folder.path + "/App", 0o755) }
    let run = try CommandRunner.run(
      ["migrate", "App", "--sources", "App/Sources"], in: folder.url)
    #expect(run.status == 2, "\(run.standardOutput)\(run.standardError)")
    #expect(!run.standardOutput.contains("migrate"), "\(run.standardOutput)")
    #expect(!run.standardOutput.contains("update"), "\(run.standardOutput)")
  }

  @Test("a dry run says what would change")
  func dryRunSaysWould() throws {
    let folder = try Self.fixture()
    let run = try CommandRunner.run(
      ["csv", "import", "../in.csv", ".", "--dry-run"],
      in: folder.url.appendingPathComponent("proj"))
    #expect(run.status == 0, "\(run.standardError)")
    #expect(run.standardOutput.contains("de: 1 text would change"), "\(run.standardOutput)")
    let written = try CommandRunner.run(
      ["csv", "import", "../in.csv", "."], in: folder.url.appendingPathComponent("proj"))
    #expect(written.status == 2)
    chmod(folder.path + "/proj/de.lproj/L.strings", 0o644)
    let again = try CommandRunner.run(
      ["csv", "import", "../in.csv", "."], in: folder.url.appendingPathComponent("proj"))
    #expect(again.status == 0, "\(again.standardError)")
    #expect(again.standardOutput.hasSuffix("de: 1 text changed\n"), "\(again.standardOutput)")
  }
}
