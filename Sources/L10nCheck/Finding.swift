import L10nModel

/// One problem a rule found: where, how serious, and what, in words.
package struct Finding: Hashable, Sendable {
  /// The stable identifier of the rule that found it, for example `duplicate-key`.
  package var ruleID: String
  /// How serious it is.
  package var severity: Severity
  /// The file's path.
  package var path: String
  /// Where in the file.
  package var location: SourceLocation
  /// What is wrong, in plain words.
  package var message: String
  /// The grid cell it belongs to, when it belongs to one.
  package var cell: CellID?

  /// Creates a finding.
  package init(
    ruleID: String, severity: Severity, path: String, location: SourceLocation, message: String,
    cell: CellID? = nil
  ) {
    self.ruleID = ruleID
    self.severity = severity
    self.path = path
    self.location = location
    self.message = message
    self.cell = cell
  }
}
