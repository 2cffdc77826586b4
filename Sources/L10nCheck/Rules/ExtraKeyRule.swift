import L10nModel

/// `extra-key`: a key a language has but the source language does not — usually a key that was
/// renamed or removed in the source and left behind in translations.
package struct ExtraKeyRule: RowRule {
  package static let id = "extra-key"
  package static let defaultSeverity = Severity.warning
  package static let summary = "A language has a key the source language does not have."

  /// Creates the rule.
  package init() {}

  package func check(_ row: RowContext, report: (Problem) -> Void) {
    guard !row.source.isPresent, !row.sourceIsUnreadable else { return }
    // Only where the source has a file of the same kind: a source language with just a
    // `.stringsdict` says nothing about the keys of the `.strings` files.
    // `Base` beside the source is no translation: its keys are its own.
    for index in row.translations.indices
    where row.translations[index].isPresent && !row.translations[index].isBaseBesideSource {
      let cell = row.translations[index]
      let sourceHasKind = cell.isPlural ? row.source.hasPluralFile : row.source.hasStringsFile
      guard sourceHasKind else { continue }
      report(
        Problem(
          path: cell.path, location: cell.location ?? SourceLocation(line: 1, column: 1),
          message: "\(Quoted.key(row.key)) is not in the source language (\(row.source.language))",
          cell: cell.reference(row)))
    }
  }
}

// MARK: - Documentation and examples

extension ExtraKeyRule {
  package static let explanation = """
    A key a language has but the table's source does not: often a key renamed or removed in \
    the source and left behind in translations. Never a gap.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "de.lproj/Localizable.strings": #"""
      "ok" = "Okay";
      "old.title" = "Alter Titel";

      """#,
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";

      """#,
      "de.lproj/Localizable.strings": #"""
      "ok" = "Okay";

      """#,
    ])
  ]
}
