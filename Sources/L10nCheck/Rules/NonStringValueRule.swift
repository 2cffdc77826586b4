import L10nModel

/// `non-string-value`: a `.strings` entry whose value is an array, a dictionary or data.
///
/// Foundation reads such a file whole, but `Bundle` finds no text for the key and shows the key.
package struct NonStringValueRule: FileRule {
  package static let id = "non-string-value"
  package static let defaultSeverity = Severity.warning
  package static let summary =
    "A .strings value is an array, a dictionary or data: the app shows the key, not a text."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    for value in file.cellDocument?.nonStringValues ?? [] {
      report(Problem(path: file.path, location: value.location, message: value.reason))
    }
  }
}

// MARK: - Documentation and examples

extension NonStringValueRule {
  package static let explanation = """
    A `.strings` file is an old-style property list, so Apple's reader takes an array \
    (`( "a", "b" )`), a dictionary (`{ k = v; }`) or data (`<0fbd>`) as a value without an \
    error. But `Bundle`'s lookups want a string: for such a key the app shows the key itself, \
    as if it were missing. l10nedit reads the file as Apple does, keeps the value byte for byte \
    (the grid shows its spelling) and reports it; write the value as a quoted string.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "done" = "Done";
      "days" = ( "Monday", "Tuesday" );

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "done" = "Done";
      "days" = "Monday, Tuesday";

      """#
    ])
  ]
}
