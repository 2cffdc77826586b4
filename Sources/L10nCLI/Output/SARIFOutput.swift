import L10nCheck
import L10nFormats
import L10nModel

/// Findings as SARIF 2.1.0, the format code-scanning dashboards read (GitHub code scanning,
/// Azure DevOps, IDEs): one run of the tool `l10nedit`, every rule with its id, summary,
/// explanation, help (`lint --explain`'s text and the reference's Markdown) and default level,
/// every finding with its rule, level, message and `file:line:col`.
enum SARIFOutput {
  /// Writes the SARIF document of `findings` to `output` in pieces of about 64 KB, a result at
  /// a time; paths are written as given (relative to the folder lint ran in, as code scanning
  /// expects).
  static func write(_ findings: some Collection<Finding>, to output: ([UInt8]) -> Void) {
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
              ("fullDescription", .object(sortingKeys: [("text", .string(rule.explanation))])),
              (
                "help",
                .object(sortingKeys: [
                  ("text", .string(RuleDocument.text(rule))),
                  ("markdown", .string(RuleDocument.markdown(rule))),
                ])
              ),
              (
                "defaultConfiguration",
                .object(sortingKeys: [("level", .string(level(rule.defaultSeverity)))])
              ),
            ])
          })
      ),
    ])
    // The members in code-point order, as `object(sortingKeys:)` puts them.
    var stream = JSONStream()
    stream.beginObject()
    stream.key("$schema")
    stream.value(.string("https://json.schemastore.org/sarif-2.1.0.json"))
    stream.key("runs")
    stream.beginArray()
    stream.item()
    stream.beginObject()
    stream.key("results")
    stream.beginArray()
    for finding in findings {
      stream.item()
      stream.value(result(finding, ruleIndex: index[finding.ruleID]))
      stream.flush(at: 1 << 16, output)
    }
    stream.endArray()
    stream.key("tool")
    stream.value(.object(sortingKeys: [("driver", driver)]))
    stream.endObject()
    stream.endArray()
    stream.key("version")
    stream.value(.string("2.1.0"))
    stream.endObject()
    stream.end()
    output(stream.output)
  }

  /// A finding as a SARIF result: rule, level, message and `file:line:col`.
  private static func result(_ finding: Finding, ruleIndex: Int?) -> JSONNode {
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
    if let ruleIndex { members.append(("ruleIndex", .number(ruleIndex))) }
    return JSONNode.object(sortingKeys: members)
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
