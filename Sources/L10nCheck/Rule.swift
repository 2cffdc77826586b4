import L10nModel

/// A check over a loaded project.
///
/// Each rule lives in its own file and has a stable identifier.
public protocol Rule: Sendable {
  /// The identifier users name in configuration and that output shows, e.g. `duplicate-key`.
  static var id: String { get }
  /// The severity findings get unless configured otherwise.
  static var defaultSeverity: Severity { get }
  /// A one-line description for help and documentation.
  static var summary: String { get }

  /// The findings for `project`, each carrying `severity`.
  func check(_ project: Project, severity: Severity) -> [Finding]
}
