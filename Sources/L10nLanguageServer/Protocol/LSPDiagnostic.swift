/// A finding shown in an editor (`Diagnostic`).
package struct LSPDiagnostic: Codable, Hashable, Sendable {
  /// Severity as the protocol numbers it.
  package enum Severity: Int, Codable, Hashable, Sendable {
    /// An error.
    case error = 1
    /// A warning.
    case warning = 2
    /// Information.
    case information = 3
    /// A hint.
    case hint = 4
  }

  /// Where.
  package var range: LSPRange
  /// How bad.
  package var severity: Severity
  /// The rule's id (`key-not-found`).
  package var code: String?
  /// Always `l10nedit`.
  package var source: String
  /// The finding's message.
  package var message: String

  /// Creates a diagnostic.
  package init(
    range: LSPRange, severity: Severity, code: String?, message: String, source: String = "l10nedit"
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.source = source
    self.message = message
  }
}
