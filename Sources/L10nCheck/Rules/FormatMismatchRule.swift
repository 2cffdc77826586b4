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

// MARK: - Documentation and examples

extension FormatMismatchRule {
  package static let explanation = """
    A translation's format arguments are missing, extra, or of another kind than the \
    source's (`%@` against `%d`): on a device `String(format:)` then prints garbage or \
    crashes. Arguments are compared by position, so reordering with `n$` is fine.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.edited" = "Edited %@";

      """#,
      "de.lproj/Localizable.strings": #"""
      "note.edited" = "Bearbeitet %d";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "note.shared_by" = "%1$@ shared %2$@ with you";

      """#,
      "de.lproj/Localizable.strings": #"""
      "note.shared_by" = "„%2$@“ wurde von %1$@ mit dir geteilt";

      """#,
    ])
  ]
}
