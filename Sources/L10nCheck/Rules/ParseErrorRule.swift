import L10nModel

/// `parse-error`: a file that could not be read.
///
/// It is loaded read-only and never rewritten until fixed.
package struct ParseErrorRule: FileRule {
  package static let id = "parse-error"
  package static let defaultSeverity = Severity.error
  package static let summary = "A file could not be parsed; it is read-only until fixed."

  /// Creates the rule.
  package init() {}

  package func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let error = file.error else { return }
    report(Problem(path: file.path, location: error.location, message: error.reason))
  }
}
