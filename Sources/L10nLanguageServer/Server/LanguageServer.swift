import CHeapTuning
import Dispatch
import Foundation

/// The language server: reads framed JSON-RPC messages, keeps the session's documents and
/// workspace, answers requests on a worker queue (so that the reader keeps reading and
/// `$/cancelRequest` arrives in time) and pushes diagnostics.
package final class LanguageServer: Sendable {
  /// What runs the server.
  package struct Configuration: Sendable {
    /// How the workspace is loaded (the command's options).
    package var setup: WorkspaceSetup
    /// The project folder the command was given (PATH): it wins over the client's folders.
    package var explicitRoot: String?
    /// Where messages for people go (standard error, and the `--log` file).
    package var log: @Sendable (String) -> Void
    /// How often the server's own watcher looks at the files, in seconds (when the client
    /// does not watch them).
    package var pollInterval: Double = 1
    /// How long diagnostics wait for the typing to pause, in seconds.
    package var diagnosticsDelay: Double = 0.05

    /// Creates a configuration.
    package init(
      setup: WorkspaceSetup, explicitRoot: String?, log: @escaping @Sendable (String) -> Void
    ) {
      self.setup = setup
      self.explicitRoot = explicitRoot
      self.log = log
    }
  }

  let configuration: Configuration
  let writer: MessageWriter
  let session = Shared(ServerSession())
  let documents = DocumentStore()
  let cancellation = CancellationSet()
  let workspace: WorkspaceStore
  let diagnostics: DiagnosticsScheduler
  /// The open localization files' row findings as last found (their diagnostics after a
  /// change check the changed rows only).
  let localizationMemo = LocalizationFindingsMemo()
  let poller: FilePoller
  private let worker = DispatchQueue(label: "l10nedit.lsp.requests")

  /// A server writing to `output` (a file descriptor: the standard output as it was at start).
  package init(_ configuration: Configuration, output: Int32) {
    self.configuration = configuration
    let writer = MessageWriter(descriptor: output)
    self.writer = writer
    let diagnostics = DiagnosticsScheduler(delay: configuration.diagnosticsDelay)
    self.diagnostics = diagnostics
    // The editor shows why the project cannot be served (requests then answer nothing).
    workspace = WorkspaceStore(
      log: configuration.log, published: { _ in diagnostics.scheduleAll() },
      failed: { reason in
        writer.send(
          (try? RPCOutgoing.notification(
            "window/showMessage",
            ["type": 1, "message": .string("l10nedit lsp: \(reason)")] as JSONValue)) ?? Data())
      })
    poller = FilePoller(interval: configuration.pollInterval)
  }

  /// Reads messages from `input` until `exit` or the end of the stream; the exit status: 0
  /// after `shutdown`, 1 otherwise.
  package func run(input: Int32) -> Int32 {
    // Whole files' texts come and go with each change: given back to the system when freed.
    l10n_heap_tune_for_server()
    diagnostics.start { uri, isCancelled in self.diagnose(uri, isCancelled: isCancelled) }
    // The process exits after: no deinit removes them.
    defer { workspace.close() }
    let reader = DescriptorReader(descriptor: input)
    var decoder = FrameDecoder()
    while let bytes = reader.read() {
      decoder.append(bytes)
      while let event = decoder.next() {
        switch event {
        case .skipped(let reason):
          configuration.log("error: skipped \(reason)")
        case .frame(let body):
          if let status = receive(body) {
            poller.stop()
            // The answers to the requests before `exit` (`shutdown`'s) go out first.
            worker.sync {}
            return status
          }
        }
      }
    }
    poller.stop()
    return session.current.phase == .shutDown ? 0 : 1
  }

  /// Handles one message's body; the exit status after `exit`.
  func receive(_ body: Data) -> Int32? {
    switch RPCMessage.decode(body) {
    case .failure(let refusal):
      configuration.log("error: \(refusal.error.message)")
      writer.send(RPCOutgoing.error(refusal.error, id: refusal.id))
      return nil
    case .success(let message):
      switch message.kind {
      case .request(let id):
        request(message, id: id)
        return nil
      case .notification:
        return notification(message)
      case .response(let id):
        response(message, id: id)
        return nil
      }
    }
  }

  /// Answers `message` now (lifecycle) or on the worker queue (everything else).
  private func request(_ message: RPCMessage, id: JSONValue) {
    let phase = session.current.phase
    switch (message.method, phase) {
    case ("initialize", .starting):
      reply(id: id) { try self.initialize(message) }
    case ("initialize", _):
      reply(id: id, error: .invalidRequest("initialize was already called"))
    case (_, .starting):
      reply(id: id, error: .serverNotInitialized("initialize first"))
    case (_, .shutDown):
      reply(id: id, error: .invalidRequest("the server is shut down"))
    case ("shutdown", .running):
      session.change { $0.phase = .shutDown }
      // After the requests before it.
      worker.async { self.reply(id: id) { nil } }
    case (let method, .running):
      guard let handler = ServerMethods.requests[method] else {
        reply(id: id, error: .methodNotFound(method))
        return
      }
      cancellation.begin(id)
      worker.async {
        defer { self.cancellation.end(id) }
        guard !self.cancellation.isCancelled(id) else {
          self.reply(id: id, error: .requestCancelled)
          return
        }
        self.reply(id: id) {
          guard
            let context = self.context(
              scanned: ServerMethods.needsCode.contains(method),
              isCancelled: { self.cancellation.isCancelled(id) })
          else { return nil }
          let result = try handler(message, context)
          if self.cancellation.isCancelled(id) { throw RPCError.requestCancelled }
          return result
        }
        // A workspace edit renders every changed file: what it freed goes back to the system.
        if Self.trimsAfter.contains(method) { l10n_heap_trim() }
      }
    }
  }

  /// The requests after which the free memory is given back to the system: those that make
  /// whole files anew (renaming and code actions, which render every file they change).
  static let trimsAfter: Set<String> = ["textDocument/rename", "textDocument/codeAction"]

  /// The context of a request (after the code's first scan when `scanned`): `nil` when the
  /// workspace could not be loaded.
  func context(scanned: Bool = false, isCancelled: @escaping @Sendable () -> Bool)
    -> RequestContext?
  {
    let snapshot =
      scanned ? workspace.scannedSnapshot(waiting: 60) : workspace.snapshot(waiting: 60)
    guard let snapshot else { return nil }
    let session = session.current
    return RequestContext(
      snapshot: snapshot, documents: documents.all, encoding: session.encoding,
      options: session.options, isCancelled: isCancelled)
  }

  /// Sends what `answer` returns (or throws) as the answer to request `id`.
  private func reply(id: JSONValue, _ answer: () throws -> (any Encodable)?) {
    do {
      writer.send(try RPCOutgoing.result(answer(), id: id))
    } catch let error as RPCError {
      reply(id: id, error: error)
    } catch {
      reply(id: id, error: .internalError("\(error)"))
    }
  }

  private func reply(id: JSONValue, error: RPCError) {
    writer.send(RPCOutgoing.error(error, id: id))
  }

  /// A response to a request the server sent (`client/registerCapability`): only an error is
  /// worth saying.
  private func response(_ message: RPCMessage, id: JSONValue) {
    struct Failed: Decodable { var error: RPCError? }
    if let failed = try? JSONDecoder().decode(Failed.self, from: message.body),
      let error = failed.error
    {
      configuration.log(
        "warning: the client answered request \(id) with an error: \(error.message)")
    }
  }

  /// Sends a notification to the client.
  func notify<Params: Encodable>(_ method: String, _ params: Params) {
    do {
      writer.send(try RPCOutgoing.notification(method, params))
    } catch {
      configuration.log("error: \(method) not sent: \(error)")
    }
  }

  /// Sends a request to the client (its answer is only logged when it is an error).
  func ask<Params: Encodable>(_ method: String, _ params: Params) {
    let id = session.change { session in
      defer { session.nextRequestID += 1 }
      return session.nextRequestID
    }
    do {
      writer.send(try RPCOutgoing.request(method, params, id: .string("l10nedit-\(id)")))
    } catch {
      configuration.log("error: \(method) not sent: \(error)")
    }
  }
}
