import L10nTestSupport
import Testing

@testable import L10nProviders

/// The chunks apertium is sent and what its output is split into (`ApertiumStream`).
@Suite struct ApertiumStreamTests {
  /// Texts with the stream's reserved characters, line breaks, masked tokens and non-ASCII.
  static let texts = [
    "Open the file now.",
    "Save ⟦1⟧ of ⟦2⟧ [draft] ^x$ <b>a/b</b> @home {y} back\\slash",
    "Line one\nLine two\r\n\nafter a blank line\n",
    "\nstarts with a break",
    "ünïcödé — 日本語 🌍",
    "",
  ]

  @Test func encodingEscapesReservedCharactersAndPutsBreaksInSuperblanks() {
    let bytes = ApertiumStream.encode(["a [b] ^c$\nd"])
    #expect(String(decoding: bytes, as: UTF8.self) == "[l10nedit:0]a \\[b\\] \\^c\\$[\n]d[]\0")
  }

  @Test func whatApertiumCopiesThroughDecodesToTheTexts() {
    let decoded = ApertiumStream.decode(ApertiumStream.encode(Self.texts), count: Self.texts.count)
    #expect(decoded == Self.texts.map { .success($0) })
  }

  @Test func chunksAreMatchedByTheirPlaceNotTheirOrder() {
    let output = Array("\0[l10nedit:1]uno[]\0\0[l10nedit:0]cero[]\0\0\0\0".utf8)
    #expect(ApertiumStream.decode(output, count: 2) == [.success("cero"), .success("uno")])
  }

  @Test func aMissingChunkATwiceChunkAndLeftoverStreamSyntaxAreFailures() {
    let output = Array(
      "[l10nedit:0]a[]\0[l10nedit:0]b[]\0[l10nedit:2]^casa<n>$[]\0[l10nedit:3]x\\\0".utf8)
    #expect(
      ApertiumStream.decode(output, count: 5) == [
        .failure(.twice), .failure(.missing), .failure(.notText), .failure(.notText),
        .failure(.missing),
      ])
  }

  @Test func aChunkWithoutItsNULIsMissing() {
    let output = Array("[l10nedit:0]entero[]\0[l10nedit:1]a medi".utf8)
    #expect(ApertiumStream.decode(output, count: 2) == [.success("entero"), .failure(.missing)])
  }

  @Test func chunksNamingNoPlaceAreIgnored() {
    let output = Array(
      "junk\0[l10nedit:9]out of range\0[l10nedit:01]leading zero\0[l10nedit:0]bien[]\0".utf8)
    #expect(ApertiumStream.decode(output, count: 1) == [.success("bien")])
  }

  @Test func invalidUTF8InAChunkIsNotText() {
    let output = Array("[l10nedit:0]a".utf8) + [0xFF, 0xFE] + Array("[]\0".utf8)
    #expect(ApertiumStream.decode(output, count: 1) == [.failure(.notText)])
  }

  @Test func aTextWithNULCannotBeSent() {
    #expect(ApertiumStream.holdsNUL("a\0b"))
    #expect(!ApertiumStream.holdsNUL("a b"))
  }

  /// The decoder on random bytes mutated from real chunks: it never crashes, gives one result
  /// per text, and every text it gives holds no NUL and no stream syntax of its own.
  @Test func randomOutputsDecodeToAResultPerTextOrAFailure() {
    var random = SeededRandom()
    let alphabet = Array("[]\\^$/<>@{}\0\n l10nedit:0123456789ab".utf8) + [0xC3, 0xA9, 0xFF]
    for _ in 0..<2_000 {
      var bytes = ApertiumStream.encode(Array(Self.texts.shuffled(using: &random).prefix(3)))
      for _ in 0..<Int.random(in: 1...6, using: &random) {
        let place = Int.random(in: 0...bytes.count, using: &random)
        switch Int.random(in: 0..<3, using: &random) {
        case 0 where place < bytes.count: bytes.remove(at: place)
        case 1 where place < bytes.count:
          bytes[place] = alphabet.randomElement(using: &random) ?? 0
        default: bytes.insert(alphabet.randomElement(using: &random) ?? 0, at: place)
        }
      }
      let decoded = ApertiumStream.decode(bytes, count: 3)
      #expect(decoded.count == 3, "seed \(random.seed)")
      for case .success(let text) in decoded {
        #expect(!text.utf8.contains(0), "seed \(random.seed)")
      }
    }
  }
}
