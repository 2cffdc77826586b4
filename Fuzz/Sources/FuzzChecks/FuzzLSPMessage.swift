@_spi(Fuzzing) import L10nLanguageServer

/// The language server's framing and message decoder (`l10nedit lsp`'s standard input): the
/// same messages whether the stream comes in one piece or byte by byte; every message within
/// the bound; each message framed again reads back alone; each body is a request, a
/// notification, a response, or a JSON-RPC error whose answer encodes.
public func fuzzLSPMessage(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  let whole = WireFuzzing.cut(bytes, chunk: bytes.count)
  // Byte by byte, or (a long input, which the decoder would search again at each byte) in
  // small pieces.
  let byByte = WireFuzzing.cut(bytes, chunk: bytes.count <= 1024 ? 1 : 13)
  Fuzz.require(whole.frames == byByte.frames, "the messages do not depend on how reads split")
  Fuzz.require(whole.skipped == byByte.skipped, "the skipped runs do not depend on the reads")
  for frame in whole.frames {
    Fuzz.require(frame.count <= WireFuzzing.maximumContentBytes, "a message is within the bound")
    let again = Array("Content-Length: \(frame.count)\r\n\r\n".utf8) + frame
    Fuzz.require(
      WireFuzzing.cut(again, chunk: again.count).frames == [frame],
      "a message framed again reads back")
    let (kind, code) = WireFuzzing.classify(frame)
    Fuzz.require(kind != "unencodable", "the answer to a bad message encodes")
    if let code {
      Fuzz.require([-32700, -32600].contains(code), "a bad message is a parse error or invalid")
    }
  }
  return 0
}
