import L10nModel

/// `format-mismatch`: a translation consumes different arguments than its source — one missing, one extra, or a different kind (`%@` vs `%d`).
///
/// The app prints garbage or crashes.
public struct FormatMismatchRule: RowRule {
  public static let id = "format-mismatch"
  public static let defaultSeverity = Severity.error
  public static let summary =
    "A translation's format arguments are missing, extra or of another kind than the source's."

  /// Creates the rule.
  public init() {}

  public func check(_ row: RowContext, report: (Problem) -> Void) {
    FormatComparisonReport.each(row) { cell, source, translation, comparison in
      guard !comparison.errors.isEmpty else { return }
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message:
            "\(Quoted.key(row.key)) in \(cell.language) \(FormatComparisonReport.expects(row)) \(source.summary); found "
            + "\(translation.summary): " + comparison.errors.joined(separator: "; "),
          cell: cell.reference(row)))
    }
  }
}
