import L10nModel

/// `empty-value`: an entry whose value is empty (the app shows nothing), where a value is
/// expected: the cells the coverage counts as empty gaps.
///
/// So a key the table's source lacks (a storyboard title without a source file, an extra key),
/// a language outside the table's bundle, and a translation of an empty source are not
/// reported; an empty source is, once.
package struct EmptyValueRule: RowRule {
  package static let id = "empty-value"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A value is empty."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    func check(_ cell: RowContext.Cell) {
      guard cell.coverage == .gap(.empty) else { return }
      report(
        Problem(
          path: cell.path, location: cell.location ?? row.sourceLocation,
          message: "\(Quoted.key(row.key)) is empty in \(cell.language)", cell: cell.reference(row))
      )
    }
    // Cell by cell in place: no array of the row's cells is built.
    check(row.source)
    for index in row.translations.indices { check(row.translations[index]) }
  }
}

// MARK: - Documentation and examples

extension EmptyValueRule {
  package static let explanation = """
    An empty value (`""`) where the source's is not empty: the app shows nothing. Only empty \
    gaps are reported: not an empty value of a key the source lacks, nor a translation of an \
    empty source; an empty source is reported once. A plural entry is never empty.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "title" = "Welcome";

      """#,
      "de.lproj/Localizable.strings": #"""
      "title" = "";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "title" = "Welcome";

      """#,
      "de.lproj/Localizable.strings": #"""
      "title" = "Willkommen";

      """#,
    ])
  ]
}
