import L10nGrammar
import L10nModel

/// `format-mismatch`: a translation consumes different arguments than its source — one missing, one extra, or a different kind (`%@` vs `%d`).
///
/// The app prints garbage or crashes.
package struct FormatMismatchRule: RowRule {
  package static let id = "format-mismatch"
  package static let defaultSeverity = Severity.error
  package static let summary =
    "A translation's format arguments are missing, extra or of another kind than the source's."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    FormatComparisonReport.report(row, \.errors, to: report)
  }

}
