import Foundation
import L10nTestSupport
import Testing

/// A String Catalog's empty key `""` is nothing to translate: `lint` and `stats` leave it out.
@Suite struct EmptyCatalogKeyTests {
  @Test("lint: only the two real gaps, no finding for the empty key")
  func lint() throws {
    let folder = try SharedFixtures.emptyKeyProject()
    let result = try CommandRunner.run(["lint", "--format", "json", folder.path])
    let findings = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let described = findings.filter { $0["rule"] as? String != "outdated-translation" }.map {
      "\($0["rule"] ?? "") \($0["key"] ?? "") \($0["language"] ?? "")"
    }
    #expect(
      described.sorted() == ["missing-translation Hello fr", "missing-translation World de"])
  }

  @Test("stats: the empty key is neither a source key nor an entry; entries + gaps = source keys")
  func stats() throws {
    let folder = try SharedFixtures.emptyKeyProject()
    let result = try CommandRunner.run(["stats", "--json", folder.path])
    #expect(result.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
    let counts = rows.map {
      "\($0["language"] ?? "") \($0["entries"] ?? "") \($0["gaps"] ?? "") "
        + "\($0["sourceKeys"] ?? "") \($0["percentComplete"] ?? "")"
    }
    #expect(counts == ["en 2 0 2 100.0", "de 1 1 2 50.0", "fr 1 1 2 50.0"])
  }
}
