import L10nModel

/// `wrong-table`: code looks a key up in a table that lacks it while another table has it.
package struct WrongTableRule: ReferenceRule {
  package static let id = "wrong-table"
  package static let defaultSeverity = Severity.error
  package static let summary = "Code looks a key up in a table that lacks it; another table has it."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    for (position, reference) in index.usage.references.enumerated() {
      guard let table = reference.table, !index.matches[position].isEmpty,
        index.rowsInItsTable(position, project: project).isEmpty
      else { continue }
      let others = Set(index.matches[position].map { project.grids[$0.grid].table.path }).sorted()
      report(
        Problem(
          path: reference.path, location: reference.location,
          message:
            "\(Quoted.text(reference.key.description)) (\(reference.routine)) is looked up in \(table) but is in \(others.joined(separator: ", "))"
        ))
    }
  }
}

// MARK: - Documentation and examples

extension WrongTableRule {
  package static let explanation = """
    Code looks a key up in a table that lacks it while another table has it: usually a wrong \
    or missing `tableName`. Needs `--sources`.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "en.lproj/Errors.strings": #"""
      "error.sync" = "Sync failed";

      """#,
      "Sources/App.m": #"""
      NSString *ok(void) {
          return NSLocalizedStringFromTable(@"ok", @"Errors", @"");
      }

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "en.lproj/Errors.strings": #"""
      "error.sync" = "Sync failed";

      """#,
      "Sources/App.m": #"""
      NSString *ok(void) {
          return NSLocalizedStringFromTable(@"ok", @"Localizable", @"");
      }

      """#,
    ])
  ]
}
