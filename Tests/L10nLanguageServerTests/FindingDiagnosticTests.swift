import L10nCheck
import L10nLanguageServer
import L10nModel
import Testing

/// A finding as a diagnostic: severity, rule, inert message, and a range over the token.
@Suite struct FindingDiagnosticTests {
  func document(_ text: String) -> TextDocument {
    TextDocument(uri: "file:///p/A.swift", languageID: "swift", version: 1, text: text)
  }

  func range(_ text: String, column: Int, encoding: PositionEncoding = .utf32) -> LSPRange {
    FindingDiagnostic.range(
      at: SourceLocation(line: 1, column: column), in: document(text), encoding: encoding)
  }

  func span(_ start: Int, _ end: Int, line: Int = 0) -> LSPRange {
    LSPRange(
      start: LSPPosition(line: line, character: start), end: LSPPosition(line: line, character: end)
    )
  }

  @Test("the range covers a literal to its closing quote, escapes and raw strings included")
  func literals() {
    #expect(range(#"f("a\"b", x)"#, column: 3) == span(2, 8))
    #expect(range(#"NSLocalizedString(@"key", @"")"#, column: 19) == span(18, 24))
    #expect(range(##"f(#"a"b"#)"##, column: 3) == span(2, 9))
    #expect(range(#"f("unterminated"#, column: 3) == span(2, 15))
  }

  @Test("a name to its end, an XML element to its end tag, anything else to its line's end")
  func otherTokens() {
    #expect(range("let x = L10n.Menu.title(1)", column: 9) == span(8, 23))
    #expect(range("  <key>songs</key>  ", column: 3) == span(2, 18))
    #expect(range("  = value;   ", column: 3) == span(2, 10))
    #expect(range("", column: 1) == span(0, 0))
    #expect(range("ab", column: 9) == span(2, 2))
  }

  @Test("severities map to the protocol's; the rule is the code; the message is inert")
  func conversion() {
    let finding = Finding(
      ruleID: "empty-value", severity: .info, path: "/p/A.swift",
      location: SourceLocation(line: 1, column: 1),
      message: "\"k\u{1B}[31m\" in de\u{202E} is empty\n::error::x",
      cell: CellID(
        table: TableID("Localizable"), key: LocalizationKey("k"), language: LanguageID("de")))
    let diagnostic = FindingDiagnostic.diagnostic(finding, in: document("\"k\""), encoding: .utf16)
    #expect(diagnostic.severity == .information)
    #expect(diagnostic.code == "empty-value")
    #expect(diagnostic.source == "l10nedit")
    #expect(diagnostic.message == "\"k\\u{1B}[31m\" in de\\u{202E} is empty\\u{A}::error::x")
    #expect(diagnostic.data == LSPDiagnosticData(key: "k", table: "Localizable", language: "de"))
    #expect(FindingDiagnostic.severity(.error) == .error)
    #expect(FindingDiagnostic.severity(.warning) == .warning)
  }
}
