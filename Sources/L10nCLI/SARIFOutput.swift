import L10nCheck
import L10nFormats
import L10nModel

/// Findings as SARIF 2.1.0, the format code-scanning dashboards read (GitHub code scanning,
/// Azure DevOps, IDEs): one run of the tool `l10nedit`, every rule with its id, summary and
/// default level, every finding with its rule, level, message and `file:line:col`.
enum SARIFOutput {
  /// The SARIF document of `findings`; paths are written as given (relative to the folder lint
  /// ran in, as code scanning expects).
  static func document(_ findings: some Collection<Finding>) -> [UInt8] {
    let rules = Linter.allRules
    let index = Dictionary(
      rules.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    let driver = JSONNode.object(sortingKeys: [
      ("name", .string("l10nedit")), ("version", .string(L10nEditCommand.version)),
      (
        "rules",
        .array(
          rules.map { rule in
            .object(sortingKeys: [
              ("id", .string(rule.id)),
              ("shortDescription", .object(sortingKeys: [("text", .string(rule.summary))])),
              (
                "defaultConfiguration",
                .object(sortingKeys: [("level", .string(level(rule.defaultSeverity)))])
              ),
            ])
          })
      ),
    ])
    let results = findings.map { finding in
      var members: [(key: String, value: JSONNode)] = [
        ("ruleId", .string(finding.ruleID)), ("level", .string(level(finding.severity))),
        ("message", .object(sortingKeys: [("text", .string(finding.message))])),
        (
          "locations",
          .array([
            .object(sortingKeys: [
              (
                "physicalLocation",
                .object(sortingKeys: [
                  ("artifactLocation", .object(sortingKeys: [("uri", .string(finding.path))])),
                  (
                    "region",
                    .object(sortingKeys: [
                      ("startLine", .number(finding.location.line)),
                      ("startColumn", .number(finding.location.column)),
                    ])
                  ),
                ])
              )
            ])
          ])
        ),
      ]
      if let ruleIndex = index[finding.ruleID] { members.append(("ruleIndex", .number(ruleIndex))) }
      return JSONNode.object(sortingKeys: members)
    }
    let root = JSONNode.object(sortingKeys: [
      ("$schema", .string("https://json.schemastore.org/sarif-2.1.0.json")),
      ("version", .string("2.1.0")),
      (
        "runs",
        .array([
          .object(sortingKeys: [
            ("tool", .object(sortingKeys: [("driver", driver)])), ("results", .array(results)),
          ])
        ])
      ),
    ])
    return JSONWriter.render(root, style: .l10nedit)
  }

  /// SARIF's level for a severity: `error`, `warning`, `note`.
  static func level(_ severity: Severity) -> String {
    switch severity {
    case .error: "error"
    case .warning: "warning"
    case .info: "note"
    }
  }
}
