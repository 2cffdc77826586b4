@_spi(Fuzzing) import L10nTranslate

/// The provider protocol's response reader (a line of a provider's output): a line read as a
/// response was UTF-8 within the bound, and the response written again reads back the same; a
/// provider's error message is inert (no control character, escape sequence or invisible mark;
/// bounded) and stays as it is when made inert again; a refusal's words are plain.
public func fuzzProviderResponse(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
  let bytes = Fuzz.bytes(start, count)
  switch ProviderProtocol.decode(bytes) {
  case .success(let response):
    Fuzz.require(bytes.count <= ProviderProtocol.maxLineBytes, "a line over the bound is refused")
    Fuzz.require(
      String(validating: bytes, as: UTF8.self) != nil, "a response is read from UTF-8 only")
    let id = ProviderProtocol.jsonString(response.id)
    switch response {
    case .translation(_, let text):
      let again = "{\"id\":\(id),\"text\":\(ProviderProtocol.jsonString(text))}"
      Fuzz.requireEqual(
        ProviderProtocol.decode(Array(again.utf8)), .success(response),
        "a translation written again reads back the same")
    case .error(_, let message):
      Fuzz.require(isInert(message), "an error message is inert: \(message.debugDescription)")
      Fuzz.require(
        message.count <= ProviderProtocol.maxMessageCharacters + 1, "an error message is bounded")
      Fuzz.require(
        Fuzz.same(ProviderProtocol.inert(message), message), "inert is idempotent")
    }
  case .failure(let failure):
    Fuzz.require(isInert(failure.description), "a refusal's words are plain")
  }
  return 0
}

/// Whether `text` has no control character (C0, DEL, C1), no line or paragraph separator and
/// no invisible direction or zero-width mark.
private func isInert(_ text: String) -> Bool {
  text.unicodeScalars.allSatisfy { scalar in
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF,
      0x061C:
      false
    default: true
    }
  }
}
