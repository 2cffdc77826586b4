extension LanguageServer {
  /// Handles a notification; the exit status after `exit`.
  func notification(_ message: RPCMessage) -> Int32? {
    let phase = session.current.phase
    if message.method == "exit" { return phase == .shutDown ? 0 : 1 }
    // Before `initialize`, notifications are dropped.
    guard phase != .starting else { return nil }
    do {
      switch message.method {
      case "initialized":
        initialized()
      case "$/cancelRequest":
        cancellation.cancel(try message.parameters(LSPCancelParams.self).id)
      case "textDocument/didOpen":
        let item = try message.parameters(LSPDidOpenParams.self).textDocument
        guard isInWorkspace(item.uri) else { return nil }
        documents.open(
          TextDocument(
            uri: item.uri, languageID: item.languageId, version: item.version, text: item.text))
        diagnostics.schedule(item.uri)
      case "textDocument/didChange":
        let params = try message.parameters(LSPDidChangeParams.self)
        let uri = params.textDocument.uri
        guard isInWorkspace(uri) else { return nil }
        let changed = documents.change(
          uri, params.contentChanges, version: params.textDocument.version,
          encoding: session.current.encoding)
        if changed != nil { diagnostics.schedule(uri) }
      case "textDocument/didClose":
        let uri = try message.parameters(LSPDocumentParams.self).textDocument.uri
        guard isInWorkspace(uri), let closed = documents.close(uri) else { return nil }
        diagnostics.cancel(uri)
        if let path = closed.path {
          localizationMemo.forget(path)
          workspace.update { $0.setBuffer(nil, ofPath: path) }
        }
        notify(
          "textDocument/publishDiagnostics",
          LSPPublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
      case "workspace/didChangeWatchedFiles":
        let changes = try message.parameters(LSPDidChangeWatchedFilesParams.self).changes
        workspace.filesChanged(
          changes.compactMap { event in
            guard let path = DocumentURI.path(of: event.uri),
              let kind = FileChange(rawValue: event.type)
            else { return nil }
            return (path, kind)
          })
      case "textDocument/didSave":
        // The watcher (the client's or the poller) reads the file again.
        break
      case let method where method.hasPrefix("$/"):
        break
      case let method:
        configuration.log("note: ignored the notification \(method)")
      }
    } catch {
      configuration.log("error: \(error.message)")
    }
    return nil
  }

  /// Whether `uri` is a `file:` URI inside the workspace root.
  func isInWorkspace(_ uri: String) -> Bool {
    guard let root = session.current.root, let path = DocumentURI.path(of: uri) else {
      return false
    }
    return DocumentURI.path(path, isInside: root)
  }
}
