import Foundation

/// The language server's wire, as the fuzz package reaches it (`@_spi(Fuzzing)`): a byte
/// stream cut into messages by `FrameDecoder`, each body decoded by `RPCMessage.decode`.
@_spi(Fuzzing) public enum WireFuzzing {
  /// What a stream holds.
  public struct Cut: Equatable, Sendable {
    /// The messages' bodies, in order.
    public var frames: [[UInt8]]
    /// What was skipped, in words.
    public var skipped: [String]
  }

  /// The bound of a header block, in bytes.
  public static let maximumHeaderBytes = FrameDecoder.maximumHeaderBytes
  /// The bound of a body, in bytes.
  public static let maximumContentBytes = FrameDecoder.maximumContentBytes

  /// `bytes` fed to a decoder `chunk` bytes at a time.
  public static func cut(_ bytes: [UInt8], chunk: Int) -> Cut {
    var decoder = FrameDecoder()
    var cut = Cut(frames: [], skipped: [])
    var start = 0
    while start < bytes.count {
      let end = min(bytes.count, start + max(1, chunk))
      decoder.append(bytes[start..<end])
      start = end
      while let event = decoder.next() {
        switch event {
        case .frame(let body): cut.frames.append(Array(body))
        case .skipped(let reason): cut.skipped.append(reason)
        }
      }
    }
    return cut
  }

  /// What a body is: `request`, `notification` or `response`, else the JSON-RPC error's code
  /// and whether the answer to it encodes.
  public static func classify(_ body: [UInt8]) -> (kind: String, errorCode: Int?) {
    switch RPCMessage.decode(Data(body)) {
    case .success(let message):
      switch message.kind {
      case .request: return ("request", nil)
      case .notification: return ("notification", nil)
      case .response: return ("response", nil)
      }
    case .failure(let refusal):
      let answer = RPCOutgoing.error(refusal.error, id: refusal.id)
      return (answer.isEmpty ? "unencodable" : "error", refusal.error.code)
    }
  }
}
