import Foundation
import L10nCheck
import L10nFormats
import L10nModel

/// The ways `lint` prints findings.
enum FindingOutput {
  /// `path:line:col: severity: message [rule-id]`, made inert (see `InertText`): a path or
  /// message can neither steer the terminal nor start a line of its own.
  static func text(_ finding: Finding) -> String {
    InertText.line(
      "\(finding.path):\(finding.location): \(finding.severity.rawValue): \(finding.message) [\(finding.ruleID)]"
    )
  }

  /// A GitHub Actions workflow command: `::error file=…,line=…,col=…,title=…::message`.
  static func github(_ finding: Finding) -> String {
    let command =
      switch finding.severity {
      case .error: "error"
      case .warning: "warning"
      case .info: "notice"
      }
    let properties = [
      "file=\(escapeProperty(finding.path))", "line=\(finding.location.line)",
      "col=\(finding.location.column)", "title=\(escapeProperty(finding.ruleID))",
    ]
    return "::\(command) \(properties.joined(separator: ","))::\(escapeData(finding.message))"
  }

  /// The annotations of `findings` for GitHub Actions, which shows only the first few dozen a
  /// step prints: the first `limit` findings, errors first, then warnings and infos (each in
  /// their order), and when some are left out one notice counting them by rule, pointing to
  /// the job summary (`hasJobSummary`) or to `lint`'s text output.
  static func githubAnnotations(
    _ findings: some Collection<Finding>, limit: Int, hasJobSummary: Bool
  )
    -> [String]
  {
    let ordered = Severity.allCases.reversed().flatMap { severity in
      findings.filter { $0.severity == severity }
    }
    var lines = ordered.prefix(max(0, limit)).map(github)
    let rest = ordered.dropFirst(max(0, limit))
    guard !rest.isEmpty else { return lines }
    let byRule = Dictionary(grouping: rest, by: \.ruleID).map { ($0.key, $0.value.count) }
      .sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }
    let counts = byRule.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
    let whereAll =
      hasJobSummary ? "the job summary lists every finding" : "lint's text output lists them all"
    lines.append(
      "::notice title=\(escapeProperty("l10nedit lint"))::"
        + escapeData(
          "\(rest.count) more findings not annotated (\(summary(Array(rest)))): \(counts); \(whereAll)"
        ))
    return lines
  }

  /// Appends every finding to the GitHub job summary file at `path` (Markdown): counts by rule
  /// and severity, then the findings as lint's text output.
  static func appendJobSummary(_ findings: some Collection<Finding>, to path: String) {
    var text =
      "## l10nedit lint\n\n\(summary(findings))\n\n| rule | severity | findings |\n|---|---|---|\n"
    let groups = Dictionary(grouping: findings) { "\($0.ruleID)|\($0.severity.rawValue)" }
    for (group, members) in groups.sorted(by: { $0.key < $1.key }) {
      let parts = group.split(separator: "|")
      text += "| `\(parts[0])` | \(parts[1]) | \(members.count) |\n"
    }
    text += "\n```\n" + findings.map { self.text($0) + "\n" }.joined() + "```\n"
    guard let handle = FileHandle(forWritingAtPath: path) else {
      Output.standardError("warning: \(path): the job summary could not be opened")
      return
    }
    handle.seekToEndOfFile()
    handle.write(Data(text.utf8))
    handle.closeFile()
  }

  /// A JSON array of findings: `path`, `line`, `column`, `severity`, `rule`, `message`, and
  /// `table`, `key`, `language` when the finding belongs to a cell.
  static func json(_ findings: some Collection<Finding>) -> [UInt8] {
    let array = JSONNode.array(
      findings.map { finding in
        var members: [(key: String, value: JSONNode)] = [
          ("path", .string(finding.path)), ("line", .number(finding.location.line)),
          ("column", .number(finding.location.column)),
          ("severity", .string(finding.severity.rawValue)), ("rule", .string(finding.ruleID)),
          ("message", .string(finding.message)),
        ]
        if let cell = finding.cell {
          members += [
            ("table", .string(cell.table.path)), ("key", .string(cell.key.text)),
            ("language", .string(cell.language.code)),
          ]
        }
        return .object(sortingKeys: members)
      })
    return JSONWriter.render(array, style: .l10nedit)
  }

  /// "2 errors, 1 warning, 0 infos" for standard error.
  static func summary(_ findings: some Collection<Finding>) -> String {
    var counts: [Severity: Int] = [:]
    for finding in findings { counts[finding.severity, default: 0] += 1 }
    return summary(counts: counts)
  }

  /// "2 errors, 1 warning, 0 infos" for standard error, counted without building the findings.
  static func summary(_ findings: FindingList) -> String {
    summary(counts: findings.severityCounts)
  }

  private static func summary(counts: [Severity: Int]) -> String {
    Severity.allCases.reversed().map { severity in
      let count = counts[severity] ?? 0
      return "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
    }
    .joined(separator: ", ")
  }

  /// GitHub's percent-encoding, then the remaining control and direction characters made inert.
  private static func escapeData(_ text: String) -> String {
    InertText.line(
      text.replacing("%", with: "%25").replacing("\r", with: "%0D").replacing("\n", with: "%0A"))
  }

  private static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
