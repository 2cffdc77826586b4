/// A request's handler: its answer (`nil` answers `null`), or a thrown `RPCError`.
package typealias RequestHandler =
  @Sendable (_ message: RPCMessage, _ context: RequestContext) throws -> (any Encodable & Sendable)?

/// The dispatch table: each request method the server answers after `initialize`.
///
/// Each method's handler calls its feature. `initialize` and `shutdown` are the lifecycle's (see `LanguageServer`).
package enum ServerMethods {
  /// The handlers, by method.
  package static let requests: [String: RequestHandler] = [:]

  /// The open (or, inside the workspace, saved) document a request names and the position in
  /// it; `nil` for a document outside the workspace.
  static func document(_ message: RPCMessage, _ context: RequestContext) throws(RPCError) -> (
    TextDocument, LSPPosition
  )? {
    let params = try message.parameters(LSPDocumentPositionParams.self)
    return context.document(params.textDocument.uri).map { ($0, params.position) }
  }

  /// The diagnostics of an open document (an unsaved buffer counts) in `snapshot`.
  static func diagnostics(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, encoding: PositionEncoding,
    isCancelled: @Sendable () -> Bool
  ) -> [LSPDiagnostic] {
    []
  }
}
