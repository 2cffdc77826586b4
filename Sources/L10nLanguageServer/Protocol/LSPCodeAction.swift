/// A change the editor offers at a place (`CodeAction`): a quick fix of a diagnostic, a
/// refactoring.
package struct LSPCodeAction: Codable, Hashable, Sendable {
  /// What the menu says.
  package var title: String
  /// `quickfix`, `refactor.extract`.
  package var kind: String
  /// The diagnostics it fixes.
  package var diagnostics: [LSPDiagnostic]?
  /// Whether it is the fix to apply by default.
  package var isPreferred: Bool?
  /// The change.
  package var edit: LSPWorkspaceEdit

  /// Creates an action.
  package init(
    title: String, kind: String, diagnostics: [LSPDiagnostic]? = nil, isPreferred: Bool? = nil,
    edit: LSPWorkspaceEdit
  ) {
    self.title = title
    self.kind = kind
    self.diagnostics = diagnostics
    self.isPreferred = isPreferred
    self.edit = edit
  }
}
