import L10nGrammar
import L10nModel

/// `format-arguments`: `String(format:)` or `localizedStringWithFormat` passes a number of
/// arguments other than the localized format consumes.
package struct FormatArgumentsRule: ReferenceRule {
  package static let id = "format-arguments"
  package static let defaultSeverity = Severity.error
  package static let summary =
    "A String(format:) call passes more or fewer arguments than its localized format consumes."

  /// Creates the rule.
  package init() {}

  package func check(_ index: KeyUsageIndex, in project: Project, report: (Problem) -> Void) {
    // What a table's rows share, found once per table (it reads every file of the table).
    var tables: [Int: RowContext.Table] = [:]
    for (position, reference) in index.usage.references.enumerated() {
      guard let passed = reference.formatArgumentCount else { continue }
      for row in index.rowsInItsTable(position, project: project) {
        let table =
          tables[row.grid] ?? RowContext.Table(project: project, grid: project.grids[row.grid])
        tables[row.grid] = table
        let context = RowContext(table, row: row.row)
        // A plural entry's arguments are its rules' business.
        guard !context.source.isPlural else { continue }
        let consumed = FormatArguments(context.referenceFormat).byPosition.keys.max() ?? 0
        guard consumed != passed else { continue }
        report(
          Problem(
            path: reference.path, location: reference.location,
            message:
              "\(Quoted.text(reference.key.description)) consumes \(consumed) argument\(consumed == 1 ? "" : "s") in \(context.table) (\(context.source.language)) but \(passed) \(passed == 1 ? "is" : "are") passed"
          ))
      }
    }
  }
}

// MARK: - Documentation and examples

extension FormatArgumentsRule {
  package static let explanation = """
    `String(format:)`, `localizedStringWithFormat` or `[NSString stringWithFormat:]` passes \
    more or fewer arguments than the localized format consumes. Needs `--sources`.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "%d of %d" = "%1$d of %2$d";

      """#,
      "Sources/App.m": #"""
      NSString *progress(int done) {
          return [NSString stringWithFormat:NSLocalizedString(@"%d of %d", @""), done];
      }

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "%d of %d" = "%1$d of %2$d";

      """#,
      "Sources/App.m": #"""
      NSString *progress(int done, int total) {
          return [NSString stringWithFormat:NSLocalizedString(@"%d of %d", @""), done, total];
      }

      """#,
    ])
  ]
}
