import Foundation
import L10nLanguageServer

/// A Language Server Protocol client for tests: launches the built `l10nedit lsp` over pipes,
/// sends framed requests and notifications, waits (with time limits) for responses and
/// server notifications, and answers the server's requests (`client/registerCapability`) with
/// `null`.
final class LSPTestClient: @unchecked Sendable {
  /// Why a wait failed.
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  let process = Process()
  private let input = Pipe()
  private let output = Pipe()
  private let errors = Pipe()
  private let condition = NSCondition()
  private var decoder = FrameDecoder()
  /// Every message from the server not yet taken, in order.
  private var received: [JSONValue] = []
  /// Every server request, kept for tests to look at.
  private(set) var serverRequests: [JSONValue] = []
  private var errorBytes: [UInt8] = []
  /// What came on standard output that was no message (nothing, from a server that keeps
  /// standard output for the protocol).
  private(set) var strayOutput: [String] = []
  private var nextID = 1

  /// The built `l10nedit` next to the test bundle.
  static var executable: URL {
    var folder = Bundle.main.bundleURL
    for _ in 0..<4 {
      let candidate = folder.appendingPathComponent("l10nedit")
      if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
      folder.deleteLastPathComponent()
    }
    return URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(".build/debug/l10nedit")
  }

  /// Launches `l10nedit lsp` with `arguments` (after `lsp`) in `folder`.
  init(arguments: [String] = [], in folder: URL? = nil, environment: [String: String] = [:]) throws
  {
    process.executableURL = Self.executable
    process.arguments = ["lsp"] + arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    output.fileHandleForReading.readabilityHandler = { [weak self] handle in
      self?.take(handle.availableData)
    }
    errors.fileHandleForReading.readabilityHandler = { [weak self] handle in
      let data = handle.availableData
      guard let self else { return }
      self.condition.withLock { self.errorBytes += data }
    }
    try process.run()
  }

  deinit {
    output.fileHandleForReading.readabilityHandler = nil
    errors.fileHandleForReading.readabilityHandler = nil
    if process.isRunning { process.terminate() }
  }

  /// What the server said on standard error so far.
  var standardError: String {
    condition.withLock { String(decoding: errorBytes, as: UTF8.self) }
  }

  // MARK: Sending

  /// Sends raw bytes (framing tests).
  func sendRaw(_ bytes: [UInt8]) {
    input.fileHandleForWriting.write(Data(bytes))
  }

  /// Sends one message, framed.
  func send(_ message: JSONValue) {
    let body = (try? JSONEncoder().encode(message)) ?? Data()
    sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
  }

