import Foundation
import L10nCLI
import L10nCheck
import L10nLanguageServer
import L10nModel
import L10nScan
import L10nTestSupport
import Testing

/// The diagnostics of an open source file are `lint --sources`'s findings in that file, from
/// the buffer's text.
@Suite struct CodeDiagnosticsTests {
  /// The code files of the fixture.
  static let sources = [
    "Sources/App.m", "Sources/Tables.h", "Sources/Helpers.swift", "Sources/View.swift",
  ]

  /// `lint --sources` and the diagnostics of each source file, with the levels `rules` set on
  /// the command line and in the configuration alike.
  func compare(rules: [String: LintConfiguration.Level]) throws {
    let folder = try DiagnosticsFixture.folder()
    let root = folder.path
    let options = rules.sorted { $0.key < $1.key }.flatMap { ["--rule", "\($0.key)=\($0.value)"] }
    let lint = try LintRun.findings([root, "--sources", root + "/Sources"] + options)
    let snapshot = try DiagnosticsFixture.snapshot(
      root: root, configuration: LintConfiguration(levels: rules))
    var checked = 0
    for source in Self.sources {
      let path = root + "/" + source
      let expected = lint.filter { $0.path == path }
      let document = try DiagnosticsFixture.document(path)
      let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
      let found = CodeDiagnostics.findings(of: usage, path: path, snapshot: snapshot)
      #expect(found == expected, "\(source)")
      checked += expected.count
    }
    #expect(checked >= (rules.isEmpty ? 9 : 5), "the fixture has findings in code")
  }

