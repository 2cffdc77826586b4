import L10nModel

/// `parse-error`: a file that could not be read: a localization file, or the project's review
/// file (`.l10nedit-review`).
///
/// It is loaded read-only and never rewritten until fixed.
package struct ParseErrorRule: FileRule, ProjectRule {
  package static let id = "parse-error"
  package static let defaultSeverity = Severity.error
  package static let summary = "A file could not be parsed; it is read-only until fixed."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let error = file.error else { return }
    report(Problem(path: file.path, location: error.location, message: error.reason))
  }

  /// The review file, when it could not be read: its states are not used, and it is not
  /// rewritten until it parses.
  package func check(_ project: Project, report: (Problem) -> Void) {
    guard let error = project.reviewFile.error else { return }
    report(Problem(path: error.path, location: error.location, message: error.reason))
  }
}

// MARK: - Documentation and examples

extension ParseErrorRule {
  package static let explanation = """
    A file that cannot be parsed: a missing `;`, an unterminated string or comment, invalid \
    UTF-8, malformed JSON or XML. The message names the place and the reason (`missing ';' \
    after the value that ends at 747:277`). The file is loaded read-only and no command \
    rewrites it until it is fixed. Where Apple's reader stops early without an error (after \
    `"a" = "1";;`, or at an unterminated `/*` after the last entry) the file is read as Apple \
    reads it and `ignored-tail` warns instead. The project's review file (`.l10nedit-review`) is \
    reported the same way when it does not parse (a merge left conflict markers in it) or \
    cannot be read: its review states are not used, and no save that would record a state \
    writes anything until it is fixed.
    """

  package static let triggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "greeting" = "Hello"
      "farewell" = "Goodbye";

      """#
    ])
  ]

  package static let nonTriggeringExamples = [
    RuleExample([
      "en.lproj/Localizable.strings": #"""
      "greeting" = "Hello";
      "farewell" = "Goodbye";

      """#
    ])
  ]
}
