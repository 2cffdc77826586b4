import L10nModel

/// One problem a rule found: where, how serious, and what, in words.
public struct Finding: Hashable, Sendable {
  /// The stable identifier of the rule that found it, for example `duplicate-key`.
  public var ruleID: String
  /// How serious it is.
  public var severity: Severity
  /// The file's path.
  public var path: String
  /// Where in the file.
  public var location: SourceLocation
  /// What is wrong, in plain words.
  public var message: String
  /// The grid cell it belongs to, when it belongs to one.
  public var cell: CellID?

  /// Creates a finding.
  public init(
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
