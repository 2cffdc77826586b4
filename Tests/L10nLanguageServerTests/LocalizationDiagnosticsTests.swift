import Foundation
import L10nCLI
import L10nCheck
import L10nLanguageServer
import L10nModel
import L10nScan
import L10nTestSupport
import Testing

/// The diagnostics of an open localization file are `lint`'s findings in that file, from the
/// buffer's text.
@Suite struct LocalizationDiagnosticsTests {
  /// The localization files of the fixture.
  static let files = DiagnosticsFixture.files.keys.filter { $0.hasPrefix("Resources/") }.sorted()

  @Test("each localization file's diagnostics equal a full lint --sources's findings in it")
  func equalToLint() throws {
    let folder = try DiagnosticsFixture.folder()
    let root = folder.path
    let lint = try LintRun.findings([root, "--sources", root + "/Sources"])
    let snapshot = try DiagnosticsFixture.snapshot(root: root)
    var checked = 0
    for file in Self.files {
      let path = root + "/" + file
      let expected = lint.filter { $0.path == path }
      let found = LocalizationDiagnostics.findings(
        try DiagnosticsFixture.document(path), snapshot: snapshot)
      #expect(found == expected, "\(file)")
      checked += expected.count
    }
    #expect(checked >= 8, "the fixture has findings in its localization files")
  }

  @Test("without a code scan they equal lint without --sources")
  func equalToLintWithoutSources() throws {
    let folder = try DiagnosticsFixture.folder()
    let root = folder.path
    let lint = try LintRun.findings([root])
    var snapshot = try DiagnosticsFixture.snapshot(root: root)
    snapshot.usage = nil
    for file in Self.files {
      let path = root + "/" + file
      let found = LocalizationDiagnostics.findings(
        try DiagnosticsFixture.document(path), snapshot: snapshot)
      #expect(found == lint.filter { $0.path == path }, "\(file)")
    }
  }

  @Test("unsaved text counts: the buffer's findings equal lint's of the file saved so")
  func unsavedTextEqualsSavedLint() throws {
    let folder = try DiagnosticsFixture.folder()
    let root = folder.path
    let snapshot = try DiagnosticsFixture.snapshot(root: root)
    let path = root + "/Resources/de.lproj/Localizable.strings"
    // The translation fixed, a new gap and a new specifier mismatch typed.
    let edited = """
      "used" = "Benutzt";
      "%d of %d" = "%1$d von %2$d";
      "greeting" = "Hallo";
      "files" = "%@ Dateien";

      """
    let found = LocalizationDiagnostics.findings(
      try DiagnosticsFixture.document(path, text: edited), snapshot: snapshot)
    try folder.write(["Resources/de.lproj/Localizable.strings": edited])
    let lint = try LintRun.findings([root, "--sources", root + "/Sources"])
    #expect(found == lint.filter { $0.path == path })
    #expect(found.contains { $0.ruleID == "format-mismatch" && $0.location.line == 4 })
    #expect(!found.contains { $0.ruleID == "extra-key" })
  }

  @Test("a buffer that does not parse is one parse-error at its line and column, not a crash")
  func parseError() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let path = folder.path + "/Resources/de.lproj/Localizable.strings"
    let broken = "\"used\" = \"Benutzt\";\n\"extra\" = \"Extra\"\n\"greeting\" = \"Hallo\";\n"
    let document = try DiagnosticsFixture.document(path, text: broken)
    let found = LocalizationDiagnostics.diagnostics(document, snapshot: snapshot, encoding: .utf16)
    let errors = found.filter { $0.code == "parse-error" }
    #expect(errors.count == 1)
    #expect(errors.first?.severity == .error)
    #expect(errors.first?.range.start.line == 2)
    let catalog = folder.path + "/Resources/Catalog.xcstrings"
    let json = LocalizationDiagnostics.diagnostics(
      try DiagnosticsFixture.document(catalog, text: "{ \"strings\" : { \n"), snapshot: snapshot,
      encoding: .utf16)
    #expect(json.map(\.code) == ["parse-error"])
  }

  @Test("a finding covers the key in a .strings file, in each encoding, after non-ASCII text")
  func keyRange() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let path = folder.path + "/Resources/de.lproj/Localizable.strings"
    // `extra-key` on a key after a comment with é, 😀 and 中 on its line.
    let text = "\"used\" = \"Benutzt\";\n/* é😀中 */ \"nur.hier\" = \"x\";\n"
    let document = try DiagnosticsFixture.document(path, text: text)
    for (encoding, start) in [(PositionEncoding.utf32, 10), (.utf16, 11), (.utf8, 16)] {
      let found = LocalizationDiagnostics.diagnostics(
        document, snapshot: snapshot, encoding: encoding
      ).filter { $0.code == "extra-key" }
      #expect(
        found.map(\.range)
          == [
            LSPRange(
              start: LSPPosition(line: 1, character: start),
              end: LSPPosition(line: 1, character: start + 10))
          ], "\(encoding)")
      #expect(
        found.first?.data
          == LSPDiagnosticData(key: "nur.hier", table: "Resources/Localizable", language: "de"))
    }
  }

  @Test("a document that is not one of the project's files has no diagnostics")
  func outsideTheProject() throws {
    let folder = try DiagnosticsFixture.folder()
    let snapshot = try DiagnosticsFixture.snapshot(root: folder.path)
    let document = TextDocument(
      uri: "file:///elsewhere/en.lproj/Localizable.strings", languageID: "plaintext", version: 1,
      text: "\"a\" = \"b\"")
    #expect(LocalizationDiagnostics.findings(document, snapshot: snapshot).isEmpty)
  }
}
