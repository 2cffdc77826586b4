import Foundation
import L10nTestSupport
import Testing

/// `stats --sources`: the `hardcoded-string` findings per target after the coverage, as
/// `lint --sources` reports them.
@Suite("stats --sources counts hard-coded strings per target", .serialized)
struct StatsHardcodedTests {
  static let project = [
    ".l10nedit.json": #"{ "brandNames": ["Acme Cloud"] }"#,
    "App/en.lproj/Localizable.strings": """
    "Done" = "Done";

    """,
    "Code/Meter/Popup.swift": """
    import AppKit
    func configure(_ label: NSTextField, _ field: NSTextField, read: Int) {
      label.stringValue = "Tap to start"
      field.toolTip = "Read: \\(read)"
      label.stringValue = "Acme Cloud"
      // l10nedit:ignore hardcoded-string
      field.stringValue = "Silenced here"
      field.placeholderString = NSLocalizedString("Done", comment: "")
    }

    """,
    "Code/Kit/Helpers.swift": """
    import AppKit
    func help(_ window: NSWindow) {
      window.title = "Help"
    }

    """,
  ]

  @Test("a table TARGET / HARD-CODED after the coverage, and the same numbers in JSON")
  func perTarget() throws {
    let folder = try TestSupport.fixture(Self.project)
    let text = try CommandRunner.run(["stats", ".", "--sources", "Code"], in: folder.url)
    #expect(text.status == 0, "\(text.standardError)")
    let lines = text.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
      .map { String($0).trimmingCharacters(in: .whitespaces) }
    let table = Array(lines.drop { !$0.hasPrefix("TARGET") })
    #expect(
      table == [
        "TARGET         HARD-CODED  TOP FILES",
        "Meter                   2  Meter/Popup.swift (2)",
        "Kit                     1  Kit/Helpers.swift (1)",
        "(all targets)           3",
        "",
      ])
    #expect(text.standardOutput.hasPrefix("TABLE"))

    // The baseline accepts what it was written with: nothing new is counted.
    let written = try CommandRunner.run(
      ["lint", ".", "--sources", "Code", "--write-baseline", "base.json"], in: folder.url)
    #expect(written.status == 0, "\(written.standardError)")
    try """
    import AppKit
    func help(_ window: NSWindow) {
      window.title = "Help"
      window.title = "Second window"
    }

    """.write(
      to: folder.url.appendingPathComponent("Code/Kit/Helpers.swift"), atomically: true,
      encoding: .utf8)
    let json = try CommandRunner.run(
      ["stats", ".", "--sources", "Code", "--json", "--baseline", "base.json"], in: folder.url)
    #expect(json.status == 0, "\(json.standardError)")
    let object = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8))
    let root = try #require(object as? [String: Any])
    #expect((root["tables"] as? [Any])?.count == 1)
    let counts = try #require(root["hardcodedStrings"] as? [String: Any])
    #expect(counts["total"] as? Int == 1)
    let targets = try #require(counts["targets"] as? [[String: Any]])
    #expect(targets.map { $0["target"] as? String } == ["Kit"])
    #expect(
      (targets.first?["files"] as? [[String: Any]])?.first?["path"] as? String
        == "Kit/Helpers.swift")
  }

  @Test("without sources, stats prints the coverage only (a JSON array, as before)")
  func withoutSources() throws {
    let folder = try TestSupport.fixture(Self.project)
    let json = try CommandRunner.run(["stats", ".", "--json"], in: folder.url)
    #expect(json.status == 0)
    #expect(json.standardOutput.hasPrefix("["))
  }
}
