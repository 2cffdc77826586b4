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

  /// A JSON array of findings: `path`, `line`, `column`, `severity`, `rule`, `message`, and
  /// `table`, `key`, `language` when the finding belongs to a cell.
  static func json(_ findings: [Finding]) -> [UInt8] {
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
  static func summary(_ findings: [Finding]) -> String {
    Severity.allCases.reversed().map { severity in
      let count = findings.count { $0.severity == severity }
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
