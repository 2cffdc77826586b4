import L10nGrammar
import L10nModel

/// `format-size-mismatch`: a translation prints an argument with another integer size or
/// signedness than its source (`%d` vs `%ld`, `%d` vs `%u`): wrong numbers for large or
/// negative values.
package struct FormatSizeMismatchRule: RowRule {
  package static let id = "format-size-mismatch"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A translation prints an argument with another integer size or signedness than the source."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    FormatComparisonReport.report(row, \.warnings, to: report)
  }

}

/// The comparison both format rules report from.
enum FormatComparisonReport {
  /// Calls `body` for every translation of a format-string source (or key, when there is no
  /// source value) whose own arguments are well-formed (`invalid-format` reports the others)
  /// and may differ: a translation with the very `%` sequences of the source consumes the same
  /// arguments, so it is skipped (most are).
  static func each(
    _ row: RowContext,
    _ body: (RowContext.Cell, FormatArguments, FormatArguments, FormatComparison) -> Void
  ) {
    let reference = row.referenceFormat
    guard reference.isFormat else { return }
    let compared = row.translations.indices.filter {
      row.translations[$0].value?.isEmpty == false && row.translations[$0].format != reference
    }
    guard !compared.isEmpty else { return }
    let source = FormatArguments(reference)
    guard source.problems.isEmpty else { return }
    for index in compared {
      let cell = row.translations[index]
      guard cell.format.invalidItems.isEmpty else { continue }
      let translation = FormatArguments(cell.format)
      guard translation.problems.isEmpty else { continue }
      body(cell, source, translation, FormatComparison(source: source, translation: translation))
    }
  }

  /// Reports one problem per translation whose comparison has `kind` (errors or warnings).
  static func report(
    _ row: RowContext, _ kind: KeyPath<FormatComparison, [FormatDifference]>,
    to report: (Problem) -> Void
  ) {
    each(row) { cell, source, translation, comparison in
      let differences = comparison[keyPath: kind]
      guard !differences.isEmpty else { return }
      let expects = row.referenceIsKey ? "expects (from the key)" : "expects"
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) in \(cell.language) \(expects) \(source.summary); "
            + "found \(translation.summary): "
            + differences.map(\.description).joined(separator: "; "),
          cell: cell.reference(row)))
    }
  }
}

// MARK: - Documentation and examples

extension FormatSizeMismatchRule {
  package static let explanation = """
    The same argument printed with another integer size or signedness than in the source \
    (`%d` against `%ld`, `%d` against `%u`): it works on most devices by luck, and truncates \
    or misreads large values on others.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "storage.files" = "%ld files";

      """#,
      "de.lproj/Localizable.strings": #"""
      "storage.files" = "%d Dateien";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "storage.files" = "%ld files";

      """#,
      "de.lproj/Localizable.strings": #"""
      "storage.files" = "%ld Dateien";

      """#,
    ])
  ]
}
