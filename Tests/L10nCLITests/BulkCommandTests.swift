import Foundation
import L10nTestSupport
import Testing

/// `fill` and `replace`: bulk changes written through the one write path, or shown as a diff
/// with `--dry-run` (nothing written).
@Suite("fill and replace")
struct BulkCLITests {
  static let files = SharedFixtures.regionalSpanish

  static func text(_ folder: TemporaryFolder, _ path: String) throws -> String {
    try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
  }

  @Test func fillFromMemoryDryRun() throws {
    let folder = try TestSupport.fixture(Self.files)
    let result = try CommandRunner.run(
      ["fill", ".", "--language", "es", "--from", "memory", "--dry-run"], in: folder.url)
    #expect(result.status == 0)
    #expect(result.standardOutput.contains("+\"abort\" = \"Cancelar\";"))
    #expect(result.standardError.contains("1 value would be filled from the memory in 1 file"))
    #expect(
      try Self.text(folder, "es.lproj/Main.strings")
        == Self.files["es.lproj/Main.strings"])
  }

  @Test func fillFromParentWrites() throws {
    let folder = try TestSupport.fixture(Self.files)
    let result = try CommandRunner.run(
      ["fill", ".", "--language", "es-MX", "--from", "parent"], in: folder.url)
    #expect(result.status == 0, "\(result.standardError)")
    #expect(
      try Self.text(folder, "es-MX.lproj/Main.strings")
        == "\"cancel\" = \"Cancelar ya\";\n\"count\" = \"%d archivos en %@\";\n"
        + "\"open\" = \"Abrir archivo\";\n")
    let refused = try CommandRunner.run(
      ["fill", ".", "--language", "es", "--from", "parent"], in: folder.url)
    #expect(refused.status == 2)
    #expect(refused.standardError.contains("es has no parent language"))
  }

  @Test func replaceKeepsPlaceholders() throws {
    let folder = try TestSupport.fixture(Self.files)
    let result = try CommandRunner.run(
      ["replace", ".", "--language", "es", "--find", "^\\S+ ", "--with", "", "--verbose"],
      in: folder.url)
    #expect(result.status == 0)
    #expect(
      result.standardError.contains(
        "count [es]: left alone: the replacement would change its placeholders or tags (%d %@)"))
    // open has no specifier to lose: replaced; count is left alone.
    #expect(result.standardError.contains("open [es]: “Abrir archivo” → “archivo”"))
    #expect(result.standardError.contains("1 value replaced in 1 file"))
    let asked = try CommandRunner.run(
      ["replace", ".", "--language", "es", "--find", "archivos", "--with", "ficheros"],
      in: folder.url)
    #expect(asked.status == 0)
    #expect(
      try Self.text(folder, "es.lproj/Main.strings")
        == "\"cancel\" = \"Cancelar\";\n\"count\" = \"%d ficheros en %@\";\n"
        + "\"open\" = \"archivo\";\n")
  }

  /// A parent that is the source language (en-GB ← en) is refused, unless --copy-source.
  @Test func fillFromSourceParentIsAsked() throws {
    let folder = try TestSupport.fixture([
      "en.lproj/Main.strings": "\"color\" = \"Color\";\n\"ok\" = \"OK\";\n",
      "en-GB.lproj/Main.strings": "\"ok\" = \"OK\";\n",
    ])
    let refused = try CommandRunner.run(
      ["fill", ".", "--language", "en-GB", "--from", "parent"], in: folder.url)
    #expect(refused.status == 2)
    #expect(
      refused.standardError
        == "error: the parent of en-GB is en, the project's source language: filling would "
        + "copy 1 source text as it is (--copy-source copies them, to adapt); nothing written\n")
    #expect(try Self.text(folder, "en-GB.lproj/Main.strings") == "\"ok\" = \"OK\";\n")
    let asked = try CommandRunner.run(
      ["fill", ".", "--language", "en-GB", "--from", "parent", "--copy-source"], in: folder.url)
    #expect(asked.status == 0, "\(asked.standardError)")
    #expect(
      try Self.text(folder, "en-GB.lproj/Main.strings")
        == "\"color\" = \"Color\";\n\"ok\" = \"OK\";\n")
    let wrong = try CommandRunner.run(
      ["fill", ".", "--language", "en-GB", "--from", "memory", "--copy-source"], in: folder.url)
    #expect(wrong.status != 0)
  }
}
