import Foundation

/// A JSON-RPC 2.0 message as it came in: a request (with an id), a notification (without), or
/// a response to a request the server sent; its body kept to decode the parameters as the
/// method's handler needs them.
package struct RPCMessage: Sendable {
  /// What kind of message.
  package enum Kind: Equatable, Sendable {
    /// A request to answer, with its id (a number or a string).
    case request(id: JSONValue)
    /// A notification (nothing answers it).
    case notification
    /// A response to the server's request `id`.
    case response(id: JSONValue)
  }

  /// What kind.
  package var kind: Kind
  /// The method (empty for a response).
  package var method: String
  /// The message's JSON.
  package var body: Data

  /// The request id, if a request.
  package var id: JSONValue? {
    if case .request(let id) = kind { return id }
    return nil
  }

  private struct Envelope: Decodable {
    var jsonrpc: String?
    var id: JSONValue?
    var hasID: Bool
    var method: String?
    var hasResult: Bool

    enum CodingKeys: String, CodingKey {
      case jsonrpc, id, method, result, error
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      jsonrpc = try container.decodeIfPresent(String.self, forKey: .jsonrpc)
      hasID = container.contains(.id)
      id = hasID ? try container.decode(JSONValue.self, forKey: .id) : nil
      method = try container.decodeIfPresent(String.self, forKey: .method)
      hasResult = container.contains(.result) || container.contains(.error)
    }
  }

  /// A message refused: the error to answer, with the id to answer it under.
  package struct Refusal: Error {
    /// The request's id, `null` when it has none or it cannot be read.
    package var id: JSONValue
    /// The error.
    package var error: RPCError

    init(_ id: JSONValue, _ error: RPCError) {
      self.id = id
      self.error = error
    }
  }

  private struct Parameters<Value: Decodable>: Decodable {
    var params: Value
  }

  private struct OptionalParameters<Value: Decodable>: Decodable {
    var params: Value?
  }

  /// Decodes a message's body; a body that is not JSON is a parse error, JSON that is no
  /// message an invalid request (with the id it had, if any).
  ///
  /// The message keeps `data` itself (not a copy): its parameters are decoded from it.
  package static func decode(_ data: Data) -> Result<RPCMessage, Refusal> {
    let envelope: Envelope
    do {
      envelope = try JSONDecoder().decode(Envelope.self, from: data)
    } catch DecodingError.dataCorrupted {
      return .failure(Refusal(.null, .parseError("the message is not JSON")))
    } catch {
      // JSON, but not an object of the right members.
      if (try? JSONDecoder().decode(JSONValue.self, from: data)) == nil {
        return .failure(Refusal(.null, .parseError("the message is not JSON")))
      }
      return .failure(Refusal(.null, .invalidRequest("the message is not a JSON-RPC request")))
    }
    let id = envelope.id ?? .null
    guard envelope.jsonrpc == "2.0" else {
      return .failure(Refusal(id, .invalidRequest("the message is not JSON-RPC 2.0")))
    }
    switch (envelope.method, envelope.hasID) {
    case (let method?, true):
      switch id {
      case .integer, .string:
        return .success(RPCMessage(kind: .request(id: id), method: method, body: data))
      default:
        return .failure(
          Refusal(.null, .invalidRequest("a request's id must be a number or a string")))
      }
    case (let method?, false):
      return .success(RPCMessage(kind: .notification, method: method, body: data))
    case (nil, true) where envelope.hasResult:
      return .success(RPCMessage(kind: .response(id: id), method: "", body: data))
    case (nil, _):
      return .failure(Refusal(id, .invalidRequest("the message has no method")))
    }
  }

  /// Creates a message (tests and the client in them build messages this way).
  package init(kind: Kind, method: String, body: Data) {
    self.kind = kind
    self.method = method
    self.body = body
  }

  /// The parameters, decoded as `type`; an `invalidParams` error when they are not.
  package func parameters<Value: Decodable>(_ type: Value.Type) throws(RPCError) -> Value {
    do {
      return try JSONDecoder().decode(Parameters<Value>.self, from: body).params
    } catch {
      throw .invalidParams(
        "the parameters of \(method) are not what it takes: \(Self.describe(error))")
    }
  }

  /// The parameters decoded as `type`, or `nil` when the message has none.
  package func optionalParameters<Value: Decodable>(_ type: Value.Type) throws(RPCError) -> Value? {
    do {
      return try JSONDecoder().decode(OptionalParameters<Value>.self, from: body).params
    } catch {
      throw .invalidParams(
        "the parameters of \(method) are not what it takes: \(Self.describe(error))")
    }
  }

  /// A decoding error in a line: what was wrong where.
  static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    func path(_ context: DecodingError.Context) -> String {
      context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(
        separator: ".")
    }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context)).\(key.stringValue) is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      return "\(path(context)): \(context.debugDescription)"
    case .dataCorrupted(let context):
      return "\(path(context)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }
}

/// The messages the server sends, as JSON.
package enum RPCOutgoing {
  private struct Response<Result: Encodable>: Encodable {
    var id: JSONValue
    var result: Result?
    var error: RPCError?

    enum CodingKeys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode("2.0", forKey: .jsonrpc)
      try container.encode(id, forKey: .id)
      if let error {
        try container.encode(error, forKey: .error)
      } else {
        // `null` is a result (hover on nothing), so it is written.
        try container.encode(result, forKey: .result)
      }
    }
  }

  private struct Request<Params: Encodable>: Encodable {
    var jsonrpc = "2.0"
    var id: JSONValue?
    var method: String
    var params: Params
  }

  private static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    return encoder
  }

  /// A request's answer.
  package static func result(_ result: (any Encodable)?, id: JSONValue) throws -> Data {
    guard let result else {
      return try encoder().encode(Response<JSONValue>(id: id, result: nil, error: nil))
    }
    return try encode(result, id: id)
  }

  private static func encode<Result: Encodable>(_ result: Result, id: JSONValue) throws -> Data {
    try encoder().encode(Response(id: id, result: result, error: nil))
  }

  /// A request's error.
  package static func error(_ error: RPCError, id: JSONValue) -> Data {
    // An error and an id always encode.
    (try? encoder().encode(Response<JSONValue>(id: id, result: nil, error: error))) ?? Data()
  }

  /// A notification.
  package static func notification<Params: Encodable>(_ method: String, _ params: Params) throws
    -> Data
  {
    try encoder().encode(Request(id: nil, method: method, params: params))
  }

  /// A request (the server asks the client).
  package static func request<Params: Encodable>(
    _ method: String, _ params: Params, id: JSONValue
  ) throws -> Data {
    try encoder().encode(Request(id: id, method: method, params: params))
  }
}
