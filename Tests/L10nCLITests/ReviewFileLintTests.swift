import Foundation
import L10nTestSupport
import Testing

/// `lint` reports a review file that does not parse as it reports any unreadable file: a
/// located `parse-error`, in text, JSON and SARIF, with everything else still linted.
@Suite("lint: a broken review file")
struct ReviewFileLintTests {
  static func project() throws -> TemporaryFolder {
    try TestSupport.fixture([
      "en.lproj/Localizable.strings": "\"cpu\" = \"Processor\";\n\"quit\" = \"Quit\";\n",
      "de.lproj/Localizable.strings": "\"cpu\" = \"Prozessor\";\n",
      ".l10nedit-review": "Localizable\tcpu\tde\t\tneeds-review\tby-hand\n<<<<<<< ours\n",
    ])
  }

  @Test("text: a located parse-error, exit 1, the rest linted, no load warning")
  func text() throws {
    let folder = try Self.project()
    let result = try CommandRunner.run(["lint", "."], in: folder.url)
    #expect(result.status == 1, "\(result.standardOutput)\(result.standardError)")
    let lines = result.standardOutput.split(separator: "\n")
    #expect(
      lines.contains(
        "./.l10nedit-review:2:1: error: a merge conflict marker: resolve the conflict (keep one "
          + "line per cell) and save again [parse-error]"), "\(result.standardOutput)")
    #expect(
      lines.contains { $0.contains("\"quit\" has no translation in de [missing-translation]") })
    #expect(!result.standardError.contains("warning:"), "\(result.standardError)")
  }

  @Test("JSON and SARIF carry it like any finding")
  func machineFormats() throws {
    let folder = try Self.project()
    let json = try CommandRunner.run(["lint", ".", "--format", "json"], in: folder.url)
    #expect(json.status == 1)
    let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let findings = object as? [[String: Any]] ?? []
    let review = findings.first { $0["rule"] as? String == "parse-error" }
    #expect(review?["path"] as? String == "./.l10nedit-review", "\(json.standardOutput)")
    #expect(review?["line"] as? Int == 2 && review?["column"] as? Int == 1)
    #expect(findings.contains { $0["rule"] as? String == "missing-translation" })
    let sarif = try CommandRunner.run(["lint", ".", "--format", "sarif"], in: folder.url)
    #expect(sarif.standardOutput.contains("\"ruleId\": \"parse-error\""), "\(sarif.standardOutput)")
    #expect(sarif.standardOutput.contains(".l10nedit-review"))
  }
}
