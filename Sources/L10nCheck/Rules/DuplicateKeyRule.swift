import L10nModel

/// `duplicate-key`: a key defined more than once in one file (a `.strings` entry, a key of any
/// dictionary of a `.stringsdict`, a member of any object of a String Catalog).
///
/// Every occurrence is reported with the lines of the others; the last one is the value the
/// app shows. Each format says what its files hold twice (`CellDocument.duplicates`).
package struct DuplicateKeyRule: FileRule {
  package static let id = "duplicate-key"
  package static let defaultSeverity = Severity.error
  package static let summary = "A key appears more than once in a file; the last one wins."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    for duplicate in file.cellDocument?.duplicates ?? [] {
      report(
        Problem(
          path: file.path, location: duplicate.location, message: duplicate.message,
          cell: duplicate.key.map {
            CellID(table: file.table, key: $0, language: duplicate.language ?? file.language)
          }))
    }
  }
}

// MARK: - Documentation and examples

extension DuplicateKeyRule {
  package static let explanation = """
    A key defined twice in a file: every occurrence is reported, with the other lines; the \
    last one wins, as on a device. Also any key repeated in a dictionary of a `.stringsdict` \
    (a localization key, a variable, a plural category) and any member repeated in an object \
    of a String Catalog or remote strings file (a key, a localization), located by line (and \
    column in JSON): both are read with the last winning. In the editor, `D` on such a cell \
    lists the copies and keeps the one you choose.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";
      "ok" = "Okay";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "ok" = "OK";
      "cancel" = "Cancel";

      """#
    ])
  ]
}
