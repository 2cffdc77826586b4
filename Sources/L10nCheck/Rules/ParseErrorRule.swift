import L10nModel

/// `parse-error`: a file that could not be read.
///
/// It is loaded read-only and never rewritten until fixed.
public struct ParseErrorRule: FileRule {
  public static let id = "parse-error"
  public static let defaultSeverity = Severity.error
  public static let summary = "A file could not be parsed; it is read-only until fixed."

  /// Creates the rule.
  public init() {}

  public func check(_ file: LocalizationFile, in project: Project, report: (Problem) -> Void) {
    guard let error = file.error else { return }
    report(Problem(path: file.path, location: error.location, message: error.reason))
  }
}
