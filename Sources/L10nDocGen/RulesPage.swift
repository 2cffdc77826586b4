import L10nCheck

/// `Documentation/Reference/Rules.md`: every lint rule's id, default level, summary,
/// explanation and examples, as the rules declare them.
enum RulesPage {
  /// The page's Markdown, of `rules` (every built-in rule unless told).
  static func markdown(_ rules: [any Rule.Type] = Linter.allRules) -> String {
    var lines = [
      "# Rule reference", "", Markdown.generatedNote, "",
      "Every check of `l10nedit lint` and the editor, with examples that trigger it and that do "
        + "not (a test lints every example). `l10nedit lint --explain RULE` prints the same. "
        + "How the checks work together, the format specifiers they read and what counts as a "
        + "gap: [Checks](../Checks.md). Levels are changed with `--rule ID=LEVEL` or the "
        + "[settings file](../Settings.md).", "",
      "| Rule | Default | Summary |", "|---|---|---|",
    ]
    for rule in rules {
      lines.append(
        "| [`\(rule.id)`](#\(Markdown.anchor(rule.id))) | \(RuleDocument.defaultLevel(rule)) | "
          + "\(Markdown.cell(rule.summary)) |")
    }
    var page = lines.joined(separator: "\n") + "\n"
    for rule in rules {
      page += "\n" + RuleDocument.markdown(rule)
    }
    return page
  }
}
