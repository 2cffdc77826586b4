import Foundation
import L10nTestSupport
import Testing

/// Text from files reaches neither the terminal nor a CI log raw: control characters, C1
/// controls, direction overrides and line breaks in keys, values, language codes and paths.
@Suite("Inert output")
struct InertOutputTests {
  /// Whether `text` holds a character that could steer a terminal or forge a line.
  static func isInert(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      switch scalar.value {
      case 0x0A: true  // the lines' own ends
      case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: false
      default: true
      }
    }
  }

  @Test("lint text, github and json, and error messages, escape what files smuggle in")
  func lintOutputs() throws {
    let forged = "fr\nsrc/Forged.swift:1:1: error: forged finding"
    let folder = try TestSupport.fixture([
      "en.lproj/L.strings": "\"\u{1B}]0;pwned\u{07}\" = \"%@ \u{202E}txt.exe\";\n",
      "d\u{1B}[31me.lproj/L.strings": "\"\u{1B}]0;pwned\u{07}\" = \"%d \u{9B}31m\";\n",
      "App/C.xcstrings": """
      {"sourceLanguage": "en", "strings": {"k": {"localizations": {
        "en": {"stringUnit": {"state": "translated", "value": "%@"}},
        "\(forged.replacingOccurrences(of: "\n", with: "\\n"))": {"stringUnit": {"state": "translated", "value": "%d"}}
      }}}, "version": "1.0"}
      """,
    ])
    for format in ["text", "github", "json"] {
      let run = try CommandRunner.run(["lint", ".", "--format", format], in: folder.url)
      #expect(run.status == 1, "\(format)")
      #expect(Self.isInert(run.standardOutput), "\(format): \(run.standardOutput)")
      #expect(Self.isInert(run.standardError), "\(format)")
      #expect(
        !run.standardOutput.split(separator: "\n").contains { $0.hasPrefix("src/Forged.swift") },
        "\(format)")
      #expect(run.standardOutput.contains("format-mismatch"), "\(format)")
    }
    let text = try CommandRunner.run(["lint", "."], in: folder.url).standardOutput
    #expect(text.contains("d\\u{1B}[31me"))
    #expect(text.contains("fr\\u{A}src/Forged.swift"))
    let stats = try CommandRunner.run(["stats", "."], in: folder.url)
    #expect(Self.isInert(stats.standardOutput))
    #expect(stats.standardOutput.contains("d\\u{1B}[31me"))
    let missing = try CommandRunner.run(["stats", "no\u{1B}[2Jsuch"], in: folder.url)
    #expect(missing.status == 2)
    #expect(missing.standardError.contains("no\\u{1B}[2Jsuch"))
  }
}

/// GitHub shows only the first few dozen annotations of a step: the rest are counted, and the
/// job summary gets them all.
@Suite("lint --format github at scale")
struct GitHubAnnotationTests {
  @Test("--max-annotations: errors first, one notice counting the rest by rule, all in the summary")
  func limited() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let text = try CommandRunner.run(["lint", "."], in: project).standardOutput
    let total = text.split(separator: "\n").count
    let errors = text.split(separator: "\n").filter { $0.contains(": error: ") }.count
    #expect(total > 10 && errors >= 5)
    let summary = project.appendingPathComponent("summary.md")
    try Data("existing\n".utf8).write(to: summary)
    let run = try CommandRunner.run(
      ["lint", ".", "--format", "github", "--max-annotations", "5"], in: project,
      environment: ["GITHUB_STEP_SUMMARY": summary.path])
    #expect(run.status == 1)
    let lines = run.standardOutput.split(separator: "\n").map(String.init)
    #expect(lines.count == 6)
    #expect(lines.prefix(5).allSatisfy { $0.hasPrefix("::error ") })
    #expect(
      lines[5].hasPrefix("::notice title=l10nedit lint::\(total - 5) more findings not annotated (")
    )
    #expect(lines[5].hasSuffix("; the job summary lists every finding"))
    let written = try String(contentsOf: summary, encoding: .utf8)
    #expect(written.hasPrefix("existing\n## l10nedit lint\n"))
    #expect(
      written.components(separatedBy: "\n").filter {
        $0.contains(": warning: ") || $0.contains(": error: ") || $0.contains(": info: ")
      }.count == total)

    let all = try CommandRunner.run(["lint", ".", "--format", "github"], in: project)
    #expect(
      all.standardOutput.split(separator: "\n").count == min(total, 50) + (total > 50 ? 1 : 0))
    #expect(!all.standardOutput.contains("job summary"))
  }
}

@Suite("lint --format sarif")
struct SARIFOutputTests {
  @Test("SARIF 2.1.0: every rule with its default level, every finding located")
  func sarif() throws {
    let project = try CommandRunner.copyOfSampleProject()
    let text = try CommandRunner.run(["lint", "."], in: project).standardOutput
      .split(separator: "\n")
    let run = try CommandRunner.run(["lint", ".", "--format", "sarif"], in: project)
    #expect(run.status == 1)
    let root = try #require(
      JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
    #expect(root["version"] as? String == "2.1.0")
    let runs = try #require(root["runs"] as? [[String: Any]])
    let tool = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(tool["name"] as? String == "l10nedit")
    let rules = try #require(tool["rules"] as? [[String: Any]])
    let ids = rules.compactMap { $0["id"] as? String }
    #expect(ids.contains("format-mismatch") && ids.contains("missing-translation"))
    let results = try #require(runs.first?["results"] as? [[String: Any]])
    #expect(results.count == text.count)
    for result in results {
      let ruleIndex = try #require(result["ruleIndex"] as? Int)
      #expect(ids[ruleIndex] == result["ruleId"] as? String)
      #expect(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
      let location = try #require((result["locations"] as? [[String: Any]])?.first)
      let physical = try #require(location["physicalLocation"] as? [String: Any])
      #expect(((physical["region"] as? [String: Any])?["startLine"] as? Int ?? 0) >= 1)
      #expect(
        ((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)?.isEmpty == false)
    }
  }
}
