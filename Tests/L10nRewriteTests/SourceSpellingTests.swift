import Testing

@testable import L10nRewrite

/// Keys and comments spelled into code: escaped so the source gains no raw control, bidi or
/// invisible character, in each language's own escapes.
@Suite struct SourceSpellingTests {
  @Test("Swift: \\u{…}; Objective-C: octal bytes below U+00A0, \\u above")
  func escapes() {
    #expect(
      SourceSpelling.swiftLiteral("a\"b\\\n\u{1}\u{85}\u{202E}é")
        == #""a\"b\\\n\u{1}\u{85}\u{202E}é""#)
    #expect(
      SourceSpelling.objectiveCLiteral("a\"\t\u{1B}\u{85}\u{202E}\u{FEFF}é")
        == #"@"a\"\t\033\302\205\u202E\uFEFFé""#)
  }
}
