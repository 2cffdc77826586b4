import Testing

@testable import L10nFormats

/// The readers' UTF-8 check, which makes no `String` of the file, against the standard
/// library's decoding: the same bytes are UTF-8, and it stops at the first that is not.
@Suite("UTF-8 validation without a copy")
struct UTF8ValidationTests {
  /// The offset of the first invalid byte as the standard library's decoder finds it.
  static func expected(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let scalar): offset += scalar.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  @Test(
    "agrees with the standard library: overlong forms, surrogates, past U+10FFFF, cut sequences, ASCII runs around them",
    arguments: [
      [], Array("plain ASCII, longer than eight bytes".utf8), Array("é日本😀".utf8),
      [0xC0, 0x80], [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
      [0xF5, 0x80], [0xE6, 0x97], Array("12345678".utf8) + [0xFF] + Array("abc".utf8),
      Array("1234567".utf8) + [0xE6, 0x97, 0xA5, 0x80], [0x80],
    ] as [[UInt8]])
  func agrees(bytes: [UInt8]) {
    #expect(UTF8Validation.firstInvalidOffset(in: bytes) == Self.expected(bytes))
    #expect(
      (UTF8Validation.firstInvalidOffset(in: bytes) == nil)
        == (String(validating: bytes, as: UTF8.self) != nil))
  }

  @Test("agrees with the standard library on every short sequence of bytes that matter")
  func exhaustive() {
    // Every pair and triple over bytes at the edges of UTF-8's ranges.
    let edges: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xED,
      0xEF, 0xF0, 0xF4, 0xF5, 0xFF,
    ]
    for a in edges {
      for b in edges {
        for c in edges {
          for bytes in [
            [a, b], [a, b, c], [a, b, c, 0x80], Array("ASCII-pad".utf8) + [a, b, c],
          ] {
            #expect(
              UTF8Validation.firstInvalidOffset(in: bytes) == Self.expected(bytes), "\(bytes)")
          }
        }
      }
    }
  }
}
