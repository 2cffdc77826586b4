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

/// Every subcommand that prints what it read or wrote, on a project whose file, table, key,
/// value and language names smuggle escapes, OSC sequences, direction overrides and line
/// breaks: neither stream carries one raw.
@Suite("Inert output of every command", .serialized)
struct EveryCommandInertTests {
  static let table = "E\u{1B}[31mvil\u{202E}"
  static let key = "k\u{1B}]52;c;SGVsbG8=\u{07}"
  static let value = "v\u{202E}x\\n::error file=x::forged"

  /// The project; `table` and `key` name its table and first key (XML holds no ESC: an XLIFF
  /// round trip needs others).
  static func fixture(table: String = table, key: String = key) throws -> TemporaryFolder {
    try TestSupport.fixture([
      "proj/en.lproj/\(table).strings": "\"\(key)\" = \"\(value)\";\n\"b\" = \"B\";\n",
      "proj/de.lproj/\(table).strings": "\"\(key)\" = \"d\(value)\";\n",
      "proj/f\u{1B}[2Jr.lproj/\(table).strings": "\"b\" = \"\u{9B}31m\";\n",
      "in.json": "{\"\(table)\": {\"de\": {\"b\": \"\\u001b]0;t\\u0007 \\u202e\"}}}",
      "in.csv": "table,key,comment,en,de\r\n\"\(table)\",b,,B,\"\u{1B}[1m\u{202E}\"\r\n",
      "code/App.swift":
        "let s = NSLocalizedString(\"new\\u{1B}[2Jkey\\u{202E}\", tableName: \"\(table)\", comment: \"c\")\n",
    ])
  }

  @Test(
    "format, format --check, resolve, import, xliff export and import, csv import, extract, pseudo",
    arguments: [
      ["format", "--check", "."], ["format", "."], ["resolve", ".", "--languages", "de"],
      ["import", "../in.json", ".", "--dry-run"], ["import", "../in.json", "."],
      ["csv", "import", "../in.csv", "."], ["extract", "../code", "--into", ".", "--dry-run"],
      ["extract", "../code", "--into", "."], ["pseudo", ".", "--dry-run"], ["pseudo", "."],
      ["xliff", "export", ".", "--out", "../out"],
      ["xliff", "export", ".", "--xliff", "--out", "../out"],
      ["stats", "."], ["lint", "."],
    ])
  func command(_ arguments: [String]) throws {
    let folder = try Self.fixture()
    let project = folder.url.appendingPathComponent("proj")
    let run = try CommandRunner.run(arguments, in: project)
    #expect(run.status != 2 || !run.standardError.isEmpty, "\(run.standardError)")
    #expect(InertOutputTests.isInert(run.standardOutput), "\(run.standardOutput)")
    #expect(InertOutputTests.isInert(run.standardError), "\(run.standardError)")
    #expect(
      !(run.standardOutput + run.standardError).split(separator: "\n").contains {
        $0.hasPrefix("::error")
      })
  }

  @Test("xliff import of an export with edited targets")
  func xliffImport() throws {
    let folder = try Self.fixture(table: "E\u{202E}vil\u{2066}", key: "k\u{202E}\u{2028}")
    let project = folder.url.appendingPathComponent("proj")
    let export = try CommandRunner.run(
      ["xliff", "export", ".", "--language", "de", "--xliff", "--out", "../out"], in: project)
    #expect(export.status == 0)
    let path = folder.url.appendingPathComponent("out/de.xliff").path
    var text = try String(contentsOfFile: path, encoding: .utf8)
    text = text.replacingOccurrences(
      of: "<target>", with: "<target>\u{202E}&#10;::error file=y::x ")
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    for arguments in [["--dry-run"], []] {
      let run = try CommandRunner.run(["xliff", "import", path, "."] + arguments, in: project)
      #expect(run.status == 0, "\(run.standardError)")
      #expect(InertOutputTests.isInert(run.standardOutput), "\(run.standardOutput)")
      #expect(InertOutputTests.isInert(run.standardError), "\(run.standardError)")
    }
  }

  @Test("usage errors keep their line breaks; a mistyped command is not a folder")
  func usageErrors() throws {
    let run = try CommandRunner.run(["lint", "--no-such-flag"])
    #expect(run.status == 2)
    #expect(!run.standardError.contains("\\u{A}"))
    #expect(run.standardError.split(separator: "\n").count > 1)
  }
}
