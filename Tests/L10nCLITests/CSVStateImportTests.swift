import Foundation
import L10nTestSupport
import Testing

/// `csv import` of a spreadsheet whose state column is all that changed: the review file is
/// the file that changes, in a dry run and in the write.
@Suite("csv import of review states")
struct CSVStateImportTests {
  @Test("a state-only import lists and writes the review file; the value files stay as they were")
  func stateOnly() throws {
    let folder = try WritePolicyTests.fixture()
    try folder.write(["in.csv": "table,key,de,de state\r\nL,a,,needs review\r\n"])
    let project = folder.url.appendingPathComponent("proj")
    let before = try String(
      contentsOf: project.appendingPathComponent("de.lproj/L.strings"), encoding: .utf8)
    let dry = try CommandRunner.run(["csv", "import", "../in.csv", ".", "--dry-run"], in: project)
    #expect(dry.status == 0, "\(dry.standardError)")
    #expect(dry.standardOutput.contains("de: 0 texts and 1 review state would change"))
    #expect(dry.standardOutput.contains("./.l10nedit-review"), "\(dry.standardOutput)")
    #expect(dry.standardError.contains("1 key would change in 1 file"), "\(dry.standardError)")
    #expect(!FileManager.default.fileExists(atPath: project.path + "/.l10nedit-review"))

    let run = try CommandRunner.run(["csv", "import", "../in.csv", "."], in: project)
    #expect(run.status == 0, "\(run.standardError)")
    let review = try String(
      contentsOf: project.appendingPathComponent(".l10nedit-review"), encoding: .utf8)
    #expect(review.contains("L\ta\tde\t\tneeds-review\timported"), "\(review)")
    #expect(
      try String(contentsOf: project.appendingPathComponent("de.lproj/L.strings"), encoding: .utf8)
        == before)
  }
}