  /// The framed bytes of a message.
  static func framed(_ message: JSONValue) -> [UInt8] {
    let body = (try? JSONEncoder().encode(message)) ?? Data()
    return Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body)
  }

  /// A request's message with a fresh id.
  func requestMessage(_ method: String, _ params: JSONValue) -> (id: Int, message: JSONValue) {
    let id = condition.withLock {
      defer { nextID += 1 }
      return nextID
    }
    return (
      id, ["jsonrpc": "2.0", "id": .integer(id), "method": .string(method), "params": params]
    )
  }

  /// Sends a request; its id.
  @discardableResult
  func sendRequest(_ method: String, _ params: JSONValue = nil) -> Int {
    let (id, message) = requestMessage(method, params)
    send(message)
    return id
  }

  /// Sends a notification.
  func notify(_ method: String, _ params: JSONValue = nil) {
    send(["jsonrpc": "2.0", "method": .string(method), "params": params])
  }

  /// Sends a request and waits for its response (the whole message: `result` or `error`).
  func request(_ method: String, _ params: JSONValue = nil, timeout: Double = 10) throws
    -> JSONValue
  {
    try response(to: sendRequest(method, params), timeout: timeout)
  }

  /// Sends a request and returns its `result`; fails on an error response.
  func result(_ method: String, _ params: JSONValue = nil, timeout: Double = 10) throws
    -> JSONValue
  {
    let response = try request(method, params, timeout: timeout)
    if let error = response["error"] {
      throw Failure(description: "\(method) answered an error: \(error)")
    }
    return response["result"] ?? nil
  }

  // MARK: Waiting

  /// The response to request `id` (a number, or `nil` for the `null` id of parse errors).
  func response(to id: Int?, timeout: Double = 10) throws -> JSONValue {
    let wanted: JSONValue = id.map { .integer($0) } ?? .null
    return try take(timeout: timeout, "the response to \(wanted)") {
      $0["method"] == nil && $0["id"] == wanted
    }
  }

  /// The next notification `method` whose parameters satisfy `matching`; the parameters.
  func notification(
    _ method: String, timeout: Double = 10, matching: (JSONValue) -> Bool = { _ in true }
  ) throws -> JSONValue {
    try take(timeout: timeout, "a \(method) notification") {
      $0["id"] == nil && $0["method"] == .string(method) && matching($0["params"] ?? nil)
    }["params"] ?? nil
  }

  /// The diagnostics published next for `uri` (their list), optionally of version `version`.
  func diagnostics(of uri: String, version: Int? = nil, timeout: Double = 10) throws -> [JSONValue]
  {
    try notification("textDocument/publishDiagnostics", timeout: timeout) {
      $0["uri"] == .string(uri)
        && (version == nil || $0["version"] == version.map(JSONValue.integer))
    }["diagnostics"]?.arrayValue ?? []
  }

  /// The first message satisfying `matching`, removed from those received; fails after
  /// `timeout` seconds.
  func take(timeout: Double, _ what: String, matching: (JSONValue) -> Bool) throws -> JSONValue {
    let deadline = Date(timeIntervalSinceNow: timeout)
    return try condition.withLock {
      while true {
        if let index = received.firstIndex(where: matching) {
          return received.remove(at: index)
        }
        guard condition.wait(until: deadline) else {
          throw Failure(
            description:
              "no \(what) within \(timeout) s; received: \(received); stderr: \(String(decoding: errorBytes, as: UTF8.self))"
          )
        }
      }
    }
  }

  /// Every message received and not taken (and forgets them).
  func drain() -> [JSONValue] {
    condition.withLock {
      defer { received.removeAll() }
      return received
    }
  }

  // MARK: Lifecycle

  /// `initialize` on `root` with the client's `capabilities` and `options`, then
  /// `initialized`; the result.
  @discardableResult
  func initialize(
    root: URL?, capabilities: JSONValue = [:], options: JSONValue = nil, timeout: Double = 20
  ) throws -> JSONValue {
    var params: JSONValue = [
      "processId": nil, "capabilities": capabilities, "initializationOptions": options,
    ]
    if let root, case .object(var members) = params {
      members["rootUri"] = .string(DocumentURI.uri(ofPath: root.path))
      params = .object(members)
    }
    let result = try result("initialize", params, timeout: timeout)
    notify("initialized", [:])
    return result
  }

  /// Opens a document.
  func open(_ uri: String, text: String, languageID: String = "swift", version: Int = 1) {
    notify(
      "textDocument/didOpen",
      [
        "textDocument": [
          "uri": .string(uri), "languageId": .string(languageID), "version": .integer(version),
          "text": .string(text),
        ]
      ])
  }

  /// Replaces a document's whole text.
  func change(_ uri: String, text: String, version: Int) {
    notify(
      "textDocument/didChange",
      [
        "textDocument": ["uri": .string(uri), "version": .integer(version)],
        "contentChanges": [["text": .string(text)]],
      ])
  }

  /// `shutdown` then `exit`; the exit status.
  func shutdownAndExit(timeout: Double = 10) throws -> Int32 {
    _ = try request("shutdown", timeout: timeout)
    notify("exit")
    return try waitForExit(timeout: timeout)
  }

  /// Closes the server's input and waits for it to end; its exit status.
  func waitForExit(timeout: Double = 10) throws -> Int32 {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while process.isRunning {
      guard Date() < deadline else {
        process.terminate()
        throw Failure(description: "the server did not exit within \(timeout) s")
      }
      Thread.sleep(forTimeInterval: 0.01)
    }
    return process.terminationStatus
  }

  /// Closes the server's standard input.
  func closeInput() {
    try? input.fileHandleForWriting.close()
  }

  // MARK: Reading

  private func take(_ data: Data) {
    guard !data.isEmpty else { return }
    var answers: [JSONValue] = []
    condition.withLock {
      decoder.append(data)
      while let event = decoder.next() {
        guard case .frame(let body) = event,
          let message = try? JSONDecoder().decode(JSONValue.self, from: body)
        else {
          strayOutput.append("\(event)")
          continue
        }
        if message["method"] != nil, let id = message["id"] {
          serverRequests.append(message)
          answers.append(["jsonrpc": "2.0", "id": id, "result": nil])
        } else {
          received.append(message)
        }
      }
      condition.broadcast()
    }
    for answer in answers { send(answer) }
  }
}
