import L10nModel
import Testing

@testable import L10nFormats

@Suite struct StringsEscapingTests {
  static let cases: [(raw: String, decoded: String)] = [
    (#"plain"#, "plain"),
    (#"a\nb\tc\rd"#, "a\nb\tc\rd"),
    (#"\a\b\f\v"#, "\u{07}\u{08}\u{0C}\u{0B}"),
    (#"say \"hi\" \'x\'"#, "say \"hi\" 'x'"),
    (#"back\\slash"#, "back\\slash"),
    (#"caf\U00e9"#, "café"),
    (#"\U00E9\U00e9"#, "éé"),
    (#"\UD83D\UDE00"#, "😀"),
    (#"\U41\UZZ"#, "A\u{0}ZZ"),
    (#"\u00e9"#, "u00e9"),  // lower-case \u is not an escape for Apple's parser
    (#"\T\ x"#, "T x"),
    (#"\101\60"#, "A0"),
    (#"\351"#, "Ø"),  // octal escapes are NeXTSTEP bytes, not Latin-1
    (#"\200"#, "\u{A0}"),
    (#"\18"#, "\u{01}8"),
    (#"\777"#, "\u{0}"),
    (#"\UD83D!"#, "\u{FFFD}!"),
    (#"tab\ "#, "tab "),
    (#"\é"#, "é"),
  ]

  @Test("decoding follows Apple's parser", arguments: cases)
  func decode(raw: String, decoded: String) {
    let bytes = Array(raw.utf8)
    let result = bytes.withUnsafeBufferPointer { StringsEscaping.decode($0) }
    #expect(result.unicodeScalars.elementsEqual(decoded.unicodeScalars))
  }

  @Test("canonical encoding escapes only quotes, backslashes and control characters")
  func encode() {
    let encoded = StringsEscaping.encodeQuoted(
      "a\"b\\c\nd\te\rf\u{1B}[2J\u{7F}\u{85}\u{9F}\u{A0} é 日本 \u{200F}")
    #expect(
      String(decoding: encoded, as: UTF8.self)
        == #""a\"b\\c\nd\te\rf\U001B[2J\U007F\U0085\U009F"# + "\u{A0} é 日本 \u{200F}\"")
  }

  @Test(
    "encoding then decoding gives the text back",
    arguments: ["", "x", "\"\\\n\t\r\u{0}\u{85}", "e\u{301}"])
  func roundTrip(text: String) {
    let encoded = StringsEscaping.encodeQuoted(text)
    let inner = Array(encoded.dropFirst().dropLast())
    let decoded = inner.withUnsafeBufferPointer { StringsEscaping.decode($0) }
    #expect(decoded.unicodeScalars.elementsEqual(text.unicodeScalars))
  }
}
