import L10nModel

/// `missing-translation`: a key of the source language that a language lacks.
///
/// Reported at the source entry, once per language, so that CI annotations land on the line
/// that introduced the key.
package struct MissingTranslationRule: RowRule {
  package static let id = "missing-translation"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A key of the source language is missing in a language."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    // Cells are read in place by index and copied only to report: copying each of a row's
    // cells for every rule was a fifth of lint's time.
    for index in row.translations.indices {
      guard case .gap(let gap) = row.translations[index].coverage, gap != .empty else { continue }
      let cell = row.translations[index]
      let reason =
        gap == .new
        ? " (state new)"
        : cell.hasFile ? "" : " (\(cell.language).lproj has no \(row.table.name).strings)"
      report(
        Problem(
          path: row.source.path, location: row.sourceLocation,
          message: "\(Quoted.key(row.key)) has no translation in \(cell.language)\(reason)",
          cell: cell.reference(row)))
    }
  }
}

// MARK: - Documentation and examples

extension MissingTranslationRule {
  package static let explanation = """
    A key of the table's source a language of its bundle lacks: a gap (see "What counts as a \
    gap" in Documentation/Checks.md). Reported at the source entry, once per language. A \
    language without the table's file at all lacks every key; a file that fails to parse \
    counts nothing.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";
      "cancel" = "Cancel";

      """#,
      "de.lproj/Localizable.strings": #"""
      "ok" = "Okay";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";
      "cancel" = "Cancel";

      """#,
      "de.lproj/Localizable.strings": #"""
      "ok" = "Okay";
      "cancel" = "Abbrechen";

      """#,
    ])
  ]
}