  @Test("keys through another file's wrapper or #define are found: its declarations are read")
  func declarationsOfOtherFiles() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    #expect(
      snapshot.usage?.usage.declaringFiles.sorted()
        == ["Helpers.swift", "Tables.h"].map { folder.path + "/Sources/" + $0 })
    var found: [String] = []
    for source in ["App.m", "View.swift"] {
      let document = try DiagnosticsFixture.document(folder.path + "/Sources/" + source)
      let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
      found += CodeDiagnostics.findings(of: usage, path: document.path ?? "", snapshot: snapshot)
        .map(\.message)
    }
    #expect(
      found.contains {
        $0.hasPrefix("\"used\" (NSLocalizedStringFromTable) is looked up in Errors")
      })
    #expect(found.contains { $0.hasPrefix("\"not.there\"") })
  }

  @Test(
    "a wrapper declared in another file, used in a buffer edited live: lint's findings, its file read once until it changes"
  )
  func wrapperOfAnotherFileEditedLive() throws {
    let folder = try DiagnosticsFixture.folder()
    let root = folder.path
    var snapshot = try DiagnosticsFixture.snapshot(root: root)
    let declarations = SwiftDeclarationsCache()
    snapshot.declarations = declarations
    let path = root + "/Sources/View.swift"
    /// The buffer's findings with `text`, and lint's once that text is saved.
    func compared(_ text: String) throws -> (buffer: [Finding], lint: [Finding]) {
      let document = try DiagnosticsFixture.document(path, text: text)
      let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
      let buffer = CodeDiagnostics.findings(of: usage, path: path, snapshot: snapshot)
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
      let lint = try LintRun.findings([root, "--sources", root + "/Sources"])
      return (buffer, lint.filter { $0.path == path })
    }
    let typed = try compared("let a = localized(\"used\")\nlet b = localized(\"typed.now\")\n")
    #expect(typed.buffer.map(\.message).contains { $0.hasPrefix("\"typed.now\" (localized)") })
    #expect(typed.buffer == typed.lint)
    let fixed = try compared("let a = localized(\"used\")\nlet b = localized(\"greeting\")\n")
    #expect(fixed.buffer.isEmpty)
    #expect(fixed.buffer == fixed.lint)
    #expect(declarations.reads == 1, "Helpers.swift parsed once for both edits")
    // The wrapper now puts a prefix before its key: `localized("used")` is `app.used`.
    try Data(
      "import Foundation\nfunc localized(_ key: String) -> String { NSLocalizedString(\"app.\" + key, comment: \"\") }\n"
        .utf8
    ).write(to: URL(fileURLWithPath: root + "/Sources/Helpers.swift"))
    let prefixed = try compared("let a = localized(\"used\")\n")
    #expect(prefixed.buffer.map(\.message).contains { $0.hasPrefix("\"app.used\" (localized)") })
    #expect(prefixed.buffer == prefixed.lint)
    #expect(declarations.reads == 2, "Helpers.swift read again after it changed")
  }

  @Test("each source file's diagnostics equal lint --sources's findings in that file")
  func equalToLint() throws {
    try compare(rules: [:])
  }

  @Test("with levels changed (a rule off, another a warning) they still equal lint's")
  func equalToLintWithLevels() throws {
    try compare(rules: ["wrong-table": .off, "key-not-found": .warning])
  }

  @Test("unsaved text counts: a key typed in the buffer is reported, and fixing it clears it")
  func unsavedText() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let path = folder.path + "/Sources/New.swift"
    func diagnostics(_ text: String) throws -> [LSPDiagnostic] {
      let document = TextDocument(
        uri: DocumentURI.uri(ofPath: path), languageID: "swift", version: 1, text: text)
      let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
      return CodeDiagnostics.diagnostics(
        document, usage: usage, snapshot: snapshot, encoding: .utf16)
    }
    let typo = try diagnostics("let t = String(localized: \"usde\")\n")
    #expect(typo.map(\.code) == ["key-not-found"])
    #expect(typo.first?.severity == .error)
    #expect(
      typo.first?.data
        == LSPDiagnosticData(key: "usde", table: "Resources/Localizable", language: "en"))
    // The literal, quotes included: `"usde"` from column 26.
    #expect(
      typo.first?.range
        == LSPRange(
          start: LSPPosition(line: 0, character: 26), end: LSPPosition(line: 0, character: 32)))
    #expect(try diagnostics("let t = String(localized: \"used\")\n").isEmpty)
  }

  @Test("a literal typed into a text position is a hardcoded-string warning on the literal")
  func hardcodedString() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let path = folder.path + "/Sources/New.swift"
    func diagnostics(_ text: String) throws -> (TextDocument, [LSPDiagnostic]) {
      let document = TextDocument(
        uri: DocumentURI.uri(ofPath: path), languageID: "swift", version: 1, text: text)
      let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
      return (
        document,
        CodeDiagnostics.diagnostics(document, usage: usage, snapshot: snapshot, encoding: .utf16)
      )
    }
    let (document, found) = try diagnostics("label.text = \"Tap to start\"\n")
    #expect(found.map(\.code) == ["hardcoded-string"])
    #expect(found.first?.severity == .warning)
    #expect(found.first?.message.contains("write String(localized: \"Tap to start\")") == true)
    let range = try #require(found.first?.range)
    #expect(
      range
        == LSPRange(
          start: LSPPosition(line: 0, character: 13), end: LSPPosition(line: 0, character: 27)))
    // Its quick fix: the literal extracted into a key, the preferred fix of that diagnostic; on
    // a literal without the finding, the same extraction is a refactoring.
    #expect(
      KeyExtraction.literal(in: document, at: range.start, encoding: .utf16, snapshot: snapshot)
        == 13..<27)
    func extraction(_ diagnostics: [LSPDiagnostic]) -> LSPCodeAction? {
      KeyCodeActions.actions(
        snapshot, document: document, range: range, diagnostics: diagnostics, encoding: .utf16,
        openDocuments: [document]
      ).first { $0.title == "Extract into a localized key" }
    }
    let fix = try #require(extraction(found))
    #expect(fix.kind == "quickfix" && fix.isPreferred == true && fix.diagnostics == found)
    #expect(extraction([])?.kind == "refactor.extract")
    #expect(try diagnostics("label.text = String(localized: \"used\")\n").1.isEmpty)
  }

  @Test("a diagnostic covers the literal, in each encoding, after é, 😀 and CJK on its line")
  func rangesInEachEncoding() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let path = folder.path + "/Sources/View.swift"
    let text = "/* é😀中 */ let t = NSLocalizedString(\"é😀中\", comment: \"\")\n"
    let document = TextDocument(
      uri: DocumentURI.uri(ofPath: path), languageID: "swift", version: 1, text: text)
    let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
    // `/* é😀中 */ let t = NSLocalizedString(` is 36 scalars; 😀 is 2 UTF-16 units, 4 bytes;
    // é 2 bytes, 中 3 bytes. The literal is 5 scalars, 6 UTF-16 units, 11 bytes.
    let expected: [PositionEncoding: (start: Int, end: Int)] = [
      .utf32: (36, 36 + 5), .utf16: (37, 37 + 6), .utf8: (42, 42 + 11),
    ]
    for (encoding, columns) in expected {
      let found = CodeDiagnostics.diagnostics(
        document, usage: usage, snapshot: snapshot, encoding: encoding)
      #expect(found.map(\.code) == ["key-not-found"], "\(encoding)")
      #expect(
        found.first?.range
          == LSPRange(
            start: LSPPosition(line: 0, character: columns.start),
            end: LSPPosition(line: 0, character: columns.end)), "\(encoding)")
    }
  }

  @Test("wrong-table and format-arguments name the reference's key and table in data")
  func dataOfOtherRules() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let document = try DiagnosticsFixture.document(folder.path + "/Sources/App.m")
    let usage = try CodeDiagnostics.scan(document, scanner: CodeScanner(), snapshot: snapshot)
    let found = CodeDiagnostics.diagnostics(
      document, usage: usage, snapshot: snapshot, encoding: .utf16)
    let byRule = Dictionary(grouping: found) { $0.code ?? "" }
    #expect(byRule["wrong-table"]?.first?.data?.key == "error.sync")
    // The table the call names (none: `Localizable`), as the code says it.
    #expect(byRule["wrong-table"]?.first?.data?.table == "Localizable")
    #expect(byRule["format-arguments"]?.first?.data?.key == "%d of %d")
    #expect(
      byRule["key-not-found"]?.compactMap(\.data).map(\.table).sorted()
        == ["NoSuchTable", "Resources/Localizable"])
  }
}
