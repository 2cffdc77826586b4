import Foundation
import L10nTestSupport
import Testing

/// `lint` and `stats` name the same single gap of the three-key catalog.
@Suite struct ThreeKeyCatalogCommandTests {
  @Test("lint --format json: one missing-translation finding, Hello in de")
  func lint() throws {
    let folder = try SharedFixtures.threeKeyProject()
    let result = try CommandRunner.run(["lint", "--format", "json", folder.path])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let missing = findings.filter { $0["rule"] as? String == "missing-translation" }
    #expect(missing.count == 1)
    #expect(missing.first?["table"] as? String == "Localizable")
    #expect(missing.first?["key"] as? String == "Hello")
    #expect(missing.first?["language"] as? String == "de")
    // Besides it, only the info that a folder outside git has no history.
    #expect(
      findings.filter { $0["rule"] as? String != "outdated-translation" }.count == 1,
      "\(findings)")
  }

  @Test("stats --json: de has one gap, en none")
  func stats() throws {
    let folder = try SharedFixtures.threeKeyProject()
    let result = try CommandRunner.run(["stats", "--json", folder.path])
    #expect(result.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let gaps = Dictionary(
      uniqueKeysWithValues: rows.compactMap { row in
        (row["language"] as? String).map { ($0, row["gaps"] as? Int) }
      })
    #expect(gaps == ["en": 0, "de": 1])
    #expect(rows.allSatisfy { $0["table"] as? String == "Localizable" })
  }
}
