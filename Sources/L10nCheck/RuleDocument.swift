/// A rule's documentation in words: its id, level, summary, explanation and examples.
///
/// One wording per rule, in the rule's code: `lint --explain` prints `text`, SARIF's rule help
/// carries `text` and `markdown`, and `Documentation/Reference/Rules.md` is made of `markdown`.
package enum RuleDocument {
  /// The level a rule has when nothing configures it: its severity, or `off`.
  package static func defaultLevel(_ rule: any Rule.Type) -> String {
    rule.isEnabledByDefault ? rule.defaultSeverity.rawValue : "off"
  }

  /// Whether the rule runs only on scanned code (`lint --sources`).
  package static func needsSources(_ rule: any Rule.Type) -> Bool {
    rule is any UsageRule.Type
  }

  /// The rule as plain text for a terminal: a heading line, the summary, the explanation and
  /// every example file indented.
  package static func text(_ rule: any Rule.Type) -> String {
    var lines = [heading(rule), "", rule.summary, "", rule.explanation]
    for (title, examples) in sections(rule) {
      lines += ["", title + ":"]
      for (number, example) in examples.enumerated() {
        if examples.count > 1 { lines.append("  example \(number + 1)") }
        for (index, commit) in example.history.enumerated() {
          lines.append("  commit \(index + 1):")
          for file in commit {
            lines.append("  \(file.path):")
            lines += file.text.split(separator: "\n", omittingEmptySubsequences: false)
              .dropLast(file.text.hasSuffix("\n") ? 1 : 0).map { "    " + $0 }
          }
        }
        if !example.history.isEmpty { lines.append("  last commit (HEAD):") }
        for file in example.files {
          lines.append("  \(file.path):")
          lines += file.text.split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast(file.text.hasSuffix("\n") ? 1 : 0).map { "    " + $0 }
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// The rule as Markdown, under a heading of `level` `#` characters.
  package static func markdown(_ rule: any Rule.Type, level: Int = 2) -> String {
    let hashes = String(repeating: "#", count: level)
    var lines = [
      "\(hashes) `\(rule.id)`", "",
      "Default: **\(defaultLevel(rule))**"
        + (needsSources(rule) ? " · runs with `--sources` (scanned code)" : ""),
      "", rule.summary, "", rule.explanation,
    ]
    for (title, examples) in sections(rule) {
      lines += ["", "\(hashes)# \(title)"]
      for example in examples {
        for (number, commit) in example.history.enumerated() {
          lines += ["", "Commit \(number + 1):"]
          for file in commit {
            lines += ["", "`\(file.path)`:", "", "```"]
            lines.append(file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text)
            lines.append("```")
          }
        }
        if !example.history.isEmpty { lines += ["", "Last commit (HEAD):"] }
        for file in example.files {
          lines += ["", "`\(file.path)`:", "", "```"]
          lines.append(file.text.hasSuffix("\n") ? String(file.text.dropLast()) : file.text)
          lines.append("```")
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func heading(_ rule: any Rule.Type) -> String {
    "\(rule.id) (default: \(defaultLevel(rule)))"
      + (needsSources(rule) ? "; runs with --sources" : "")
  }

  private static func sections(_ rule: any Rule.Type) -> [(String, [RuleExample])] {
    [("Triggers", rule.triggeringExamples), ("Does not trigger", rule.nonTriggeringExamples)]
  }
}
