import L10nModel

/// `parse-error`: a file that could not be read.
///
/// It is loaded read-only and never rewritten.
public struct ParseErrorRule: Rule {
  public static let id = "parse-error"
  public static let defaultSeverity = Severity.error
  public static let summary = "A file could not be parsed; it is read-only until fixed."

  /// Creates the rule.
  public init() {}

  public func check(_ project: Project, severity: Severity) -> [Finding] {
    project.files.compactMap { file in
      file.error.map {
        Finding(
          ruleID: Self.id, severity: severity, path: file.path, location: $0.location,
          message: $0.reason)
      }
    }
  }
}
