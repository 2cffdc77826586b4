import Foundation
import L10nTestSupport
import Testing

/// `stats`, `lint --fail-on needs-review` and `tm export` on translations that need review.
@Suite struct ReviewReportingTests {
  /// A catalog in which de's "Save" needs review and "Open" is translated; fr's both are.
  static func project() throws -> TemporaryFolder {
    try TestSupport.fixture([
      "Localizable.xcstrings": """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "Open" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "translated", "value" : "Öffnen" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Ouvrir" } }
            }
          },
          "Save" : {
            "localizations" : {
              "de" : { "stringUnit" : { "state" : "needs_review", "value" : "Sichern" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrer" } }
            }
          }
        },
        "version" : "1.0"
      }

      """
    ])
  }

  @Test func statsCountsCellsNeedingReview() throws {
    let folder = try Self.project()
    let text = try CommandRunner.run(["stats", folder.path])
    #expect(text.status == 0, "\(text.standardError)")
    let lines = text.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.first?.contains("COMPLETE  REVIEW  SAME") == true, "\(lines)")
    func review(_ table: String, _ language: String) -> String? {
      lines.first { $0.hasPrefix(table) && $0.contains(" \(language) ") }
        .map { $0.split(separator: " ", omittingEmptySubsequences: true) }
        .map { String($0[$0.count - 3]) }
    }
    #expect(review("Localizable", "de") == "1")
    #expect(review("Localizable", "fr") == "0")
    #expect(review("(all tables)", "de") == "1")
    let json = try CommandRunner.run(["stats", "--json", folder.path])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: Any]])
    let counts = Dictionary(
      uniqueKeysWithValues: rows.compactMap { row in
        (row["language"] as? String).map { ($0, row["needsReview"] as? Int) }
      })
    #expect(counts == ["en": 0, "de": 1, "fr": 0])
  }

  @Test func lintFailsOnNeedsReviewWhenAsked() throws {
    let folder = try Self.project()
    let plain = try CommandRunner.run(["lint", folder.path])
    #expect(plain.status == 0, "\(plain.standardOutput)\(plain.standardError)")
    #expect(!plain.standardOutput.contains("needs review"))
    let failing = try CommandRunner.run(["lint", folder.path, "--fail-on", "needs-review"])
    #expect(failing.status == 1)
    let findings = failing.standardOutput.split(separator: "\n").filter {
      $0.contains("[needs-review]")
    }
    #expect(findings.count == 1, "\(failing.standardOutput)")
    #expect(findings.first?.contains("error: \"Save\" in de needs review (imported)") == true)
    // `--fail-on` wins over a `--rule` that turns the rule down.
    let both = try CommandRunner.run([
      "lint", folder.path, "--rule", "needs-review=info", "--fail-on", "needs-review",
    ])
    #expect(both.status == 1)
    #expect(try CommandRunner.run(["lint", folder.path, "--fail-on", "nothing"]).status == 2)
  }

  @Test func tmExportLeavesOutTranslationsNeedingReview() throws {
    let folder = try Self.project()
    let out = folder.url.appendingPathComponent("memory.tmx").path
    let result = try CommandRunner.run(["tm", "export", folder.path, "-o", out])
    #expect(result.status == 0, "\(result.standardError)")
    #expect(result.standardOutput.contains("1 translation needing review left out"))
    let tmx = try String(contentsOfFile: out, encoding: .utf8)
    #expect(tmx.contains("Enregistrer"))
    #expect(tmx.contains("Öffnen"))
    #expect(!tmx.contains("Sichern"))
  }
}
