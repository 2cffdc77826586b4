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
  /// What a code action needs of the finding (the client sends it back with the diagnostic).
  package var data: LSPDiagnosticData?

  /// Creates a diagnostic.
  package init(
    range: LSPRange, severity: Severity, code: String?, message: String,
    source: String = "l10nedit", data: LSPDiagnosticData? = nil
  ) {
    self.range = range
    self.severity = severity
    self.code = code
    self.source = source
    self.message = message
    self.data = data
  }
}

/// The cell a diagnostic's finding is about (`Diagnostic.data`): what a code action such as
/// "add the missing key" needs.
package struct LSPDiagnosticData: Codable, Hashable, Sendable {
  /// The key (as the code spells it, for a finding in code).
  package var key: String
  /// The table's identifier (`TableID.path`: `Localizable`, `Module/Localizable`); for a
  /// finding in code, the table the call names (empty when it names none the scanner reads).
  package var table: String
  /// The cell's language (the development language for a key code lacks).
  package var language: String

  /// Creates the data.
  package init(key: String, table: String, language: String) {
    self.key = key
    self.table = table
    self.language = language
  }
}
