@_spi(Fuzzing) import L10nTranslate
import Testing

@Suite struct ProviderProtocolTests {
  @Test func requestIsOneLineWithTheIssuesKeysInOrderAbsentOnesLeftOut() {
    let plain = ProviderRequest(id: "7", text: "Open ⟦1⟧ now", source: "en", target: "es")
    #expect(
      ProviderProtocol.encode(plain)
        == #"{"protocol":1,"id":"7","text":"Open ⟦1⟧ now","source":"en","target":"es"}"#)
    let full = ProviderRequest(
      id: "a\"b", text: "Line\nbreak\t\u{1B}[31m \\ \u{2028}", source: "en", target: "pl",
      comment: "Shown on the\r\nbutton",
      glossary: [
        .init(term: "Dock", translation: "Dock"), .init(term: "file", translation: "plik"),
      ],
      maxLength: 20, category: "few", sample: "3")
    #expect(
      ProviderProtocol.encode(full)
        == #"{"protocol":1,"id":"a\"b","text":"Line\nbreak\t\u001B[31m \\ \u2028","source":"en","#
        + #""target":"pl","comment":"Shown on the\r\nbutton","glossary":[{"term":"Dock","#
        + #""translation":"Dock"},{"term":"file","translation":"plik"}],"maxLength":20,"#
        + #""category":"few","sample":"3"}"#)
  }

  @Test func encodedRequestsReadBackThroughTheDecoder() {
    // The encoder's strings are the decoder's strings: every scalar kept.
    let text = "\u{0}\u{7F}\u{9B}é🇪🇸\"\\/\u{2029}"
    let line = ProviderProtocol.encode(
      ProviderRequest(id: text, text: text, source: "en", target: "es"))
    #expect(!line.contains("\n"))
    #expect(
      ProviderProtocol.decode(Array(line.utf8)) == .success(.translation(id: text, text: text)))
  }

  @Test func responsesWithTextOrError() {
    #expect(
      decode(#"{"id":"1","text":"Abrir ⟦1⟧"}"#)
        == .success(.translation(id: "1", text: "Abrir ⟦1⟧")))
    #expect(
      decode(
        #" { "text" : "x\u00e9\ud83d\ude00" , "id" : "2", "extra": [1, {"a": null}, -2.5e3, true] } "#
      )
        == .success(.translation(id: "2", text: "xé😀")))
    #expect(
      decode(#"{"id":"3","error":"quota exceeded"}"#)
        == .success(.error(id: "3", message: "quota exceeded")))
  }

  @Test func providerErrorMessagesAreMadeInertAndBounded() {
    let hostile =
      #"{"id":"1","error":"\u001B[2J\u001B]0;title\u0007bad\r\nline \u202Eevil\u0085 ::error::x"}"#
    #expect(decode(hostile) == .success(.error(id: "1", message: "bad line evil ::error::x")))
    let long = #"{"id":"1","error":""# + String(repeating: "é", count: 1000) + #""}"#
    guard case .success(.error(_, let message)) = decode(long) else {
      Issue.record("no error response")
      return
    }
    #expect(message == String(repeating: "é", count: 300) + "…")
    // White space right at the bound: the space it becomes is within the bound too (a fuzz
    // finding: 300 characters, a space, then the ellipsis).
    let spaced = String(repeating: "a", count: 300) + " b"
    #expect(ProviderProtocol.inert(spaced) == String(repeating: "a", count: 300) + "…")
    let earlier = String(repeating: "a", count: 299) + " b"
    #expect(ProviderProtocol.inert(earlier) == String(repeating: "a", count: 299) + "…")
    #expect(
      ProviderProtocol.inert(String(repeating: "a", count: 298) + " b") == String(
        repeating: "a", count: 298) + " b")
  }

  @Test(
    arguments: [
      ("", nil, "not JSON: an empty line"),
      ("hello", nil, "not JSON: not a JSON object"),
      ("[1]", nil, "not JSON: not a JSON object"),
      (#"{"id":"1","text":"a"} x"#, nil, "not JSON: more after the object"),
      (#"{"id":"1","text":"a"#, nil, "not JSON: an unterminated string at the end"),
      (#"{"id":"1","text":"a\x"}"#, nil, "not JSON: an unknown escape at byte 21"),
      (#"{"id":"1","text":"\ud800"}"#, nil, "not JSON: a lone surrogate at byte 25"),
      (
        "{\"id\":\"1\",\"text\":\"a\tb\"}", nil,
        "not JSON: a control character in a string at byte 20"
      ),
      (#"{"id":"1","id":"2","text":"a"}"#, nil, #"not JSON: the member "id" twice"#),
      (#"{"text":"a"}"#, nil, #"no "id""#),
      (#"{"id":1,"text":"a"}"#, nil, #""id" is not a string"#),
      (#"{"id":"1","text":null}"#, "1", #""text" is not a string"#),
      (#"{"id":"1","error":{"message":"x"}}"#, "1", #""error" is not a string"#),
      (#"{"id":"1"}"#, "1", #"neither "text" nor "error""#),
      (#"{"id":"1","text":"a","error":"b"}"#, "1", #"both "text" and "error""#),
      (#"{"id":"1","text":"a","n":01}"#, nil, "not JSON: expected \"}\" at byte 27"),
    ] as [(String, String?, String)])
  func protocolErrors(line: String, id: String?, message: String) {
    #expect(decode(line) == .failure(ProviderProtocolError(id: id, message)))
  }

  @Test func invalidUTF8DeepNestingAndLongLinesAreRefused() {
    let invalid: [UInt8] = Array(#"{"id":"1","text":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
    #expect(
      ProviderProtocol.decode(invalid) == .failure(ProviderProtocolError(id: nil, "not UTF-8")))
    let overlong: [UInt8] = Array(#"{"id":"1","text":""#.utf8) + [0xC0, 0xAF] + Array(#""}"#.utf8)
    #expect(
      ProviderProtocol.decode(overlong) == .failure(ProviderProtocolError(id: nil, "not UTF-8")))
    let deep = #"{"id":"1","text":"a","x":"# + String(repeating: "[", count: 100_000)
    guard case .failure(let error) = decode(deep) else {
      Issue.record("deep nesting read")
      return
    }
    #expect(error.description == "not JSON: values nested too deep at byte 58")
    let long = #"{"id":"1","text":""# + String(repeating: "a", count: 1 << 18) + #""}"#
    #expect(
      decode(long) == .failure(ProviderProtocolError(id: nil, "a line of more than 262144 bytes")))
  }

  private func decode(_ line: String) -> Result<ProviderResponse, ProviderProtocolError> {
    ProviderProtocol.decode(Array(line.utf8))
  }
}
