import CHeapTuning
import L10nScan

extension LanguageServer {
  /// Computes and publishes the diagnostics of the open document `uri`, with its version: an
  /// open localization file's text first stands for the file in the workspace.
  ///
  /// A buffer that could not be scanned publishes nothing (its last diagnostics stay).
  func diagnose(_ uri: String, isCancelled: @escaping @Sendable () -> Bool) {
    guard let document = documents[uri], let path = document.path,
      workspace.snapshot(waiting: 60) != nil
    else { return }
    let text = document.text
    workspace.update { $0.setBuffer(text, ofPath: path) }
    workspace.settle()
    guard !isCancelled(), let snapshot = workspace.snapshot,
      let found = ServerMethods.diagnostics(
        document, snapshot: snapshot, scanner: CodeScanner(routines: snapshot.routines),
        encoding: session.current.encoding, log: configuration.log, memo: localizationMemo,
        isCancelled: isCancelled)
    else { return }
    // Not after a newer change, nor after the document closed.
    guard !isCancelled(), documents[uri] != nil else { return }
    writer.send(
      RPCOutgoing.publishDiagnostics(
        LSPPublishDiagnosticsParams(uri: uri, version: document.version, diagnostics: found)))
    // A localization file's run made a project and thousands of findings: what it freed goes
    // back to the system before the next.
    if DocumentKind(document) == .localizationFile { l10n_heap_trim() }
  }
}
