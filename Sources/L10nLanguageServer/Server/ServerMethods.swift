import L10nScan

/// A request's handler: its answer (`nil` answers `null`), or a thrown `RPCError`.
package typealias RequestHandler =
  @Sendable (_ message: RPCMessage, _ context: RequestContext) throws -> (any Encodable & Sendable)?

/// The dispatch table: each request method the server answers after `initialize`.
///
/// Each method's handler reads its parameters and calls its feature, a pure function of the
/// snapshot, the document and the position. `initialize` and `shutdown` are the lifecycle's
/// (see `LanguageServer`). A document outside the workspace answers `null` (or nothing).
package enum ServerMethods {
  /// The handlers, by method.
  package static let requests: [String: RequestHandler] = [
    "textDocument/hover": { message, context in
      try positioned(message, context) { document, position in
        KeyHover.hover(
          in: document, at: position, encoding: context.encoding, snapshot: context.snapshot)
      }
    },
    "textDocument/completion": { message, context in
      try positioned(message, context) { document, position in
        KeyCompletion.complete(
          in: document, at: position, encoding: context.encoding, snapshot: context.snapshot)
      }
    },
    "textDocument/definition": { message, context in
      try positioned(message, context) { document, position in
        KeyDefinition.locations(
          in: document, at: position, encoding: context.encoding, snapshot: context.snapshot,
          openDocuments: context.documents)
      } ?? []
    },
    "textDocument/references": { message, context in
      let params = try message.parameters(LSPReferenceParams.self)
      guard let document = context.document(params.textDocument.uri) else { return [LSPLocation]() }
      return KeyReferences.locations(
        in: document, at: params.position, encoding: context.encoding,
        snapshot: context.snapshot, includeDeclaration: params.context?.includeDeclaration ?? true,
        openDocuments: context.documents)
    },
    "textDocument/prepareRename": { message, context in
      try positioned(message, context) { document, position throws(RPCError) in
        try refusing { () throws(EditRefusal) in
          try KeyRename.prepare(
            context.snapshot, document: document, position: position, encoding: context.encoding)
        }
      }
    },
    "textDocument/rename": { message, context in
      let params = try message.parameters(LSPRenameParams.self)
      guard let document = context.document(params.textDocument.uri) else { return nil }
      return try refusing { () throws(EditRefusal) in
        try KeyRename.rename(
          context.snapshot, document: document, position: params.position,
          newName: params.newName, encoding: context.encoding,
          openDocuments: Array(context.documents.values))
      }
    },
    "textDocument/codeAction": { message, context in
      let params = try message.parameters(LSPCodeActionParams.self)
      guard let document = context.document(params.textDocument.uri) else {
        return [LSPCodeAction]()
      }
      return KeyCodeActions.actions(
        context.snapshot, document: document, range: params.range,
        diagnostics: params.context.diagnostics, encoding: context.encoding,
        openDocuments: Array(context.documents.values))
    },
    "textDocument/inlayHint": { message, context in
      let params = try message.parameters(LSPDocumentRangeParams.self)
      guard context.options.inlayHints, let document = context.document(params.textDocument.uri)
      else { return [LSPInlayHint]() }
      return KeyInlayHints.hints(
        in: document, range: params.range, encoding: context.encoding, snapshot: context.snapshot)
    },
  ]

  /// The methods that wait for the code's first scan: their answers are wrong without it.
  package static let needsCode: Set<String> = ["textDocument/references", "textDocument/rename"]

  /// What `feature` answers for the document and position a request names; `nil` for a
  /// document outside the workspace.
  static func positioned<Answer>(
    _ message: RPCMessage, _ context: RequestContext,
    _ feature: (TextDocument, LSPPosition) throws(RPCError) -> Answer?
  ) throws(RPCError) -> Answer? {
    let params = try message.parameters(LSPDocumentPositionParams.self)
    guard let document = context.document(params.textDocument.uri) else { return nil }
    return try feature(document, params.position)
  }

  /// What `edit` makes, its refusal the request's error (-32803, which editors show).
  static func refusing<Answer>(_ edit: () throws(EditRefusal) -> Answer) throws(RPCError) -> Answer
  {
    do {
      return try edit()
    } catch {
      throw .requestFailed(error.message)
    }
  }

  /// The diagnostics of an open document (an unsaved buffer counts) in `snapshot`: the lint
  /// findings of a localization file, or of the code's references (its buffer scanned with
  /// `scanner`).
  ///
  /// `nil` when the code could not be scanned (said with `log`): the diagnostics published
  /// before stay, rather than an empty list saying all is well. `memo` keeps localization
  /// files' row findings between runs; a run `isCancelled` says is overtaken stops early.
  static func diagnostics(
    _ document: TextDocument, snapshot: WorkspaceSnapshot, scanner: CodeScanner,
    encoding: PositionEncoding, log: (String) -> Void, memo: LocalizationFindingsMemo? = nil,
    isCancelled: () -> Bool = { false }
  ) -> [LSPDiagnostic]? {
    switch DocumentKind(document) {
    case .localizationFile:
      return LocalizationDiagnostics.diagnostics(
        document, snapshot: snapshot, encoding: encoding, memo: memo, isCancelled: isCancelled)
    case .swift, .objectiveC:
      do {
        let usage = try CodeDiagnostics.scan(document, scanner: scanner, snapshot: snapshot)
        return CodeDiagnostics.diagnostics(
          document, usage: usage, snapshot: snapshot, encoding: encoding)
      } catch {
        log("warning: \(document.path ?? document.uri) not scanned: \(error)")
        return nil
      }
    case .other:
      return []
    }
  }
}
