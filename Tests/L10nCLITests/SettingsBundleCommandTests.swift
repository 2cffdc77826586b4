import Foundation
import L10nTestSupport
import Testing

/// A Settings bundle's table is used by its panes, not by code: `lint --sources` reads the
/// panes it finds and reports only the texts no pane shows.
@Suite("lint --sources with a Settings bundle", .serialized)
struct SettingsBundleCommandTests {
  static let project = [
    "App/Settings.bundle/Root.plist": """
    <?xml version="1.0" encoding="UTF-8"?>
    <plist version="1.0">
    <dict>
      <key>PreferenceSpecifiers</key>
      <array>
        <dict>
          <key>Type</key><string>PSGroupSpecifier</string>
          <key>Title</key><string>Sync</string>
          <key>FooterText</key><string>Keeps your notes in step</string>
        </dict>
        <dict>
          <key>Type</key><string>PSMultiValueSpecifier</string>
          <key>Title</key><string>How often</string>
          <key>Key</key><string>sync_interval</string>
          <key>Titles</key><array><string>Daily</string><string>Weekly</string></array>
        </dict>
      </array>
    </dict>
    </plist>

    """,
    "App/Settings.bundle/en.lproj/Root.strings": """
    "Sync" = "Sync";
    "Keeps your notes in step" = "Keeps your notes in step";
    "How often" = "How often";
    "Daily" = "Daily";
    "Weekly" = "Weekly";
    "Hourly" = "Hourly";

    """,
    "App/en.lproj/Localizable.strings": "\"app.title\" = \"Notes\";\n",
    "App/Sources/App.swift": "let title = NSLocalizedString(\"app.title\", comment: \"\")\n",
  ]

  static func findings(_ arguments: [String]) throws -> [Substring] {
    let folder = try TestSupport.fixture(Self.project)
    let result = try CommandRunner.run(["lint"] + arguments, in: folder.url)
    return result.standardOutput.split(separator: "\n").filter {
      $0.contains("unused-key") || $0.contains("unjudged-keys")
    }
  }

  @Test("with its panes scanned, only the text no pane shows is unused")
  func panesScanned() throws {
    #expect(
      try Self.findings(["App", "--sources", "App"]) == [
        "App/Settings.bundle/en.lproj/Root.strings:6:1: warning: \"Hourly\" is not used by the scanned code: no pane of the Settings bundle shows \"Hourly\" (a stale Settings text) [unused-key]"
      ])
  }

  @Test("with its panes outside the scan, the table is not judged")
  func panesNotScanned() throws {
    let findings = try Self.findings(["App", "--sources", "App/Sources"])
    #expect(!findings.contains { $0.contains("unused-key") })
    #expect(findings.contains { $0.contains("Root") && $0.contains("unjudged-keys") })
  }
}
