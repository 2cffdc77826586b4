import Foundation
import L10nCheck
import L10nFormats
import L10nModel
import L10nTestSupport
import Testing

/// The checks on a remote strings JSON file agree with the checks on the project it was
/// exported from, and every corpus table survives the trip through a JSON file unchanged.
@Suite("Remote strings JSON: lint and corpus round trips")
struct RemoteStringsLintTests {
  /// The rules that compare a table's cells (what a JSON file can hold).
  static let cellRules: Set<String> = [
    "missing-translation", "extra-key", "empty-value", "untranslated", "whitespace-mismatch",
    "invalid-format", "format-mismatch", "format-size-mismatch", "missing-plural-category",
    "unused-plural-category", "plural-format",
  ]

  /// `rule key language` of each cell finding.
  static func cellFindings(_ findings: some Sequence<Finding>) -> [String] {
    findings.filter { cellRules.contains($0.ruleID) }.compactMap { finding in
      finding.cell.map { "\(finding.ruleID) \($0.key) \($0.language)" }
    }.sorted()
  }

  /// `table` of the project at `root` written to `name.json` in `folder` as `export --table`
  /// writes it, and loaded as a project.
  static func viaJSON(_ project: Project, table: TableID, in folder: TemporaryFolder, name: String)
    throws -> (bytes: [UInt8], project: Project)
  {
    let bytes = JSONExport.export(project, .table(table))
    let path = folder.path + "/" + name + ".json"
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return (bytes, try ProjectLoader.load(path, sourceLanguage: project.sourceLanguage))
  }

  @Test("SampleProject's tables as JSON give the project's cell findings for their languages")
  func sampleProjectAgrees() throws {
    let project = try TestSupport.load(TestSupport.sampleResources.path)
    let folder = try TemporaryFolder()
    let findings = Linter().run(project)
    for grid in project.grids {
      let json = try Self.viaJSON(project, table: grid.table, in: folder, name: "table")
      // A language without a file for the table is not in the JSON (zh-Hans has no InfoPlist).
      let languages = Set(json.project.languages)
      let expected = Self.cellFindings(
        findings.filter {
          $0.cell?.table == grid.table && languages.contains($0.cell?.language ?? .english)
        })
      #expect(Self.cellFindings(Linter().run(json.project)) == expected, "\(grid.table)")
    }
    // The planted defects are among them (the plural ones through plural objects).
    let localizable = try Self.viaJSON(
      project, table: TableID("Localizable"), in: folder, name: "Localizable")
    let found = Self.cellFindings(Linter().run(localizable.project))
    #expect(found.contains("format-mismatch notes.count ru"))
    #expect(found.contains("missing-plural-category files.remaining pl"))
    #expect(found.contains("plural-format notes.count.plural ru"))
  }

  @Test("findings in a JSON file are located at the value")
  func locatedAtTheValue() throws {
    let folder = try TestSupport.fixture([
      "strings.json": """
      {
        "en": { "a": "%@ files", "b": "B" },
        "fr": {
          "a": "%d fichiers",
          "b": "B", "b": "Bé"
        }
      }
      """
    ])
    let project = try ProjectLoader.load(folder.path + "/strings.json")
    let findings = Linter().run(project)
    let mismatch = try #require(findings.first { $0.ruleID == "format-mismatch" })
    #expect(mismatch.location == SourceLocation(line: 4, column: 10))
    #expect(mismatch.path == folder.path + "/strings.json")
    let duplicate = try #require(findings.first { $0.ruleID == "duplicate-key" })
    #expect(duplicate.location == SourceLocation(line: 5, column: 15))
    #expect(duplicate.message.contains("fr › b"))
    #expect(duplicate.message.contains("first at 5:5"))
    #expect(duplicate.cell?.key == LocalizationKey("b"))
  }

  @Test(
    "every corpus table → JSON file → project → JSON: the same bytes; an unedited save too",
    .enabled(if: TestSupport.corpusIsPresent))
  func corpusRoundTrip() throws {
    let folder = try TemporaryFolder()
    var tables = 0
    // CI's default run takes Sparkle's project alone (`TestSupport.corpusProjects`).
    for root in TestSupport.corpusProjects {
      let name = (root as NSString).lastPathComponent
      let project = try ProjectLoader.load(root)
      for grid in project.grids {
        let json = try Self.viaJSON(project, table: grid.table, in: folder, name: "table")
        #expect(json.project.files.count == 1)
        #expect(json.project.files.first?.error == nil, "\(name) \(grid.table)")
        #expect(
          JSONExport.export(json.project, .table(TableID("table"))) == json.bytes,
          "\(name) \(grid.table)")
        #expect(ProjectWriter.bytes(of: json.project, file: 0) == json.bytes)
        tables += 1
      }
    }
    #expect(tables > (TestSupport.runsSlowCorpusTests ? 90 : 0))
  }
}
