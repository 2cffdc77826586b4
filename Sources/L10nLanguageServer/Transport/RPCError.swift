/// A JSON-RPC 2.0 error: what a request's answer carries instead of a result.
package struct RPCError: Error, Codable, Hashable, Sendable {
  /// The error's number (see the static members).
  package var code: Int
  /// In words.
  package var message: String

  /// Creates an error.
  package init(code: Int, message: String) {
    self.code = code
    self.message = message
  }

  /// The message is not JSON (answered with a `null` id).
  package static func parseError(_ message: String) -> RPCError {
    RPCError(code: -32700, message: message)
  }

  /// JSON that is not a request, a notification or a response.
  package static func invalidRequest(_ message: String) -> RPCError {
    RPCError(code: -32600, message: message)
  }

  /// A request this server does not answer.
  package static func methodNotFound(_ method: String) -> RPCError {
    RPCError(code: -32601, message: "no method \(method)")
  }

  /// Parameters that are not what the method takes.
  package static func invalidParams(_ message: String) -> RPCError {
    RPCError(code: -32602, message: message)
  }

  /// A request before `initialize` (or after `shutdown`).
  package static func serverNotInitialized(_ message: String) -> RPCError {
    RPCError(code: -32002, message: message)
  }

  /// A request the client cancelled before it was answered.
  package static let requestCancelled = RPCError(code: -32800, message: "request cancelled")

  /// A request the server understood and refuses, with the reason the editor shows (a rename
  /// that cannot be made losslessly).
  package static func requestFailed(_ message: String) -> RPCError {
    RPCError(code: -32803, message: message)
  }

  /// The server could not answer.
  package static func internalError(_ message: String) -> RPCError {
    RPCError(code: -32603, message: message)
  }
}
