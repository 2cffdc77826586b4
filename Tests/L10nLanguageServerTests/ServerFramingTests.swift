import Foundation
import L10nTestSupport
import Testing

@testable import L10nLanguageServer

@Suite("l10nedit lsp: bad input on the wire")
struct ServerFramingTests {
  @Test(
    "a malformed header, a body that is not JSON and JSON that is no request do not end the server")
  func badMessages() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    try client.initialize(root: project.url)
    client.sendRaw(Array("Content-Length 12\r\n\r\n{\"bad\":true}".utf8))
    client.sendRaw(Array("Content-Length: 7\r\n\r\n{oops!}".utf8))
    let parseError = try client.response(to: nil)
    #expect(parseError["error"]?["code"] == -32700)
    client.send(["jsonrpc": "2.0", "id": 77])
    let invalid = try client.take(timeout: 10, "the invalid request's answer") {
      $0["error"]?["code"] == -32600
    }
    #expect(invalid["id"] == 77)
    // Still answering.
    #expect(try client.request("custom/method")["error"]?["code"] == -32601)
    #expect(try client.shutdownAndExit() == 0)
    #expect(client.standardError.contains("skipped a header line without a colon"))
  }

  @Test("a length over the bound is skipped without holding it; the next message is answered")
  func overBound() throws {
    let project = try ServerFixture.project()
    let client = try LSPTestClient()
    try client.initialize(root: project.url)
    let length = FrameDecoder.maximumContentBytes + 10
    client.sendRaw(
      Array("Content-Length: \(length)\r\n\r\n".utf8) + [UInt8](repeating: 32, count: length))
    #expect(try client.request("custom/method")["error"]?["code"] == -32601)
    client.sendRaw(Array("Content-Length: 99999999999999999999\r\n\r\n".utf8))
    #expect(try client.request("custom/method")["error"]?["code"] == -32601)
    #expect(try client.shutdownAndExit() == 0)
    #expect(client.standardError.contains("over the bound"))
  }
}

@Suite("The frame decoder")
struct FrameDecoderTests {
  private func events(_ chunks: [String]) -> [FrameDecoder.Event] {
    var decoder = FrameDecoder()
    var events: [FrameDecoder.Event] = []
    for chunk in chunks {
      decoder.append(Array(chunk.utf8))
      while let event = decoder.next() { events.append(event) }
    }
    return events
  }

  @Test("frames split anywhere, Content-Type and any case of the header's name")
  func split() {
    let found = events([
      "Content-Len",
      "gth: 2\r\n\r\n{}content-length:3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]",
    ])
    #expect(found == [.frame(Data("{}".utf8)), .frame(Data("[1]".utf8))])
  }

  @Test("after a malformed header the decoder finds the next Content-Length")
  func resynchronises() {
    let found = events(["Content-Length: x\r\n\r\ngarbage Content-Length: 2\r\n\r\n{}"])
    #expect(found == [.skipped("a Content-Length that is not a length"), .frame(Data("{}".utf8))])
  }

  @Test("a header block over 8 KiB is skipped, and not held")
  func longHeader() {
    var decoder = FrameDecoder()
    decoder.append([UInt8](repeating: 65, count: FrameDecoder.maximumHeaderBytes + 1))
    #expect(decoder.next() == .skipped("a header block over 8192 bytes"))
    #expect(decoder.next() == nil)
    #expect(decoder.pendingByteCount < 16)
  }

  @Test("a body read in chunks is gathered apart, not held twice: the stream keeps none of it")
  func bodyHandedOver() {
    var decoder = FrameDecoder()
    let body = [UInt8](repeating: UInt8(ascii: "x"), count: 1_000_000)
    decoder.append(Array("Content-Length: \(body.count)\r\n\r\n".utf8))
    var frames: [Data] = []
    for start in stride(from: 0, to: body.count, by: 64 * 1024) {
      decoder.append(body[start..<min(body.count, start + 64 * 1024)])
      while let event = decoder.next() {
        if case .frame(let frame) = event { frames.append(frame) }
      }
      // What came of the body so far is in the body being gathered, not in the stream's bytes.
      #expect(decoder.pendingByteCount == 0)
    }
    #expect(frames == [Data(body)])
  }

  @Test("a header that is not ASCII is malformed")
  func nonASCII() {
    #expect(events(["Contént-Length: 2\r\n\r\n{}"]).first == .skipped("a header that is not ASCII"))
  }
}
